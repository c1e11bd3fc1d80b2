// Any arguments and options, through every task function: an InferenceClientError (input, routing, or the
// network error of the stubbed fetch) or an InferenceOutputError, never another exception and never a hang.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { InferenceClientError, InferenceOutputError } from "../../src/errors/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import * as tasks from "../../src/tasks/index.js";

type AnyTask = (args: unknown, options?: unknown) => Promise<unknown> | AsyncGenerator<unknown>;

const functions = tasks as unknown as Record<string, AnyTask>;
const NAMES = Object.keys(functions).filter((name) => typeof functions[name] === "function");

const ARG_KEYS = ["inputs", "model", "provider", "parameters", "data", "messages", "accessToken", "endpointUrl"];
const OPTION_KEYS = [
	"timeout",
	"maxRetries",
	"retry_on_error",
	"billTo",
	"includeCredentials",
	"outputType",
	"task",
	"hubUrl",
	"routerUrl",
	"signal",
	"fetch",
];

const value = fc.oneof(
	fc.anything({ maxDepth: 2 }),
	fc.constantFrom("", "hf_abcdefgh", "o/m", "auto", "fal-ai", "together", "openai/gpt", "http://x", -1, Number.NaN),
	fc.constant(new Blob([new Uint8Array([1])])),
	fc.constant(new Uint8Array([1, 2])),
	fc.constant([{ role: "user", content: "hi" }]),
);
const args = fc.oneof(fc.anything({ maxDepth: 1 }), fc.dictionary(fc.constantFrom(...ARG_KEYS), value));
const options = fc.option(fc.dictionary(fc.constantFrom(...OPTION_KEYS), value), { nil: undefined });

/** Never a real network: every fetch (the global one included) fails at once. */
const offline = vi.fn(async () => {
	throw new Error("offline");
});

beforeAll(() => {
	vi.stubGlobal("fetch", offline);
	vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

async function outcome(fn: AnyTask, input: unknown, callOptions: unknown): Promise<unknown> {
	try {
		const result = fn(input, callOptions);
		if (Symbol.asyncIterator in result) await (result as AsyncGenerator<unknown>).next();
		else await result;
		return undefined;
	} catch (error) {
		return error;
	}
}

describe("task functions on arbitrary arguments and options", () => {
	it.each(NAMES)("%s: a typed error, never another exception", async (name) => {
		const fn = functions[name] as AnyTask;
		await fc.assert(
			fc.asyncProperty(args, options, async (input, callOptions) => {
				clearProviderMappingCache();
				const error = await outcome(fn, input, callOptions);
				if (error === undefined) return;
				if (!(error instanceof InferenceClientError || error instanceof InferenceOutputError)) {
					throw new Error(`untyped ${String(error)}`);
				}
				expect(error.message).not.toContain("hf_abcdefgh");
			}),
			{ numRuns: 150 },
		);
	});
});
