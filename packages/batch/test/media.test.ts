import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { InferenceClient } from "@modelyard/inference";
import { afterEach, describe, expect, it } from "vitest";
import { runBatch } from "../src/index.js";
import { type FakeProvider, startFakeProvider } from "./helpers/fake-provider.js";
import { readLines, TOKEN, tempDir } from "./helpers/files.js";

let provider: FakeProvider | undefined;
afterEach(async () => {
	await provider?.close();
	provider = undefined;
});

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

describe("media", () => {
	it("writes media results to files beside the output, their paths in the lines", async () => {
		provider = await startFakeProvider((r) => ({ status: 200, body: Buffer.concat([PNG, Buffer.from(r.inputs)]) }));
		const dir = tempDir();
		const input = join(dir, "prompts.csv");
		writeFileSync(input, 'id,prompt\na,"a red fox"\nb,"a blue bird"\n');
		await runBatch({
			client: new InferenceClient(TOKEN, { fetch }),
			task: "text-to-image",
			endpointUrl: provider.url,
			input,
			map: { inputs: "prompt" },
			idColumn: "id",
			output: join(dir, "out.jsonl"),
		});
		const lines = readLines(join(dir, "out.jsonl")).sort((x, y) => Number(x.index) - Number(y.index));
		expect(lines.map((l) => [l.id, l.result])).toEqual([
			["a", { file: "out.jsonl.files/0.png", type: "image/png", bytes: PNG.length + 9 }],
			["b", { file: "out.jsonl.files/1.png", type: "image/png", bytes: PNG.length + 11 }],
		]);
		expect(readFileSync(join(dir, "out.jsonl.files/1.png")).subarray(PNG.length).toString()).toBe("a blue bird");
	});

	it("reads media columns as file paths relative to the input; a missing file is that row's error line, nothing sent", async () => {
		provider = await startFakeProvider(() => ({ status: 200, body: [{ label: "fox", score: 1 }] }));
		const dir = tempDir();
		writeFileSync(join(dir, "fox.png"), PNG);
		const input = join(dir, "images.jsonl");
		writeFileSync(input, '{"image":"fox.png"}\n{"image":"missing.png"}\n');
		const output = join(dir, "out.jsonl");
		await runBatch({
			client: new InferenceClient(TOKEN, { fetch }),
			task: "image-classification",
			endpointUrl: provider.url,
			input,
			map: { inputs: "image" },
			output,
			concurrency: 1,
		});
		expect(provider.requests.map((r) => r.bytes)).toEqual([PNG.length]);
		expect(readLines(output)).toMatchObject([
			{ index: 0, ok: true, result: [{ label: "fox", score: 1 }] },
			{
				index: 1,
				ok: false,
				error: {
					name: "BatchInputError",
					kind: "input",
					message: expect.stringMatching(/missing\.png cannot be read \(ENOENT\)/),
				},
			},
		]);
	});
});
