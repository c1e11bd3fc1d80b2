// `writeSync` may write fewer bytes than asked (a disk nearly full, a signal): the journals write the rest, so a line
// is never cut short on disk. Here every write takes at most 7 bytes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { JobHandle } from "@modelyard/inference";
import { describe, expect, it, vi } from "vitest";
import { JobJournal } from "../src/job-journal.js";
import { Journal } from "../src/journal.js";
import { tempDir } from "./helpers/files.js";

vi.mock("node:fs", async (importOriginal) => {
	const fs = await importOriginal<typeof import("node:fs")>();
	const SHORT = 7;
	const writeSync = (fd: number, data: string | Uint8Array, offset?: number, length?: number) => {
		const bytes = typeof data === "string" ? Buffer.from(data) : data;
		const from = typeof data === "string" ? 0 : (offset ?? 0);
		const wanted = typeof data === "string" ? bytes.length : (length ?? bytes.length - from);
		return fs.writeSync(fd, bytes, from, Math.min(SHORT, wanted));
	};
	return { ...fs, default: { ...fs, writeSync }, writeSync };
});

const HANDLE: JobHandle = {
	version: 1,
	provider: "fal-ai",
	task: "text-to-video",
	model: "o/video",
	providerModelId: "fal-ai/video",
	id: "job-1",
	createdAt: "2026-01-01T00:00:00.000Z",
	via: "router",
	poll: { status: "fal-ai/video/requests/job-1/status" },
};

describe("the journals write whole lines through short writes", () => {
	it("JobJournal.keep writes the whole handle line; a resumed journal reads it back", () => {
		const output = join(tempDir(), "out.jsonl");
		const journal = JobJournal.open(output, false);
		journal.keep(3, HANDLE);
		journal.close();
		expect(readFileSync(`${output}.jobs`, "utf8")).toBe(`${JSON.stringify({ index: 3, job: HANDLE })}\n`);
		const resumed = JobJournal.open(output, true);
		expect(resumed.kept(3)).toEqual(HANDLE);
		resumed.close();
	});

	it("Journal writes every finished row's whole line", async () => {
		const output = join(tempDir(), "out.jsonl");
		const journal = await Journal.open(output, false);
		const lines = [0, 1, 2].map((index) => ({ id: `r${index}`, index, ok: true, result: "x".repeat(40) }));
		for (const line of lines) journal.append(line);
		journal.close();
		expect(readFileSync(output, "utf8")).toBe(lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
	});
});
