// `pollTimeout` is a deadline for all of an answer's follow-ups (status polls, their 503 retries, results and
// downloads), for every provider that polls or downloads: a loopback router accepts the job, then answers every
// GET (status, result, download) 503 forever. Each call must end at pollTimeout with a typed timeout error.
import { afterEach, describe, expect, it } from "vitest";
import { InferenceClientTimeoutError } from "../../src/errors/index.js";
import { textToImage, textToVideo } from "../../src/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import { type Loopback, startLoopback } from "./loopback.js";

const TOKEN = "hf_polltimeouttoken123";
const POLL_TIMEOUT = 700;
/** The deadline, plus room for a slow machine; 503 retries without a deadline ran on past 12 s. */
const ENDS_WITHIN_MS = POLL_TIMEOUT + 900;

let server: Loopback | undefined;
/** When the job was submitted: the deadline runs from the follow-ups, not from the hub lookup before. */
let submittedAt = 0;

afterEach(async () => {
	clearProviderMappingCache();
	await server?.close();
	server = undefined;
});

interface PollingProvider {
	provider: string;
	task: "text-to-image" | "text-to-video";
	providerId: string;
	/** The submit call's answer: a job to follow, or an output to download. */
	submitted(url: string): unknown;
}

const PROVIDERS: PollingProvider[] = [
	{
		provider: "fal-ai",
		task: "text-to-video",
		providerId: "fal-ai/video",
		submitted: (url) => ({ request_id: "r1", response_url: `${url}/router/fal-ai/fal-ai/video/requests/r1` }),
	},
	{
		provider: "black-forest-labs",
		task: "text-to-image",
		providerId: "flux-dev",
		submitted: (url) => ({ id: "b1", polling_url: `${url}/bfl/get_result?id=b1` }),
	},
	{
		provider: "replicate",
		task: "text-to-image",
		providerId: "owner/image-model",
		submitted: (url) => ({ output: `${url}/outputs/image.png` }),
	},
	{
		provider: "wavespeed",
		task: "text-to-image",
		providerId: "wavespeed-ai/flux-dev",
		submitted: () => ({
			code: 200,
			data: { id: "w1", urls: { get: "https://api.wavespeed.ai/api/v3/predictions/w1/result" } },
		}),
	},
	{ provider: "together", task: "text-to-video", providerId: "Wan-AI/Wan2.1-T2V", submitted: () => ({ id: "t1" }) },
	{ provider: "novita", task: "text-to-video", providerId: "wan-t2v", submitted: () => ({ task_id: "n1" }) },
	{ provider: "zai-org", task: "text-to-image", providerId: "glm-image", submitted: () => ({ id: "z1" }) },
];

/** The hub maps the model to `entry.provider`; the submit POST answers; every other GET answers 503. */
async function unavailableFollowUps(entry: PollingProvider): Promise<Loopback> {
	server = await startLoopback((request, response) => {
		const path = request.url ?? "";
		if (path.startsWith("/api/models/")) {
			const mapping = { [entry.provider]: { providerId: entry.providerId, status: "live", task: entry.task } };
			response.writeHead(200, { "content-type": "application/json" });
			response.end(JSON.stringify({ id: "o/model", inferenceProviderMapping: mapping }));
		} else if (request.method === "POST") {
			submittedAt = Date.now();
			response.writeHead(200, { "content-type": "application/json" });
			response.end(JSON.stringify(entry.submitted(server?.url ?? "")));
		} else {
			response.writeHead(503, { "content-type": "application/json" });
			response.end(JSON.stringify({ error: "Service unavailable" }));
		}
	});
	return server;
}

describe("pollTimeout: a deadline for every follow-up of the answer", () => {
	it.each(PROVIDERS.map((entry) => [entry.provider, entry] as const))(
		"%s: status, result or download answering 503 forever ends at pollTimeout with a typed timeout error",
		async (_name, entry) => {
			const loopback = await unavailableFollowUps(entry);
			const call = entry.task === "text-to-image" ? textToImage : textToVideo;
			const error = await call(
				{ model: "o/model", provider: entry.provider as "fal-ai", inputs: "a cat", accessToken: TOKEN },
				{ hubUrl: loopback.url, routerUrl: `${loopback.url}/router`, pollTimeout: POLL_TIMEOUT },
			).catch((caught: unknown) => caught);
			const elapsed = Date.now() - submittedAt;
			expect(error).toBeInstanceOf(InferenceClientTimeoutError);
			const timeout = error as InferenceClientTimeoutError;
			expect(timeout.timeoutMs).toBe(POLL_TIMEOUT);
			expect(timeout.message).toContain(`did not complete within ${POLL_TIMEOUT} ms`);
			expect(timeout.message).toContain("raise options.pollTimeout");
			expect(elapsed).toBeGreaterThanOrEqual(POLL_TIMEOUT - 50);
			expect(elapsed).toBeLessThan(ENDS_WITHIN_MS);
			// The submit call went out once; the follow-ups stayed few (503 backoff starts at 500 ms).
			expect(loopback.requests.filter((request) => request.method === "POST")).toHaveLength(1);
			expect(loopback.requests.filter((request) => request.method === "GET").length).toBeLessThanOrEqual(6);
		},
		ENDS_WITHIN_MS + 1_500,
	);
});
