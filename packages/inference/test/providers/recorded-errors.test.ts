// Recorded error answers from the providers become typed provider errors carrying the status, the provider and
// the server's own message.
import { beforeEach, describe, expect, it } from "vitest";
import { InferenceClientProviderApiError } from "../../src/errors/index.js";
import {
	CONVERSATIONAL_PROTOCOLS,
	TEXT_GENERATION_PROTOCOLS,
	TEXT_TO_SPEECH_PROTOCOLS,
} from "../../src/providers/protocols/by-task.js";
import { clearProviderMappingCache, runStreamingTask, runTask } from "../../src/routing/index.js";
import type { InferenceProvider, InferenceTask, RequestArgs } from "../../src/types.js";
import { createRecordedFetch, recordedExchanges } from "../support/recorded-fetch.js";

beforeEach(() => clearProviderMappingCache());

function hubMapping(provider: InferenceProvider, task: InferenceTask, providerId: string) {
	return () =>
		new Response(JSON.stringify({ inferenceProviderMapping: [{ provider, providerId, status: "live", task }] }), {
			headers: { "content-type": "application/json" },
		});
}

async function failure(call: Parameters<typeof runTask>[0]): Promise<InferenceClientProviderApiError> {
	const error = await runTask(call).catch((caught: unknown) => caught);
	expect(error).toBeInstanceOf(InferenceClientProviderApiError);
	return error as InferenceClientProviderApiError;
}

describe("recorded provider errors", () => {
	it("hf-inference streaming chat 422 (JSON error field), before the stream starts", async () => {
		const recorded = createRecordedFetch({ fallback: hubMapping("hf-inference", "conversational", "google/gemma-2b") });
		const stream = runStreamingTask({
			protocols: CONVERSATIONAL_PROTOCOLS,
			task: "conversational",
			args: {
				model: "google/gemma-2b",
				messages: [{ role: "user", content: "Complete the equation 1+1= ,just the answer" }],
				max_tokens: 500,
				temperature: 0.1,
				seed: 0,
			} as RequestArgs,
			options: { fetch: recorded.fetch },
		});
		const error = await stream.next().catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(recorded.requests.at(-1)?.exchange?.response.status).toBe(422);
		const apiError = error as InferenceClientProviderApiError;
		expect(apiError.httpResponse.status).toBe(422);
		expect(apiError.message).toContain("Template error: template not found");
		expect(apiError.provider).toBe("hf-inference");
	});

	it("Replicate 422 (problem+json detail), with no token leaked into the error", async () => {
		const exchange = recordedExchanges().find((candidate) =>
			candidate.init.body?.startsWith('{"input":{},"version":"dfdf'),
		);
		const version = JSON.parse(exchange?.init.body ?? "{}").version as string;
		const recorded = createRecordedFetch({
			fallback: hubMapping("replicate", "text-to-speech", `jaaari/kokoro-82m:${version}`),
		});
		const error = await failure({
			protocols: TEXT_TO_SPEECH_PROTOCOLS,
			task: "text-to-speech",
			args: { model: "test/model", provider: "replicate", accessToken: "r8_secret_key" } as RequestArgs,
			options: { fetch: recorded.fetch },
		});
		expect(error.httpResponse.status).toBe(422);
		expect(error.message).toContain("input: text is required");
		expect(error.provider).toBe("replicate");
		expect(JSON.stringify(error)).not.toContain("r8_secret_key");
		expect(error.message).not.toContain("r8_secret_key");
	});

	it("hyperbolic 400 (top-level message)", async () => {
		const recorded = createRecordedFetch({
			fallback: hubMapping("hyperbolic", "text-generation", "should-not-be-sent"),
			exchanges: recordedExchanges()
				.filter(
					(candidate) =>
						candidate.url === "https://api.hyperbolic.xyz/v1/chat/completions" && candidate.response.status === 400,
				)
				.map(({ init: { body: _body, ...init }, ...rest }) => ({ ...rest, init })),
		});
		const error = await failure({
			protocols: TEXT_GENERATION_PROTOCOLS,
			task: "text-generation",
			args: { model: "test/model", provider: "hyperbolic", accessToken: "key", inputs: "Paris is" } as RequestArgs,
			options: { fetch: recorded.fetch },
		});
		expect(error.httpResponse.status).toBe(400);
		expect(error.message).toContain("Only Qwen/Qwen2.5-72B-Instruct");
	});
});
