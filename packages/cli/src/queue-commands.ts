import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { BatchInputError } from "@modelyard/batch";
import {
	callSpecOf,
	checkQueueNode,
	createQueues,
	createTables,
	DEAD_QUEUE,
	enqueue,
	heartbeatSecondsOf,
	type InlineMedia,
	loadRun,
	mediaWriter,
	outputCounts,
	outputsInOrder,
	PostgresWatch,
	ProviderSlots,
	ROW_QUEUE,
	redriveRun,
	runTaskStates,
	startWorker,
	uncertainCount,
} from "@modelyard/batch/queue";
import type pg from "pg";
import type { PgBoss } from "pg-boss";
import { type Flags, numberFlag, requireFlag } from "./flags.js";
import { clientOf, removeSpooledInput, runOptionsOf } from "./run-command.js";

interface Queue {
	boss: PgBoss;
	db: pg.Pool;
	watch: PostgresWatch;
	close: () => Promise<void>;
}

/**
 * How often pg-boss looks for tasks whose worker stopped beating: a killed worker's rows are back within the
 * heartbeat (30 s by default) plus this, under a minute (pg-boss's default, a minute, would make it 90 s).
 */
const SUPERVISE_SECONDS = 10;

/**
 * pg-boss and a pool on the `--queue` database; pg-boss loads only here, once the Node version is checked. A lost
 * connection (PostgreSQL restarted) is the watch's, which logs it and its return; the pools reconnect by themselves.
 */
async function openQueue(flags: Flags, command: string, poolSize: number): Promise<Queue> {
	const log = (line: string) => process.stderr.write(`modelyard ${command}: ${line}\n`);
	checkQueueNode();
	const connectionString = requireFlag(flags, "queue", "postgres://user@host/db");
	const [{ PgBoss }, { default: pgModule }] = await Promise.all([import("pg-boss"), import("pg")]);
	const db = new pgModule.Pool({ connectionString, max: poolSize });
	const watch = new PostgresWatch(db, log);
	// Without a listener, an idle connection that PostgreSQL ends is an unhandled 'error' event: the process dies.
	db.on("error", (error) => watch.noteError(error) || log(`a PostgreSQL connection failed: ${error.message}`));
	const boss = new PgBoss({
		connectionString,
		superviseIntervalSeconds: SUPERVISE_SECONDS,
		monitorIntervalSeconds: SUPERVISE_SECONDS,
	});
	boss.on("error", (error) => {
		if (!watch.noteError(error)) process.stderr.write(`modelyard: queue: ${(error as Error).message}\n`);
	});
	try {
		await boss.start();
		await createTables(db);
		await createQueues(boss);
	} catch (error) {
		watch.close();
		await Promise.allSettled([boss.stop({ graceful: false }), db.end()]);
		throw error;
	}
	return {
		boss,
		db,
		watch,
		close: async () => {
			await boss.stop({ graceful: true, timeout: 30_000 });
			watch.close();
			await db.end();
		},
	};
}

/** A run's own tasks in one of the queues, counted now. */
async function taskStatesOf(queue: Queue, name: string, run: string) {
	const table = (await queue.boss.getQueue(name))?.table;
	if (!table) throw new Error(`pg-boss has no queue ${name}, which modelyard creates on start.`);
	return runTaskStates(queue.db, table, name, run);
}

/** `--task-timeout`, or its old name `--job-timeout` (kept working): seconds, or undefined when absent. */
function taskTimeoutFlag(flags: Flags): number | undefined {
	const task = numberFlag(flags, "task-timeout");
	const job = numberFlag(flags, "job-timeout");
	if (task !== undefined && job !== undefined && task !== job) {
		throw new BatchInputError("--job-timeout is the old name of --task-timeout: give one of them.");
	}
	return task ?? job;
}

const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

function runFlag(flags: Flags): string {
	return requireFlag(flags, "run", "run-1a2b3c (printed by `modelyard run --enqueue`)");
}

