// Replays recorded media exchanges (fal.ai, Replicate, Black Forest Labs): the request we build matches the
// recorded one (URL + JSON body), the follow-up calls (polling, output downloads) go where the recording went,
// through the caller's fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
	SPEECH_RECOGNITION_PROTOCOLS,
	TEXT_TO_IMAGE_PROTOCOLS,
	TEXT_TO_SPEECH_PROTOCOLS,
} from "../../src/providers/protocols/by-task.js";
import { clearProviderMappingCache, runTask } from "../../src/routing/index.js";
import type { InferenceProvider, InferenceTask, RequestArgs } from "../../src/types.js";
import { createRecordedFetch, type RecordedExchange, recordedExchanges } from "../support/recorded-fetch.js";

beforeEach(() => clearProviderMappingCache());
afterEach(() => vi.useRealTimers());

function findExchange(predicate: (exchange: RecordedExchange) => boolean): RecordedExchange {
	const exchange = recordedExchanges().find(predicate);
	if (!exchange) throw new Error("recording not found");
	return exchange;
}

/** A recorded fetch whose hub maps `test/model` to `providerId` on `provider` for `task`. */
function replay(provider: InferenceProvider, task: InferenceTask, providerId: string, exchanges?: RecordedExchange[]) {
	return createRecordedFetch({
		...(exchanges ? { exchanges } : {}),
		fallback: (request) => {
			if (!request.url.startsWith("https://huggingface.co/api/models/test/model")) {
				throw new Error(`Unrecorded request ${request.method} ${request.url} ${JSON.stringify(request.body)}`);
			}
			const mapping = [{ provider, providerId, status: "live", task }];
			return new Response(JSON.stringify({ inferenceProviderMapping: mapping }), {
				headers: { "content-type": "application/json" },
			});
		},
	});
}

function args(provider: InferenceProvider, extra: object): RequestArgs {
	return { model: "test/model", provider, accessToken: "provider-key", ...extra } as RequestArgs;
}

/**
 * A recorded fal.run answer served through fal's queue, as text-to-image now goes (the latest Hub client does):
 * the submit (same body) answers a request id, its status is COMPLETED, its result is the recorded answer.
 */
function throughQueue(exchange: RecordedExchange, sentBody = exchange.init.body): RecordedExchange[] {
	const submitUrl = exchange.url.replace("https://fal.run/", "https://queue.fal.run/");
	const requestUrl = `${submitUrl}/requests/rec-1`;
	const json = (body: unknown) => ({
		body: JSON.stringify(body),
		status: 200,
		statusText: "OK",
		headers: { "content-type": "application/json" },
	});
	return [
		{
			url: submitUrl,
			init: { method: "POST", ...(sentBody ? { body: sentBody } : {}) },
			response: json({ request_id: "rec-1", response_url: requestUrl }),
		},
		{ url: `${requestUrl}/status`, init: { method: "GET" }, response: json({ status: "COMPLETED" }) },
		{ url: requestUrl, init: { method: "GET" }, response: exchange.response },
	];
}

describe("fal.ai", () => {
	it("text-to-image: the recorded body, and the data URL answer decoded locally", async () => {
		const exchange = findExchange(
			(candidate) =>
				candidate.url === "https://fal.run/fal-ai/flux/schnell" && /"sync_mode":true/.test(candidate.init.body ?? ""),
		);
		const body = JSON.parse(exchange.init.body ?? "{}") as { prompt: string };
		const recorded = replay("fal-ai", "text-to-image", "fal-ai/flux/schnell", throughQueue(exchange));
		const image = (await runTask({
			protocols: TEXT_TO_IMAGE_PROTOCOLS,
			task: "text-to-image",
			args: args("fal-ai", { inputs: body.prompt }),
			options: { fetch: recorded.fetch },
		})) as Blob;
		expect(image.type).toBe("image/jpeg");
		expect(image.size).toBeGreaterThan(100);
		const [submit, , result] = recorded.requests.slice(-3);
		expect(submit?.body).toEqual(body);
		expect(result?.exchange?.response).toBe(exchange.response);
		expect(result?.headers["authorization"]).toBe("Key provider-key");
	});

	it("text-to-image with a URL answer: downloaded with the caller's fetch, or returned with outputType url", async () => {
		const answer = findExchange(
			(candidate) =>
				candidate.url === "https://fal.run/fal-ai/flux/schnell" &&
				candidate.response.body.includes("https://fal.media/files/lion/X8-x48pAMGOF6n7fINCBC.png"),
		);
		const download = findExchange((candidate) => candidate.url.endsWith("X8-x48pAMGOF6n7fINCBC.png"));
		// That recording client sent other fields (3.x sends sync_mode): keep its answer, match on URL alone.
		const { body: _legacyBody, ...init } = answer.init;
		const recorded = replay("fal-ai", "text-to-image", "fal-ai/flux/schnell", [
			...throughQueue({ ...answer, init }, JSON.stringify({ sync_mode: true, prompt: "cake" })),
			download,
		]);
		const call = {
			task: "text-to-image" as const,
			protocols: TEXT_TO_IMAGE_PROTOCOLS,
			args: args("fal-ai", { inputs: "cake" }),
		};
		expect(await runTask({ ...call, options: { fetch: recorded.fetch } })).toBeInstanceOf(Blob);
		expect(recorded.requests.at(-4)?.body).toEqual({ sync_mode: true, prompt: "cake" });
		expect(recorded.requests.at(-1)?.url).toBe(download.url);
		expect(recorded.requests.at(-1)?.headers).not.toHaveProperty("authorization");
		expect(await runTask({ ...call, options: { fetch: recorded.fetch, outputType: "url" } })).toBe(download.url);
	});

	it("speech recognition: data URL body, recorded answer parsed", async () => {
		const success = recordedExchanges().filter(
			(candidate) => candidate.url === "https://fal.run/fal-ai/whisper" && candidate.response.status === 200,
		);
		const recorded = replay("fal-ai", "automatic-speech-recognition", "fal-ai/whisper", success);
		const audio = new Blob([new Uint8Array([82, 73, 70, 70])], { type: "audio/wav" });
		const output = (await runTask({
			protocols: SPEECH_RECOGNITION_PROTOCOLS,
			task: "automatic-speech-recognition",
			args: args("fal-ai", { inputs: audio }),
			options: { fetch: recorded.fetch },
		})) as { text: string };
		expect(output.text).toContain("he has grave doubts");
		expect(recorded.requests.at(-1)?.body).toEqual({ audio_url: "data:audio/wav;base64,UklGRg==" });
	});
});

