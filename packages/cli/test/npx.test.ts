// `npx modelyard` in a clone, right after `npm install`, nothing built: the README's commands as a user types them.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeProvider, startFakeProvider } from "../../batch/test/helpers/fake-provider.js";
import { readLines, TOKEN, tempDir, writeRows } from "../../batch/test/helpers/files.js";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

function npx(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
	const windows = process.platform === "win32";
	const child = spawn(windows ? "npx.cmd" : "npx", ["--offline", "modelyard", ...args], {
		cwd: repoRoot,
		env: { ...process.env, HF_TOKEN: TOKEN },
		shell: windows,
		stdio: ["ignore", "pipe", "pipe"],
	});
	let stdout = "";
	let stderr = "";
	child.stdout.on("data", (chunk) => {
		stdout += chunk;
	});
	child.stderr.on("data", (chunk) => {
		stderr += chunk;
	});
	return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

let provider: FakeProvider | undefined;
afterEach(async () => {
	await provider?.close();
	provider = undefined;
});

describe("npx modelyard in a clone", () => {
	it("prints the usage", async () => {
		const { code, stdout } = await npx(["--help"]);
		expect(code).toBe(0);
		expect(stdout).toContain("modelyard run --task TASK --model ID");
	}, 120_000);

	it("prints the gateway's usage for serve, as the README's `npx modelyard serve` starts it", async () => {
		const { code, stdout } = await npx(["serve", "--help"]);
		expect(code).toBe(0);
		expect(stdout).toMatch(/^modelyard serve: an OpenAI-compatible gateway/);
	}, 120_000);

	it("runs a dataset from the source, one line per row", async () => {
		provider = await startFakeProvider();
		const dir = tempDir();
		const output = join(dir, "out.jsonl");
		const args = ["run", "--task", "text-classification", "--endpoint-url", provider.url, "--output", output];
		const { code, stderr } = await npx([...args, "--input", writeRows(dir, 5), "--id-column", "id"]);
		expect(stderr).not.toContain("modelyard:");
		expect(code).toBe(0);
		expect(readLines(output).map((line) => line.ok)).toEqual([true, true, true, true, true]);
		expect(provider.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
	}, 120_000);
});
