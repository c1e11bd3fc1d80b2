// Output checks the other property test (tasks/validators.property.test.ts, JSON tasks on hf-inference) leaves
// out: media tasks answered with any JSON or bytes, streams of any JSON events, and the shape guards of
// tasks/validate.ts on any value at all. A typed result or a typed error, never another exception.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InferenceClientError, InferenceOutputError } from "../../src/errors/index.js";
import { chatCompletionStream, imageToImage, textToImage, textToSpeech } from "../../src/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import {
	checkOutput,
	type Guard,
	isArrayOf,
	isBlob,
	isLabelScoreArray,
	isNullish,
	isNumber,
	isObjectWith,
	isOneOf,
	isOptional,
	isString,
} from "../../src/tasks/validate.js";

/** hf-inference for `task`, answering every POST with `answer()`. */
function network(task: string, answer: () => Response): typeof fetch {
	return async (_url, init) => {
		if (init?.method !== "POST") {
			return Response.json({
				inferenceProviderMapping: { "hf-inference": { providerId: "o/m", status: "live", task } },
			});
		}
		return answer();
	};
}

function isTyped(error: unknown): boolean {
	return error instanceof InferenceClientError || error instanceof InferenceOutputError;
}

const answers = fc.oneof(
	fc.jsonValue({ maxDepth: 3 }).map((value) => () => Response.json(value)),
	fc
		.uint8Array({ maxLength: 64 })
		.map((bytes) => () => new Response(bytes, { headers: { "content-type": "image/png" } })),
	fc.string().map((text) => () => new Response(text, { headers: { "content-type": "application/json" } })),
);

const image = new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });

describe("media tasks on any answer", () => {
	const MEDIA: [string, string, (fetch: typeof globalThis.fetch) => Promise<unknown>][] = [
		["textToImage", "text-to-image", (fetch) => textToImage({ model: "o/m", inputs: "a cat" }, { fetch })],
		["textToSpeech", "text-to-speech", (fetch) => textToSpeech({ model: "o/m", inputs: "hello" }, { fetch })],
		["imageToImage", "image-to-image", (fetch) => imageToImage({ model: "o/m", inputs: image }, { fetch })],
	];
	it.each(MEDIA)("%s: a Blob or a typed error", async (_name, task, call) => {
		await fc.assert(
			fc.asyncProperty(answers, async (answer) => {
				clearProviderMappingCache();
				const outcome = await call(network(task, answer)).then(
					(value) => ({ value }),
					(error: unknown) => ({ error }),
				);
				if ("error" in outcome) expect(isTyped(outcome.error)).toBe(true);
				else expect(outcome.value).toBeInstanceOf(Blob);
			}),
			{ numRuns: 60 },
		);
	});
});

describe("streams of any events", () => {
	const event = fc.oneof(
		fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
		fc.string(),
	);
	it("chatCompletionStream: the events, or a typed error", async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(event, { maxLength: 6 }), async (events) => {
				const body = events.map((data) => `data: ${data.replace(/[\r\n]/g, " ")}\n\n`).join("");
				const fetch: typeof globalThis.fetch = async () =>
					new Response(body, { headers: { "content-type": "text/event-stream" } });
				try {
					for await (const _chunk of chatCompletionStream(
						{ endpointUrl: "https://x.test", messages: [{ role: "user", content: "hi" }] },
						{ fetch },
					)) {
						// Consumed only.
					}
				} catch (error) {
					expect(isTyped(error)).toBe(true);
				}
			}),
			{ numRuns: 100 },
		);
	});
});

describe("shape guards on any value", () => {
	const guards: Guard<unknown>[] = [
		isString,
		isNumber,
		isBlob,
		isLabelScoreArray,
		isArrayOf(isObjectWith({ a: isOptional(isString), b: isNullish(isNumber) })),
		isOneOf(isString, isArrayOf(isNumber)),
	];
	it("answer true or false, and checkOutput returns the value or throws InferenceOutputError", () => {
		fc.assert(
			fc.property(fc.anything({ withNullPrototype: true, withMap: true, withSet: true }), (value) => {
				for (const guard of guards) {
					const accepted = guard(value);
					expect(typeof accepted).toBe("boolean");
					if (accepted) expect(checkOutput(value, guard, "Expected x")).toBe(value);
					else expect(() => checkOutput(value, guard, "Expected x")).toThrow(InferenceOutputError);
				}
			}),
			{ numRuns: 500 },
		);
	});
});