describe("Replicate", () => {
	it("text-to-image on the model route: recorded body, output downloaded", async () => {
		const exchange = findExchange(
			(candidate) =>
				candidate.url === "https://api.replicate.com/v1/models/black-forest-labs/flux-schnell/predictions" &&
				candidate.response.status === 201,
		);
		const body = JSON.parse(exchange.init.body ?? "{}") as { input: { prompt: string } };
		const recorded = replay("replicate", "text-to-image", "black-forest-labs/flux-schnell");
		const image = await runTask({
			protocols: TEXT_TO_IMAGE_PROTOCOLS,
			task: "text-to-image",
			args: args("replicate", { inputs: body.input.prompt }),
			options: { fetch: recorded.fetch },
		});
		expect(image).toBeInstanceOf(Blob);
		expect(recorded.requests.at(-2)?.exchange).toBe(exchange);
		expect(recorded.requests.at(-1)?.url).toMatch(/^https:\/\/replicate\.delivery\//);
		expect(recorded.requests.at(-1)?.headers).not.toHaveProperty("authorization");
	});

	it("text-to-speech on a versioned id", async () => {
		const exchange = findExchange(
			(candidate) =>
				candidate.url === "https://api.replicate.com/v1/predictions" &&
				/"text":"Kokoro/.test(candidate.init.body ?? ""),
		);
		const body = JSON.parse(exchange.init.body ?? "{}") as { input: { text: string }; version: string };
		const recorded = replay("replicate", "text-to-speech", `jaaari/kokoro-82m:${body.version}`);
		const audio = await runTask({
			protocols: TEXT_TO_SPEECH_PROTOCOLS,
			task: "text-to-speech",
			args: args("replicate", { inputs: body.input.text }),
			options: { fetch: recorded.fetch },
		});
		expect(audio).toBeInstanceOf(Blob);
		expect(recorded.requests.at(-2)?.exchange).toBe(exchange);
		expect(recorded.requests.at(-1)?.url).toMatch(/output\.wav$/);
	});
});

describe("Black Forest Labs", () => {
	it("polls the recorded polling_url until Ready, then downloads the sample", async () => {
		vi.useFakeTimers();
		const exchange = findExchange((candidate) => candidate.url === "https://api.us1.bfl.ai/v1/flux-dev");
		const { prompt, ...parameters } = JSON.parse(exchange.init.body ?? "{}") as Record<string, unknown>;
		const recorded = replay("black-forest-labs", "text-to-image", "flux-dev");
		const pending = runTask({
			protocols: TEXT_TO_IMAGE_PROTOCOLS,
			task: "text-to-image",
			args: args("black-forest-labs", { inputs: prompt, parameters }),
			options: { fetch: recorded.fetch },
		});
		await vi.runAllTimersAsync();
		expect(await pending).toBeInstanceOf(Blob);
		expect(recorded.requests.map((request) => request.url.split("?")[0])).toEqual([
			"https://huggingface.co/api/models/test/model",
			"https://api.us1.bfl.ai/v1/flux-dev",
			"https://api.us1.bfl.ai/v1/get_result",
			"https://api.us1.bfl.ai/v1/get_result",
			"https://delivery-us1.bfl.ai/results/aa7ab8da64b946dca070d455854a0c3e/sample.jpeg",
		]);
		expect(recorded.requests[1]?.headers["x-key"]).toBe("provider-key");
		expect(recorded.requests[2]?.headers).not.toHaveProperty("x-key");
	});
});
