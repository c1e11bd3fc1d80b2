// `modelyard serve` as a child process: refusing to open beyond loopback without keys, curl as the README writes
// it, its access log on stdout (no prompt, no secret), SIGTERM stopping it.
import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import { startFakeFal, VIDEO } from "./helpers/fake-fal.js";
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

	it("resumes a video job after the process restarted, from its id and MODELYARD_GATEWAY_SECRET alone", async () => {
		const fal = await startFakeFal();
		upstream = fal.upstream;
		const args = ["--port", "0", "--hub-url", upstream.url, "--router-url", upstream.url];
		const env = { HF_TOKEN, MODELYARD_GATEWAY_SECRET: "one-secret-for-every-instance" };
		serve = await spawnServe(args, env);
		const first = new OpenAI({ baseURL: `${await serve.url}/v1`, apiKey: "any", maxRetries: 0 });
		const video = await first.videos.create({ model: "o/video" as never, prompt: "a lighthouse" });
		serve.child.kill("SIGKILL");
		await serve.exited;
		serve = await spawnServe(args, env);
		const second = new OpenAI({ baseURL: `${await serve.url}/v1`, apiKey: "any", maxRetries: 0 });
		fal.held = false;
		await expect
			.poll(async () => (await second.videos.retrieve(video.id)).status, { timeout: 15_000 })
			.toBe("completed");
		expect(new Uint8Array(await (await second.videos.downloadContent(video.id)).arrayBuffer())).toEqual(VIDEO);
		expect(fal.submitted).toBe(1);
	});
});
