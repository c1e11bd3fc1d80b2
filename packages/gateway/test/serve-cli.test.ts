// `modelyard serve` as a child process: refusing to open beyond loopback without keys, curl as the README writes
// it, its access log on stdout (no prompt, no secret), SIGTERM stopping it.
import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { CHAT_MODEL, chatProvider, type FakeUpstream, startFakeUpstream } from "./helpers/fake-upstream.js";
import { GATEWAY_KEY, HF_TOKEN } from "./helpers/gateway-server.js";
import { type ServeChild, spawnServe } from "./helpers/serve-child.js";

const run = promisify(execFile);
let upstream: FakeUpstream | undefined;
let serve: ServeChild | undefined;

afterEach(async () => {
	serve?.child.kill("SIGKILL");
	await upstream?.close();
	upstream = undefined;
	serve = undefined;
});

describe("modelyard serve", () => {
	it("refuses to listen beyond loopback without gateway keys", async () => {
		serve = await spawnServe(["--host", "0.0.0.0", "--port", "0"], { HF_TOKEN });
		expect(await serve.exited).toBe(2);
		expect(serve.stderr()).toContain("Refusing to listen on 0.0.0.0 without gateway keys");
		expect(serve.stderr()).not.toContain(HF_TOKEN);
	});

	it("says what is wrong in a config file, and exits 2", async () => {
		const dir = await mkdtemp(join(tmpdir(), "gw-"));
		await writeFile(join(dir, "gw.json"), JSON.stringify({ aliases: { a: { model: "org/m", providers: ["grok"] } } }));
		serve = await spawnServe(["--port", "0", "--config", join(dir, "gw.json")], { HF_TOKEN });
		expect(await serve.exited).toBe(2);
		expect(serve.stderr()).toContain('aliases.a.providers: "grok" is not a provider');
	});

	it("answers curl as the README writes it, logs a JSON line without prompt or secret, and stops on SIGTERM", async () => {
		upstream = await startFakeUpstream();
		upstream.answers.set("groq", chatProvider(["Hi from groq"]));
		const dir = await mkdtemp(join(tmpdir(), "gw-"));
		await writeFile(
			join(dir, "gateway.json"),
			JSON.stringify({ aliases: { llama: { model: CHAT_MODEL, providers: ["groq"] } } }),
		);
		serve = await spawnServe(
			["--port", "0", "--config", join(dir, "gateway.json"), "--hub-url", upstream.url, "--router-url", upstream.url],
			{ HF_TOKEN, MODELYARD_GATEWAY_KEYS: GATEWAY_KEY },
		);
		const url = await serve.url;
		const { stdout } = await run("curl", [
			"-sS",
			`${url}/v1/chat/completions`,
			"-H",
			`Authorization: Bearer ${GATEWAY_KEY}`,
			"-H",
			"Content-Type: application/json",
			"-d",
			JSON.stringify({ model: "llama", messages: [{ role: "user", content: "a secret prompt" }] }),
		]);
		expect(JSON.parse(stdout).choices[0].message.content).toBe("Hi from groq");
		await expect.poll(() => serve?.stdout() ?? "").toContain('"provider":"groq"');
		const line = JSON.parse(serve.stdout().trim().split("\n")[0] ?? "{}");
		expect(line).toMatchObject({
			method: "POST",
			path: "/v1/chat/completions",
			status: 200,
			model: "llama",
			provider: "groq",
		});
		expect(serve.stdout()).not.toContain("a secret prompt");
		expect(serve.stdout() + serve.stderr()).not.toContain(HF_TOKEN);
		expect(serve.stdout() + serve.stderr()).not.toContain(GATEWAY_KEY);
		serve.child.kill("SIGTERM");
		expect(await serve.exited).toBe(0);
	});
});
