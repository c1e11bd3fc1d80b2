import { runBatch } from "../run-batch.js";
import { chatCommand } from "./chat-command.js";
import { type Flags, providerFlag, readFlags } from "./flags.js";
import { progressReporter } from "./progress.js";
import { clientOf, runOptionsOf } from "./run-command.js";
import { snippetsCommand } from "./snippets-command.js";

export const USAGE = `modelyard: run a model over a dataset

  modelyard run --task TASK --model ID --input rows.jsonl|rows.csv|rows.parquet|- --output out.jsonl|out.parquet
      (or --dataset OWNER/NAME [--config C] [--split S] [--revision R] [--limit N] [--hub-url URL])
      [--output-format jsonl|parquet]
      [--provider p | p1,p2 | auto] [--policy preferred|fastest|cheapest] [--map ARG=COLUMN]
      [--id-column id] [--parameters JSON] [--endpoint-url URL] [--concurrency n] [--rps n]
      [--provider-limit together=4] [--max-calls n] [--max-cost usd] [--price in,out]
      [--max-attempts n] [--resume] [--dry-run] [--json-progress]
      [--queue postgres://... --enqueue [--run NAME] [--job-timeout s]]
  modelyard worker --queue postgres://... [--concurrency n] [--job-timeout s]
  modelyard status --queue postgres://... [--run NAME]
  modelyard collect --queue postgres://... --run NAME --output out.jsonl
  modelyard redrive --queue postgres://... --run NAME
  modelyard snippets MODEL
  modelyard chat MODEL [--provider p]

The token is read from HF_TOKEN. Exit codes: 0 done, 1 failure, 2 bad flags or input, 3 stopped early.
`;

/** The queue commands load pg-boss (Node 22.12+) only when asked for. */
async function queueCommand(command: string, flags: Flags, signal: AbortSignal): Promise<number> {
	const { runQueueCommand } = await import("../queue/commands.js");
	return runQueueCommand(command, flags, signal);
}

/** Runs one command line; answers the exit code. */
export async function main(argv: string[], signal: AbortSignal): Promise<number> {
	const { flags, positionals } = readFlags(argv);
	const [command, ...rest] = positionals;
	if (flags.help || !command) {
		process.stdout.write(USAGE);
		return command || flags.help ? 0 : 2;
	}
	if (command === "snippets") {
		await snippetsCommand(rest[0], flags["hub-url"] ?? "https://huggingface.co", fetch, (t) => process.stdout.write(t));
		return 0;
	}
	if (command === "chat") {
		await chatCommand(clientOf(flags, fetch), rest[0], providerFlag(flags.provider), process.stdin, process.stdout);
		return 0;
	}
	if (command === "run" && !flags.queue) {
		const options = await runOptionsOf(flags);
		const progress = progressReporter(process.stderr, flags["json-progress"] ?? false);
		const summary = await runBatch({
			...options,
			client: clientOf(flags, fetch),
			fetch,
			signal,
			onProgress: progress.onProgress,
		});
		progress.finish();
		if (summary.estimate) process.stdout.write(`${JSON.stringify(summary.estimate, null, 2)}\n`);
		else if (summary.stopped) process.stderr.write(`stopped (${summary.stopped}): rerun with --resume to finish.\n`);
		return summary.stopped ? 3 : 0;
	}
	if (["run", "worker", "status", "collect", "redrive"].includes(command)) return queueCommand(command, flags, signal);
	process.stderr.write(`Unknown command "${command}".\n\n${USAGE}`);
	return 2;
}