/** The queue mode's commands: run --enqueue, worker, status, collect, redrive. Answers the exit code. */
export async function runQueueCommand(command: string, flags: Flags, signal: AbortSignal): Promise<number> {
	if (command === "run") {
		if (!flags.enqueue)
			throw new BatchInputError("With --queue, `run` enqueues: pass --enqueue, then start `modelyard worker`s.");
		const options = await runOptionsOf(flags);
		try {
			return await enqueueRun(flags, options);
		} finally {
			await removeSpooledInput(flags, options);
		}
	}
	if (taskTimeoutFlag(flags) !== undefined) {
		throw new BatchInputError(
			"--task-timeout (or --job-timeout) goes with `run --enqueue`: a row's heartbeat timeout is set when the row is queued.",
		);
	}
	if (command === "worker") {
		const concurrency = numberFlag(flags, "concurrency") ?? 8;
		const queue = await openQueue(flags, command, concurrency + 4);
		await startWorker(queue.boss, queue.watch, new ProviderSlots(queue.db, (error) => queue.watch.noteError(error)), {
			client: clientOf(flags, fetch),
			fetch,
			concurrency,
			...(flags["router-url"] ? { routerUrl: flags["router-url"] } : {}),
		});
		process.stderr.write("modelyard worker: started; SIGTERM or SIGINT stops it after the rows in hand.\n");
		if (!signal.aborted) await once(signal, "abort");
		await queue.close();
		return 0;
	}
	const queue = await openQueue(flags, command, 2);
	try {
		const run = runFlag(flags);
		const stored = await loadRun(queue.db, run);
		if (!stored)
			throw new BatchInputError(`No run ${run} in this queue; \`modelyard run --enqueue\` prints the run's name.`);
		if (command === "status") {
			const [counts, uncertain, rows, dead] = await Promise.all([
				outputCounts(queue.db, run),
				uncertainCount(queue.db, run),
				taskStatesOf(queue, ROW_QUEUE, run),
				taskStatesOf(queue, DEAD_QUEUE, run),
			]);
			print({ run, total: stored.total, ...counts, uncertain, ...rows, deadLetters: dead.queued });
			return 0;
		}
		if (command === "collect")
			return await collect(queue.db, run, stored.total, requireFlag(flags, "output", "out.jsonl"));
		if (command === "redrive") {
			print(await redriveRun(queue.boss, queue.db, run, flags["resubmit-uncertain"] ?? false));
			return 0;
		}
		throw new BatchInputError(`Unknown queue command "${command}".`);
	} finally {
		await queue.close();
	}
}

/** `run --enqueue`: checks what the queue mode runs, then stores the run and queues its rows. */
async function enqueueRun(flags: Flags, options: Awaited<ReturnType<typeof runOptionsOf>>): Promise<number> {
	if (options.maxCalls !== undefined || options.maxCost !== undefined || options.resume || options.dryRun) {
		throw new BatchInputError(
			"--max-calls, --max-cost, --resume and --dry-run are for the embedded mode: a queue resumes by itself.",
		);
	}
	const { input, inputFormat } = options;
	if (!input || inputFormat === "parquet" || /\.parquet$/i.test(input) || options.outputFormat) {
		throw new BatchInputError(
			"The queue mode reads JSON Lines or CSV files: Parquet and --dataset run in the embedded mode.",
		);
	}
	const spec = callSpecOf({ ...options, client: clientOf(flags, fetch) });
	const heartbeatSeconds = heartbeatSecondsOf(taskTimeoutFlag(flags));
	const queue = await openQueue(flags, "run", 2);
	try {
		print(
			await enqueue(queue.boss, queue.db, {
				spec,
				input,
				...(inputFormat ? { inputFormat } : {}),
				...(flags.run ? { run: flags.run } : {}),
				...(options.mediaDir ? { mediaDir: options.mediaDir } : {}),
				providerLimits: options.providerLimits ?? {},
				maxAttempts: (options.maxRetries ?? 2) + 1,
				resendOnConnectionLoss: options.resendOnConnectionLoss ?? false,
				heartbeatSeconds,
			}),
		);
	} finally {
		await queue.close();
	}
	return 0;
}

/** Writes a run's lines in row order (media written beside the output); exit 3 when rows are still missing. */
async function collect(db: pg.Pool, run: string, total: number, output: string): Promise<number> {
	const file = createWriteStream(output);
	const saveMedia = mediaWriter(output);
	let written = 0;
	for await (const line of outputsInOrder(db, run)) {
		const media = (line.result as Partial<InlineMedia> | undefined)?.inlineMedia;
		if (media)
			line.result = await saveMedia(new Blob([Buffer.from(media.base64, "base64")], { type: media.type }), line.index);
		if (!file.write(`${JSON.stringify(line)}\n`)) await once(file, "drain");
		written++;
	}
	file.end();
	await once(file, "finish");
	print({ run, total, written, missing: total - written });
	return written === total ? 0 : 3;
}
