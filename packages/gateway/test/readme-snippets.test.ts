// The root README's "Use it from any OpenAI client" snippets run as written against `modelyard serve` (a child
// process, on a free port instead of 8787, over a fake upstream): the JS snippet with the openai SDK, the curl
// line in a shell; the Python one is parsed (the Python SDK is not installed here).
import { execFile } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatProvider, type FakeUpstream, startFakeUpstream } from "./helpers/fake-upstream.js";
import { HF_TOKEN } from "./helpers/gateway-server.js";
import { type ServeChild, spawnServe } from "./helpers/serve-child.js";

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL("..", import.meta.url));
let upstream: FakeUpstream;
let serve: ServeChild;
let url: string;
let blocks: { lang: string; code: string }[];

beforeAll(async () => {
	const readme = await readFile(fileURLToPath(new URL("../../../README.md", import.meta.url)), "utf8");
	const section = readme.split("## Use it from any OpenAI client")[1]?.split("\n## ")[0] ?? "";
	blocks = [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((match) => ({
		lang: match[1] ?? "",
		code: match[2] ?? "",
	}));
	upstream = await startFakeUpstream();
	upstream.answers.set("groq", chatProvider(["Hello", " from", " groq"]));
	serve = await spawnServe(["--port", "0", "--hub-url", upstream.url, "--router-url", upstream.url], { HF_TOKEN });
	url = await serve.url;
});

afterAll(async () => {
	serve.child.kill("SIGTERM");
	await serve.exited;
	await upstream.close();
});

const local = (code: string) => code.replaceAll("http://127.0.0.1:8787", url);

describe("README: use it from any OpenAI client", () => {
	it("starts the gateway with `npx modelyard serve` on loopback, no key needed there", () => {
		expect(blocks[0]?.code).toContain("npx modelyard serve");
	});

	it("runs the JS snippet as written", async () => {
		const js = blocks.find((block) => block.lang === "js");
		const dir = join(packageDir, "node_modules/.cache/readme-snippets");
		await mkdir(dir, { recursive: true });
		const file = join(dir, `chat-${process.pid}.mjs`);
		await writeFile(file, local(js?.code ?? ""));
		const { stdout } = await run(process.execPath, [file]);
		expect(stdout).toBe("Hello from groq");
	});

	it("runs the curl line as written", async () => {
		const curl = blocks.find((block) => block.lang === "sh" && block.code.startsWith("curl"));
		const { stdout } = await run("bash", ["-c", local(curl?.code ?? "")]);
		expect(JSON.parse(stdout).choices[0].message.content).toBe("Hello from groq");
	});

	it("has a Python snippet that parses, for the same URL and model", async () => {
		const python = blocks.find((block) => block.lang === "python")?.code ?? "";
		expect(python).toContain('base_url="http://127.0.0.1:8787/v1"');
		const { stdout: out } = await run("python3", [
			"-c",
			"import ast, sys; ast.parse(sys.argv[1]); print('ok')",
			python,
		]);
		expect(out.trim()).toBe("ok");
	});
});
