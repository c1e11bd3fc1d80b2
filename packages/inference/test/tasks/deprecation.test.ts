// request() and streamingRequest() are deprecated: each says so once per client (the once-only memory is the
// client's, never the module's; a free call warns each time, as 3.9.2 did), and neither checks the answer's shape.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InferenceClient } from "../../src/client.js";
import { InferenceClientRoutingError } from "../../src/errors/index.js";
import { clearProviderMappingCache, HubCache } from "../../src/routing/index.js";
import { request } from "../../src/tasks/index.js";
import { fakeHfInference, jsonAnswer } from "./fake-hf-inference.js";

const eventStream = () =>
	new Response('data: {"token":{"text":"one"}}\n\ndata: [DONE]\n\n', {
		headers: { "content-type": "text/event-stream" },
	});
const TOKEN = "hf_deprecationTestToken00000000";

describe("deprecated request() and streamingRequest()", () => {
	beforeEach(() => {
		clearProviderMappingCache();
		vi.spyOn(console, "warn").mockImplementation(() => undefined);
	});
	afterEach(() => {
		vi.restoreAllMocks();
	});

	it("an InferenceClient warns once per deprecated function, however many calls; each client once", async () => {
		const { fetch } = fakeHfInference("text-generation", jsonAnswer({ anything: ["goes"] }));
		const streaming = fakeHfInference("text-generation", eventStream);
		const notices: string[] = [];
		const onWarning = (message: string) => notices.push(message);
		const first = new InferenceClient(TOKEN, { fetch, onWarning });
		const second = new InferenceClient(TOKEN, { fetch, onWarning });
		for (let call = 0; call < 3; call++) {
			await expect(first.request({ model: "gpt2", inputs: "one plus two" })).resolves.toEqual({ anything: ["goes"] });
			const events: unknown[] = [];
			for await (const event of first.streamingRequest({ model: "gpt2", inputs: "one" }, { fetch: streaming.fetch })) {
				events.push(event);
			}
			expect(events).toEqual([{ token: { text: "one" } }]);
		}
		expect(notices).toEqual([
			expect.stringContaining("request() is deprecated"),
			expect.stringContaining("streamingRequest() is deprecated"),
		]);
		await second.request({ model: "gpt2", inputs: "one plus two" });
		await second.request({ model: "gpt2", inputs: "one plus two" });
		expect(notices).toHaveLength(3);
		expect(notices[2]).toContain("request() is deprecated");
		expect(console.warn).not.toHaveBeenCalled();
	});

	it("a free call keeps nothing between calls: it warns each time (as 3.x), once per hubCache it is given", async () => {
		const { fetch } = fakeHfInference("text-generation", jsonAnswer({ anything: ["goes"] }));
		for (let call = 0; call < 3; call++) await request({ accessToken: TOKEN, model: "gpt2", inputs: "one" }, { fetch });
		expect(console.warn).toHaveBeenCalledTimes(3);
		expect(String(vi.mocked(console.warn).mock.calls[0]?.[0])).toContain("request() is deprecated");

		const notices: string[] = [];
		const hubCache = new HubCache();
		const options = { fetch, hubCache, onWarning: (message: string) => notices.push(message) };
		for (let call = 0; call < 3; call++) await request({ accessToken: TOKEN, model: "gpt2", inputs: "one" }, options);
		expect(notices).toEqual([expect.stringContaining("request() is deprecated")]);
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
