import {
	closeSync,
	createReadStream,
	existsSync,
	fstatSync,
	ftruncateSync,
	openSync,
	readSync,
	writeSync,
} from "node:fs";
import { createInterface } from "node:readline";
import { BatchInputError } from "./errors.js";

/** A growable set of row indices, one bit each: a million finished rows cost 125 KB. */
export class IndexSet {
	#bits = new Uint8Array(1024);
	size = 0;

	has(index: number): boolean {
		return ((this.#bits[index >> 3] ?? 0) & (1 << (index & 7))) !== 0;
	}

	add(index: number): void {
		if (this.has(index)) return;
		if (index >> 3 >= this.#bits.length) {
			const grown = new Uint8Array(Math.max(this.#bits.length * 2, (index >> 3) + 1));
			grown.set(this.#bits);
			this.#bits = grown;
		}
		this.#bits[index >> 3] = (this.#bits[index >> 3] ?? 0) | (1 << (index & 7));
		this.size++;
	}
}

/**
 * Cuts a torn last line (a process killed mid-write leaves one without its newline) so the file ends on a
 * whole line, and the next line appended starts a line of its own. Returns the bytes cut.
 */
export function repairTornTail(fd: number): number {
	const size = fstatSync(fd).size;
	if (size === 0) return 0;
	const tail = Buffer.alloc(Math.min(size, 64 * 1024));
	let end = size;
	// Walk back to the last newline; a torn line may be longer than one read.
	while (end > 0) {
		const length = Math.min(tail.length, end);
		readSync(fd, tail, 0, length, end - length);
		const newline = tail.subarray(0, length).lastIndexOf(10);
		if (newline !== -1) {
			const keep = end - length + newline + 1;
			if (keep < size) ftruncateSync(fd, keep);
			return size - keep;
		}
		end -= length;
	}
	ftruncateSync(fd, 0);
	return size;
}

/**
 * Writes all of `text` at the file's end: `writeSync` may write fewer bytes than asked (a disk nearly full, a
 * signal), and the rest is written after them. A failure (ENOSPC) throws; the line it tore is cut on resume.
 */
export function writeWhole(fd: number, text: string): void {
	const bytes = Buffer.from(text, "utf8");
	for (let offset = 0; offset < bytes.length; ) {
		const written = writeSync(fd, bytes, offset, bytes.length - offset);
		if (written <= 0) throw new Error(`wrote ${offset} of ${bytes.length} bytes, then nothing more`);
		offset += written;
	}
}

/**
 * The output file as the run's journal: one JSON line per finished row, appended whole with one write each, so a
 * kill -9 loses at most the line being written (cut on resume). A row is finished when its line is in the file.
 */
export class Journal {
	readonly done = new IndexSet();
	readonly failed = new IndexSet();
	/** Bytes of a torn last line cut when the journal was opened. */
	repairedBytes = 0;
	#fd: number;
	#pending: string[] = [];
	#flushing: ReturnType<typeof setImmediate> | undefined;

	private constructor(fd: number) {
		this.#fd = fd;
	}

	/**
	 * Opens `path` for a run: a new file, or with `resume` an existing one whose torn tail is cut and whose lines
	 * say which rows are finished. An existing file without `resume` is refused (its rows would be duplicated).
	 * `mode: "read"` only reads (a dry run): nothing is cut nor written.
	 */
	static async open(path: string, resume: boolean, mode: "write" | "read" = "write"): Promise<Journal> {
		if (existsSync(path) && !resume) {
			throw new BatchInputError(`${path} exists: pass --resume to finish that run, or choose another --output.`);
		}
		const fd = openSync(path, mode === "read" ? "r" : "a+");
		const journal = new Journal(fd);
		const cut = mode === "read" ? 0 : repairTornTail(fd);
		if (cut > 0) journal.repairedBytes = cut;
		if (resume) {
			const lines = createInterface({
				input: createReadStream(path, { encoding: "utf8" }),
				crlfDelay: Number.POSITIVE_INFINITY,
			});
			for await (const text of lines) {
				if (text === "") continue;
				let line: { index: number; ok: boolean };
				try {
					line = JSON.parse(text);
				} catch {
					// Only a torn last line fails to parse, and only when reading without cutting it (a dry run).
					if (mode === "read") continue;
					throw new BatchInputError(`${path} holds a line that is not JSON: it is not an output of this runner.`);
				}
				journal.done.add(line.index);
				if (!line.ok) journal.failed.add(line.index);
			}
		}
		return journal;
	}

	/**
	 * Appends a finished row's line. Lines finished in the same turn of the event loop go out in one write, at the
	 * end of that turn (a system call a line was a sixth of the runner's profile): a kill -9 before it loses only
	 * lines not yet in the file, whose rows are then unfinished and sent again by a resumed run.
	 */
	append(line: object): void {
		this.#pending.push(`${JSON.stringify(line)}\n`);
		this.#flushing ??= setImmediate(() => this.flush());
	}

	flush(): void {
		if (this.#flushing) clearImmediate(this.#flushing);
		this.#flushing = undefined;
		if (this.#pending.length === 0) return;
		const text = this.#pending.join("");
		this.#pending = [];
		writeWhole(this.#fd, text);
	}

	close(): void {
		this.flush();
		closeSync(this.#fd);
	}
}
