import { runBatch } from "@modelyard/batch";
import { chatCommand } from "./chat-command.js";
import { type Flags, providerFlag, readFlags } from "./flags.js";
import { startOtelExport } from "./otel.js";
import { progressReporter } from "./progress.js";
import { clientOf, hubUrlOf, removeSpooledInput, runOptionsOf } from "./run-command.js";
import { snippetsCommand } from "./snippets-command.js";

export const USAGE = `modelyard: run a model over a dataset

  modelyard run --task TASK --model ID --input rows.jsonl|rows.csv|rows.parquet|- --output out.jsonl|out.parquet
      (or --dataset OWNER/NAME [--config C] [--split S] [--revision R] [--limit N] [--hub-url URL])
      [--output-format jsonl|parquet]
      [--provider p | p1,p2 | auto] [--policy preferred|fastest|cheapest] [--map ARG=COLUMN]
      [--id-column id] [--media-dir DIR] [--parameters JSON] [--endpoint-url URL] [--concurrency n] [--rps n]
      [--provider-limit together=4] [--max-calls n] [--max-cost usd] [--price in,out]
      [--max-retries n] [--resend-on-connection-loss] [--resume] [--dry-run] [--json-progress]
      [--hub-url URL] [--router-url URL] [--otel]
      [--queue postgres://... --enqueue [--run NAME] [--task-timeout s]]
  modelyard worker --queue postgres://... [--concurrency n]
  modelyard status --queue postgres://... [--run NAME]
  modelyard collect --queue postgres://... --run NAME --output out.jsonl
  modelyard redrive --queue postgres://... --run NAME [--resubmit-uncertain]
  modelyard snippets MODEL
  modelyard chat MODEL [--provider p]
  modelyard serve [--host 127.0.0.1] [--port 8787] [--config gateway.json]   (see modelyard serve --help)

The token is read from HF_TOKEN. --hub-url (default: HF_ENDPOINT, else https://huggingface.co) and --router-url
(default https://router.huggingface.co) point at other servers: enterprise proxies, test servers. A row whose
job a provider accepted keeps its handle in OUTPUT.jobs (with --queue, in PostgreSQL): --resume (or the next
worker) follows that job, never submits it again. A failed poll of such a job (no answer, 5xx, 429, a poll
timeout) is polled again, whatever --max-retries, until the provider says done or failed. When OUTPUT.jobs cannot
be written (a full disk), no new row is sent, the jobs accepted are followed to their end, and the exit code is 1.
A provider's Retry-After (or rate-limit reset) pauses it 10 minutes at most per step: a longer one is said on
stderr, waited 10 minutes, then asked again.
With --queue, each row is a task (--task-timeout s: its lease without a heartbeat; --job-timeout, the old name,
works). A row's intent is stored before it is sent: a row whose worker was lost after sending it is not sent
again, status counts it uncertain, redrive --resubmit-uncertain sends it. Workers ride out a PostgreSQL restart.
Exit codes: 0 done, 1 failure, 2 bad flags or input, 3 stopped early.
`;

/** The queue commands load pg-boss (Node 22.12+) only when asked for. */
async function queueCommand(command: string, flags: Flags, signal: AbortSignal): Promise<number> {
	const { runQueueCommand } = await import("./queue-commands.js");
	return runQueueCommand(command, flags, signal);
}

/** Runs one command line; answers the exit code. */
export async function main(argv: string[], signal: AbortSignal): Promise<number> {
	// The gateway's command has its own flags, and loads only when asked for.
	if (argv[0] === "serve") {
		const { serveCommand } = await import("@modelyard/gateway/node");
		return serveCommand(argv.slice(1), signal);
	}
	const { flags, positionals } = readFlags(argv);
	const [command, ...rest] = positionals;
	if (flags.help || !command) {
		process.stdout.write(USAGE);
		return command || flags.help ? 0 : 2;
	}
	if (command === "snippets") {
		await snippetsCommand(rest[0], hubUrlOf(flags) ?? "https://huggingface.co", fetch, (t) => process.stdout.write(t));
		return 0;
	}
	if (command === "chat") {
		const io = { input: process.stdin, output: process.stdout, signal };
		const ended = await chatCommand(clientOf(flags, fetch), rest[0], providerFlag(flags.provider), io);
		return ended === "stopped" ? 3 : 0;
	}
	if (command === "run" && !flags.queue) {
		const options = await runOptionsOf(flags);
		const otel = flags.otel ? await startOtelExport() : undefined;
		const progress = progressReporter(process.stderr, flags["json-progress"] ?? false);
		let summary: Awaited<ReturnType<typeof runBatch>>;
		try {
			summary = await runBatch({
				...options,
				client: clientOf(flags, fetch),
				fetch,
				signal,
				onProgress: progress.onProgress,
				onWarning: (message) => process.stderr.write(`modelyard: ${message}\n`),
				...(otel ? { callOptions: otel.callOptions } : {}),
			});
		} finally {
			await removeSpooledInput(flags, options);
			await otel?.shutdown();
		}
		progress.finish();
		if (summary.estimate) process.stdout.write(`${JSON.stringify(summary.estimate, null, 2)}\n`);
		else if (summary.stopped === "jobs-journal") {
			process.stderr.write(
				`stopped (jobs-journal): the jobs journal (the output's .jobs file) could not be written; no new row was sent, the jobs already accepted were followed to their end. Make room and rerun with --resume to finish.\n`,
			);
			return 1;
		} else if (summary.stopped) process.stderr.write(`stopped (${summary.stopped}): rerun with --resume to finish.\n`);
		return summary.stopped ? 3 : 0;
	}
	if (["run", "worker", "status", "collect", "redrive"].includes(command)) return queueCommand(command, flags, signal);
	process.stderr.write(`Unknown command "${command}".\n\n${USAGE}`);
	return 2;
}
