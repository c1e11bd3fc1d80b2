import { closeSync, existsSync, openSync, readFileSync, writeSync } from "node:fs";
import type { JobHandle } from "@modelyard/inference";

/**
 * The jobs the run's rows started (video, large images: a provider accepted them, the client polls), kept in
 * `{output}.jobs` beside the output: one JSON line `{index, job}` written at once, before the job's first poll. After
 * a kill -9, `--resume` follows a row's job from its handle instead of submitting (and paying for) it again. The
 * handles hold no token or key (the client makes them so).
 */
export class JobJournal {
	readonly #kept = new Map<number, JobHandle>();
	#fd: number;

	private constructor(fd: number) {
		this.#fd = fd;
	}

	/** A fresh file for a new run; with `resume`, the handles an earlier run kept (a torn last line is skipped). */
	static open(outputPath: string, resume: boolean): JobJournal {
		const path = `${outputPath}.jobs`;
		const kept = resume && existsSync(path) ? readFileSync(path, "utf8") : "";
		const journal = new JobJournal(openSync(path, resume ? "a" : "w"));
		for (const text of kept.split("\n")) {
			try {
				const { index, job } = JSON.parse(text) as { index: number; job: JobHandle };
				journal.#kept.set(index, job);
			} catch {
				// An empty line, or one torn by a kill mid-write: that row kept no job, and is sent again.
			}
		}
		return journal;
	}

	/** The handle of the job row `index` started, if it started one. */
	kept(index: number): JobHandle | undefined {
		return this.#kept.get(index);
	}

	/** Keeps a row's job handle, on disk before this returns. */
	keep(index: number, job: JobHandle): void {
		this.#kept.set(index, job);
		writeSync(this.#fd, `${JSON.stringify({ index, job })}\n`);
	}

	close(): void {
		closeSync(this.#fd);
	}
}
