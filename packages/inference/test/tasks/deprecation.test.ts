// request() and streamingRequest() are deprecated: each says so once per process, not on every call
// (3.9.2 warned on every call), and neither checks the answer's shape.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InferenceClientRoutingError } from "../../src/errors/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import { request, streamingRequest } from "../../src/tasks/index.js";
import { fakeHfInference, jsonAnswer } from "./fake-hf-inference.js";

const eventStream = () =>
	new Response('data: {"token":{"text":"one"}}\n\ndata: [DONE]\n\n', {
		headers: { "content-type": "text/event-stream" },
	});

describe("deprecated request() and streamingRequest()", () => {
	beforeEach(() => {
		clearProviderMappingCache();
		vi.spyOn(console, "warn").mockImplementation(() => undefined);
	});
	afterEach(() => {
		vi.restoreAllMocks();
	});

	it("request() and streamingRequest() warn once per process, not on every call", async () => {
		const { fetch } = fakeHfInference("text-generation", jsonAnswer({ anything: ["goes"] }));
		for (let call = 0; call < 3; call++) {
			await expect(request({ model: "gpt2", inputs: "one plus two" }, { fetch })).resolves.toEqual({
				anything: ["goes"],
			});
		}
		const streaming = fakeHfInference("text-generation", eventStream);
		for (let call = 0; call < 3; call++) {
			const events: unknown[] = [];
			for await (const event of streamingRequest({ model: "gpt2", inputs: "one" }, { fetch: streaming.fetch })) {
				events.push(event);
			}
			expect(events).toEqual([{ token: { text: "one" } }]);
		}
		expect(console.warn).toHaveBeenCalledTimes(2);
		expect(vi.mocked(console.warn).mock.calls.map(([message]) => String(message))).toEqual([
			expect.stringContaining("request() is deprecated"),
			expect.stringContaining("streamingRequest() is deprecated"),
		]);
	});

	it("request() passes options.task to routing (the mapping's task is checked against it)", async () => {
		const { fetch } = fakeHfInference("fill-mask", jsonAnswer([]));
		await expect(
			request({ model: "bert-base-uncased", inputs: "[MASK] world!" }, { fetch, task: "text-classification" }),
		).rejects.toBeInstanceOf(InferenceClientRoutingError);
		await expect(
			request({ model: "bert-base-uncased", inputs: "[MASK] world!" }, { fetch, task: "fill-mask" }),
		).resolves.toEqual([]);
	});
});
