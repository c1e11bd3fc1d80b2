// `modelyard chat` and `modelyard snippets` as a user runs them: the bundled CLI spawned with node, HF_TOKEN set,
// against a loopback Hub and provider (--hub-url, --router-url); never the internet.
import { afterEach, describe, expect, it } from "vitest";
import { runCli, spawnCli } from "../../batch/test/helpers/cli.js";
import { CHAT_MODEL, type FakeHub, startFakeHub } from "../../batch/test/helpers/fake-hub.js";
import { TOKEN } from "../../batch/test/helpers/files.js";

let hub: FakeHub | undefined;
afterEach(async () => {
	await hub?.close();
	hub = undefined;
});

describe("modelyard chat", () => {
	it("streams each answer to stdout, keeps the conversation, sends the token only in the header", async () => {
		hub = await startFakeHub((turn) =>
			turn === 1 ? ["Paris ", "is the ", "capital."] : ["About ", "two million ", "people."],
		);
		const { code, stdout, stderr } = await runCli(
			["chat", CHAT_MODEL, "--provider", "together", "--hub-url", hub.url, "--router-url", hub.url],
			{ input: "What is the capital of France?\nHow many live there?\n" },
		);
		expect(stderr).toBe("");
		expect(code).toBe(0);
		// Both answers, whole, in order, each after its prompt.
		expect(stdout).toBe("> Paris is the capital.\n> About two million people.\n> ");
		const chats = hub.requests.filter((r) => r.path === "/together/v1/chat/completions");
		expect(chats).toHaveLength(2);
		const second = JSON.parse(chats[1]?.body ?? "{}");
		expect(second).toMatchObject({
			model: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
			stream: true,
			messages: [
				{ role: "user", content: "What is the capital of France?" },
				{ role: "assistant", content: "Paris is the capital." },
				{ role: "user", content: "How many live there?" },
			],
		});
		expect(hub.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
		expect(hub.requests.some((r) => r.path.includes(TOKEN) || r.body.includes(TOKEN))).toBe(false);
		expect(stdout + stderr).not.toContain(TOKEN);
	}, 60_000);

	it("stops at an empty line without sending it", async () => {
		hub = await startFakeHub(() => ["ok"]);
		const { code, stdout } = await runCli(
			["chat", CHAT_MODEL, "--provider", "together", "--hub-url", hub.url, "--router-url", hub.url],
			{ input: "hello\n\nnot sent\n" },
		);
		expect(code).toBe(0);
		expect(stdout).toBe("> ok\n> ");
		expect(hub.requests.filter((r) => r.method === "POST")).toHaveLength(1);
	}, 60_000);

	it("stops at once on Ctrl-C, mid-answer, with exit code 3", async () => {
		hub = await startFakeHub(() => Array.from({ length: 2000 }, (_, i) => `word${i} `));
		const chat = await spawnCli(
			["chat", CHAT_MODEL, "--provider", "together", "--hub-url", hub.url, "--router-url", hub.url],
			{ input: "Tell me a long story.\n", keepStdinOpen: true },
		);
		let stdout = "";
		chat.child.stdout?.on("data", (chunk) => {
			stdout += chunk;
		});
		await expect.poll(() => stdout.includes("word3 "), { timeout: 20_000 }).toBe(true);
		const signalled = Date.now();
		chat.child.kill("SIGINT");
		const { code } = await chat.done;
		expect(Date.now() - signalled).toBeLessThan(3000);
		expect(code).toBe(3);
		// Cancelled mid-answer: far from the 2,000 words of the whole answer.
		expect(stdout).not.toContain("word1999");
	}, 60_000);

	it("refuses a missing model with exit code 2 and a message saying what to type", async () => {
		const { code, stdout, stderr } = await runCli(["chat"]);
		expect(code).toBe(2);
		expect(stdout).toBe("");
		expect(stderr).toBe("modelyard: Name a model: modelyard chat <owner/name> [--provider p].\n");
	}, 60_000);
});

describe("modelyard snippets", () => {
	it("prints, offline from a loopback Hub, the snippets of every provider serving the model in several languages and clients, then the library's", async () => {
		hub = await startFakeHub(() => []);
		const { code, stdout, stderr } = await runCli(["snippets", CHAT_MODEL, "--hub-url", hub.url]);
		expect(stderr).toBe("");
		expect(code).toBe(0);
		const headings = stdout.split("\n").filter((line) => line.startsWith("## "));
		for (const heading of [
			"## together · python · huggingface_hub",
			"## together · python · openai",
			"## together · js · openai",
			"## together · sh · curl",
			"## hf-inference · python · huggingface_hub",
			"## hf-inference · js · huggingface.js",
			"## library · Transformers",
		]) {
			expect(headings).toContain(heading);
		}
		expect(stdout).toContain("meta-llama/Llama-3.3-70B-Instruct-Turbo");
		expect(stdout).toContain("from transformers import");
		// The one Hub request carries the token in its header; the snippets show a placeholder, never the token.
		expect(hub.requests).toHaveLength(1);
		expect(hub.requests[0]?.path).toMatch(/^\/api\/models\/meta-llama\/Llama-3\.3-70B-Instruct\?expand/);
		expect(hub.requests[0]?.authorization).toBe(`Bearer ${TOKEN}`);
		expect(stdout).not.toContain(TOKEN);
	}, 60_000);

	it("offline, says which Hub it cannot reach and why (exit code 1), not a bare “fetch failed”", async () => {
		hub = await startFakeHub(() => []);
		const closed = hub.url;
		await hub.close();
		hub = undefined;
		const { code, stdout, stderr } = await runCli(["snippets", CHAT_MODEL, "--hub-url", closed]);
		expect(code).toBe(1);
		expect(stdout).toBe("");
		expect(stderr).toBe(
			`modelyard: Cannot reach the Hub at ${closed} (ECONNREFUSED): check the network connection, or --hub-url.\n`,
		);
	}, 60_000);

	it("says the Hub has no such model (exit code 2) on a 404", async () => {
		hub = await startFakeHub(() => []);
		const { code, stderr } = await runCli(["snippets", "nobody/nothing", "--hub-url", hub.url]);
		expect(code).toBe(2);
		expect(stderr).toBe("modelyard: The Hub has no model nobody/nothing: check the id (owner/name).\n");
		expect(stderr).not.toContain(TOKEN);
	}, 60_000);
});
