// The caller's abort reason, on calls that carry a token (redaction runs only then), over a real loopback server:
// it comes back as the very object the caller aborted with, never touched, for plain calls and streams alike.
import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/errors/classes.js";
import { InferenceClientProviderApiError } from "../../src/errors/index.js";
import { chatCompletionStream } from "../../src/index.js";
import { chatChunk, classify, failure, serve, writeEvent } from "./loopback.js";

const TEST_MS = 2_000;
const TOKEN = "hf_abortsecret123";
const messages = [{ role: "user" as const, content: "hi" }];

describe("aborting a call that carries a token", () => {
	it(
		"rejects with the signal's own AbortError DOMException, the same object, message unchanged",
		async () => {
			const controller = new AbortController();
			const loopback = await serve(() => controller.abort());
			const error = await failure(classify(loopback, TOKEN, { signal: controller.signal }));
			expect(error).toBe(controller.signal.reason);
			expect(error).toBeInstanceOf(DOMException);
			expect((error as DOMException).name).toBe("AbortError");
		},
		TEST_MS,
	);

	it(
		"AbortSignal.timeout(): rejects with its TimeoutError DOMException, the same object",
		async () => {
			const loopback = await serve(() => {});
			const signal = AbortSignal.timeout(150);
			const error = await failure(classify(loopback, TOKEN, { signal }));
			expect(error).toBe(signal.reason);
			expect((error as DOMException).name).toBe("TimeoutError");
		},
		TEST_MS,
	);

	it(
		"a reason of the caller's own that holds the token comes back as the same object, not rewritten",
		async () => {
			const controller = new AbortController();
			const reason = new Error(`stopped by the user of ${TOKEN}`);
			const loopback = await serve(() => controller.abort(reason));
			const error = await failure(classify(loopback, TOKEN, { signal: controller.signal }));
			expect(error).toBe(reason);
			expect(reason.message).toBe(`stopped by the user of ${TOKEN}`);
		},
		TEST_MS,
	);

	it(
		"a stream aborted mid-way rejects with the signal's own reason, the same object",
		async () => {
			const loopback = await serve((_request, response) => {
				response.writeHead(200, { "content-type": "text/event-stream" });
				writeEvent(response, chatChunk("a"));
			});
			const controller = new AbortController();
			const error = await failure(
				(async () => {
					for await (const _chunk of chatCompletionStream(
						{ endpointUrl: loopback.url, messages, accessToken: TOKEN },
						{ signal: controller.signal },
					)) {
						controller.abort();
					}
				})(),
			);
			expect(error).toBe(controller.signal.reason);
			expect((error as DOMException).name).toBe("AbortError");
		},
		TEST_MS,
	);
});

describe("redactSecrets never writes to an object it did not create", () => {
	it("a foreign error holding the secret comes back as a scrubbed copy; the original is untouched", () => {
		const foreign = new TypeError(`bad key ${TOKEN}`);
		const copy = redactSecrets(foreign, [TOKEN]);
		expect(copy).not.toBe(foreign);
		expect(copy).toBeInstanceOf(TypeError);
		expect(copy.message).toBe("bad key [redacted]");
		expect(copy.stack).not.toContain(TOKEN);
		expect(foreign.message).toBe(`bad key ${TOKEN}`);
	});

	it("a foreign error without a secret, or a DOMException, comes back as is", () => {
		const plain = new Error("nothing secret");
		expect(redactSecrets(plain, [TOKEN])).toBe(plain);
		const abort = new DOMException("This operation was aborted", "AbortError");
		expect(redactSecrets(abort, [TOKEN])).toBe(abort);
	});

	it("our error's foreign cause is replaced by a scrubbed copy on our error, the cause itself untouched", () => {
		const cause = new TypeError(`fetch failed for ${TOKEN}`);
		const ours = new InferenceClientProviderApiError("Network error", {
			cause,
			httpRequest: { url: "http://127.0.0.1/x", method: "POST", headers: {} },
			httpResponse: { status: 0, body: undefined },
		});
		const redacted = redactSecrets(ours, [TOKEN]);
		expect(redacted).toBe(ours);
		expect((redacted.cause as Error).message).toBe("fetch failed for [redacted]");
		expect(cause.message).toBe(`fetch failed for ${TOKEN}`);
	});
});
