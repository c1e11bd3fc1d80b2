import { closeSync, fstatSync, openSync, readFileSync } from "node:fs";
import type { JobHandle } from "@modelyard/inference";
import { repairTornTail, writeWhole } from "./journal.js";

/**
 * The jobs the run's rows started (video, large images: a provider accepted them, the client polls), kept in
 * `{output}.jobs` beside the output: one JSON line `{index, job}` written at once, before the job's first poll. After
 * a kill -9, `--resume` follows a row's job from its handle instead of submitting (and paying for) it again. The
 * handles hold no token or key (the client makes them so).
 */
export class JobJournal {
	readonly #kept = new Map<number, JobHandle>();
	readonly #fd: number;
	readonly #path: string;
	/** Why the file could not be written (ENOSPC...): from then on nothing is written, and the run submits no new row. */
	failure: Error | undefined;

	private constructor(fd: number, path: string) {
		this.#fd = fd;
		this.#path = path;
	}

	/**
	 * A fresh file for a new run; with `resume`, the handles an earlier run kept, its torn last line (a kill mid-write)
	 * cut first, as the output's, so the next handle starts a line of its own instead of being glued to the torn one.
	 */
	static open(outputPath: string, resume: boolean): JobJournal {
		const path = `${outputPath}.jobs`;
		const fd = openSync(path, resume ? "a+" : "w");
		const journal = new JobJournal(fd, path);
		// Only a regular file is read back: a device (a symbolic link to /dev/full, say) has no lines to resume.
		if (!resume || !fstatSync(fd).isFile()) return journal;
		repairTornTail(fd);
		for (const text of readFileSync(path, "utf8").split("\n")) {
			if (text === "") continue;
			try {
				const { index, job } = JSON.parse(text) as { index: number; job: JobHandle };
				journal.#kept.set(index, job);
			} catch {
				// A line edited by hand: that row kept no job, and is sent again.
			}
		}
		return journal;
	}

	/** The handle of the job row `index` started, if it started one. */
	kept(index: number): JobHandle | undefined {
		return this.#kept.get(index);
	}

	/**
	 * Keeps a row's job handle, on disk before this returns. Throws when it cannot be written (then, and for every
	 * later handle): the caller follows the job anyway, and the run submits no new row.
	 */
	keep(index: number, job: JobHandle): void {
		this.#kept.set(index, job);
		if (!this.failure) {
			try {
				writeWhole(this.#fd, `${JSON.stringify({ index, job })}\n`);
				return;
			} catch (error) {
				this.failure = error as Error;
			}
		}
		throw new Error(`${this.#path} could not be written: ${this.failure.message}`);
	}

	close(): void {
		closeSync(this.#fd);
	}
}
