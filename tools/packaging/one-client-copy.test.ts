// The built packages import each other by name, as installed: an app that uses the gateway or the batch runner
// beside @modelyard/inference has one copy of the client, so the objects and errors it hands across are the same
// classes on both sides. Run in Node processes of their own (Vitest resolves the packages to their source).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assertBuilt, BATCH, GATEWAY, packagePath, repoRoot } from "./packages.js";

const MAPPING = {
	id: "org/chat-model",
	inferenceProviderMapping: { together: { providerId: "org/chat", status: "live", task: "conversational" } },
};
const ANSWER = {
	id: "chatcmpl-1",
	object: "chat.completion",
	created: 1,
	model: "org/chat",
	choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "one copy" } }],
	usage: { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 },
};

/** A chat call through the built gateway, its client given a HubCache made by @modelyard/inference itself. */
const gatewayCall = (load: string) => `${load}
const fetch = async (url) =>
	new Response(JSON.stringify(String(url).includes("/api/models/") ? ${JSON.stringify(MAPPING)} : ${JSON.stringify(ANSWER)}), {
		headers: { "content-type": "application/json" },
	});
const gateway = createGateway({ hfToken: "hf_packagingTest", clientOptions: { fetch, hubCache: new HubCache() } });
const body = JSON.stringify({ model: "org/chat-model:together", messages: [{ role: "user", content: "hi" }] });
const answer = await gateway.fetch(
	new Request("http://gateway/v1/chat/completions", { method: "POST", headers: { "content-type": "application/json" }, body }),
);
console.log(JSON.stringify({ status: answer.status, body: await answer.json() }));`;

function runNode(args: string[]): { status: number; body: { choices?: { message: { content: string } }[] } } {
	const printed = execFileSync(process.execPath, args, { cwd: repoRoot, encoding: "utf8" });
	return JSON.parse(printed.trim().split("\n").pop() as string);
}

describe("one copy of the client in an app", () => {
	it("the gateway takes a HubCache made by @modelyard/inference, imported or required by name", () => {
		assertBuilt(GATEWAY.dir);
		const imported = runNode([
			"--input-type=module",
			"-e",
			gatewayCall(
				'import { createGateway } from "@modelyard/gateway"; import { HubCache } from "@modelyard/inference";',
			),
		]);
		expect(imported.status).toBe(200);
		expect(imported.body.choices?.[0]?.message.content).toBe("one copy");
		const required = runNode([
			"--input-type=commonjs",
			"-e",
			`(async () => { ${gatewayCall(
				'const { createGateway } = require("@modelyard/gateway"); const { HubCache } = require("@modelyard/inference");',
			)} })();`,
		]);
		expect(required).toEqual(imported);
	});

	it("the gateway's and the batch runner's bundles import @modelyard/inference by name, never a copy of it", () => {
		for (const pkg of [GATEWAY, BATCH]) {
			assertBuilt(pkg.dir, "dist/node/index.mjs");
			const bundles = ["dist/node", "dist/cjs"]
				.map((dir) => packagePath(pkg.dir, dir))
				.filter((dir) => existsSync(dir))
				.flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((name) => join(dir, name)))
				.filter((file) => /\.[mc]?js$/.test(file));
			const code = bundles.map((file) => readFileSync(file, "utf8")).join("\n");
			expect(code, pkg.name).toMatch(/(from |require\()"@modelyard\/inference"/);
			expect(code, pkg.name).not.toMatch(/class InferenceClientError\b/);
		}
	});
});
