import { describe, expect, it } from "vitest";
import { chatCompletionStream, routerModelList } from "../../src/index.js";
import { answers, at, MODEL, messages, startRouter, TOKEN } from "./router-loopback.js";

// Additions a relaying server needs: who serves a stream once its first event came (its headers go out before the
// receipt exists), and the router's model list.

describe("onStreamOpen", () => {
	it("says the provider and the attempts (skipped ones not counted) at the first event, before the receipt", async () => {
		const router = await startRouter({ together: answers.status(500), "fireworks-ai": answers.stream(["Hel", "lo"]) });
		const seen: string[] = [];
		for await (const _chunk of chatCompletionStream(
			{ accessToken: TOKEN, model: MODEL, provider: ["together", "fireworks-ai"], messages },
			{
				...at(router),
				onStreamOpen: (opened) => seen.push(`open ${opened.provider} after ${opened.attempts}`),
				onReceipt: () => seen.push("receipt"),
			},
		)) {
			seen.push("chunk");
		}
		expect(seen).toEqual(["open fireworks-ai after 2", "chunk", "chunk", "receipt"]);
	});

	it("a hook that throws changes nothing of the stream: a warning says so", async () => {
		const router = await startRouter({ together: answers.stream(["a", "b"]) });
		const warnings: string[] = [];
		let chunks = 0;
		for await (const _chunk of chatCompletionStream(
			{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
			{
				...at(router),
				onStreamOpen: () => {
					throw new Error("hook bug");
				},
				onWarning: (message) => warnings.push(message),
			},
		)) {
			chunks++;
		}
		expect(chunks).toBe(2);
		expect(warnings).toEqual(["onStreamOpen threw (hook bug); the stream goes on."]);
	});
});

describe("routerModelList", () => {
	it("reads the router's /v1/models (each model's providers and their facts)", async () => {
		const published = {
			data: [{ id: MODEL, providers: [{ provider: "together", supports_tools: true }] }, { nope: 1 }],
		};
		const router = await startRouter({}, { published });
		expect(await routerModelList(at(router))).toEqual([published.data[0]]);
	});

	it("is empty, with a warning, when the router cannot be read", async () => {
		const router = await startRouter({}, { models: answers.status(500) });
		const warnings: string[] = [];
		expect(await routerModelList({ ...at(router), onWarning: (message) => warnings.push(message) })).toEqual([]);
		expect(warnings[0]).toMatch(
			/^routerModelList: the router's model list .* could not be read \(HTTP 500\); the list is empty\.$/,
		);
	});
});
