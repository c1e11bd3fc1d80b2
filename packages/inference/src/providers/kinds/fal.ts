import { InferenceClientInputError, InferenceClientTimeoutError, InferenceOutputError } from "../../errors/index.js";
import { DataUrlOf, getFollowUpJson } from "../../http/index.js";
import type { RequestContext, ResponseContext, TaskHandler } from "./handler.js";
import { imageFromUrl, mediaFromUrl } from "./image-output.js";
import { isRecord, readPath, withFlattenedParameters } from "./payload.js";
import { type PollStep, pollUntilDone } from "./polling.js";

// fal.ai: `POST {host}/{model id}` with the input fields at the top level; media answers are URLs.

const modelRoute = ({ providerModelId }: RequestContext): string => providerModelId;

/** The base model fal's generic `fal-ai/lora` endpoint needs alongside a LoRA adapter. */
const LORA_BASE_MODEL = "stabilityai/stable-diffusion-xl-base-1.0";

/** LoRA adapters from the hub mapping become fal `loras` pointing at the hub file. */
function loraFields({ mapping, providerModelId, hubUrl }: RequestContext): Record<string, unknown> {
	if (mapping?.adapter !== "lora" || !mapping.adapterWeightsPath) return {};
	const path = `${hubUrl}/${mapping.hfModelId}/resolve/main/${mapping.adapterWeightsPath}`;
	return {
		loras: [{ path, scale: 1 }],
		...(providerModelId === "fal-ai/lora" ? { model_name: LORA_BASE_MODEL } : {}),
	};
}

function jsonPreview(value: unknown): string {
	return JSON.stringify(value)?.slice(0, 500) ?? String(value);
}

export function falTextToImage(): TaskHandler {
	return {
		route: modelRoute,
		body: (context) => ({
			...withFlattenedParameters(context.args),
			sync_mode: true,
			prompt: context.args["inputs"],
			...loraFields(context),
		}),
		decode: async (output, context) => {
			const url = readPath(output, ["images", 0, "url"]);
			if (typeof url !== "string") throw new InferenceOutputError("Expected Fal.ai text-to-image response format");
			return imageFromUrl(url, context);
		},
	};
}

export function falTextToSpeech(): TaskHandler {
	return {
		route: modelRoute,
		body: ({ args }) => ({ ...withFlattenedParameters(args), text: args["inputs"] }),
		decode: async (output, context) => {
			const url = readPath(output, ["audio", "url"]);
			if (typeof url !== "string") {
				throw new InferenceOutputError(
					`Expected { audio: { url: string } } format from Fal.ai Text-to-Speech, got: ${jsonPreview(output)}`,
				);
			}
			return mediaFromUrl(url, context, "Error fetching or processing audio from Fal.ai Text-to-Speech URL");
		},
	};
}

/** fal takes audio as a `data:` URL in JSON; only the content types it decodes (`audioTypes`) are accepted. */
export function falSpeechRecognition(audioTypes: readonly string[]): TaskHandler {
	return {
		route: modelRoute,
		body: ({ args }) => {
			const { inputs, data, ...rest } = args;
			const audio = inputs ?? data;
			if (!(audio instanceof Blob) || audio.type === "") {
				throw new InferenceClientInputError(
					"Unable to determine the input's content-type. Make sure your are passing a Blob when using provider fal-ai.",
				);
			}
			if (!audioTypes.includes(audio.type)) {
				throw new InferenceClientInputError(
					`Provider fal-ai does not support blob type ${audio.type} - supported content types are: ${audioTypes.join(", ")}`,
				);
			}
			return { ...withFlattenedParameters(rest), audio_url: new DataUrlOf(audio) };
		},
		decode: async (output) => {
			if (!isRecord(output) || typeof output["text"] !== "string") {
				throw new InferenceOutputError(
					`Expected { text: string } format from Fal.ai Automatic Speech Recognition, got: ${jsonPreview(output)}`,
				);
			}
			return output;
		},
	};
}

/** Statuses of a queued request that mean "not finished yet". */
const FAL_PENDING_STATUSES = ["IN_QUEUE", "IN_PROGRESS"];
const FAL_POLL_INTERVAL_MS = 500;

/**
 * Queued generation (text-to-video): submit, poll `{request}/status` every 500 ms with the submit call's auth
 * until COMPLETED (any other final status is an error; the caller's signal/timeout bound the wait), then fetch
 * the result and download `video.url`.
 */
export function falQueue(queueHost: string): TaskHandler {
	return {
		host: queueHost,
		// Through the router, `_subdomain=queue` selects fal's queue host.
		route: ({ providerModelId, authMethod }) =>
			authMethod === "provider-key" ? providerModelId : `${providerModelId}?_subdomain=queue`,
		body: ({ args }) => ({ ...withFlattenedParameters(args), prompt: args["inputs"] }),
		decode: async (output, context) => {
			const requestUrl = readPath(output, ["response_url"]);
			if (typeof readPath(output, ["request_id"]) !== "string" || typeof requestUrl !== "string") {
				throw new InferenceOutputError("No request ID found in the response");
			}
			const { resultUrl, statusUrl } = queueUrls(context, requestUrl);
			await waitUntilCompleted(statusUrl, context);
			const result = await getFollowUpJson(
				resultUrl,
				"Failed to fetch result response from fal-ai API",
				context.sent.headers,
				context.followUpOptions(),
			);
			const videoUrl = readPath(result, ["video", "url"]);
			if (typeof videoUrl !== "string" || !/^(https?|data):/.test(videoUrl)) {
				throw new InferenceOutputError(
					`Expected { video: { url: string } } result format, got instead: ${jsonPreview(result)}`,
				);
			}
			return mediaFromUrl(videoUrl, context);
		},
	};
}

/** Status and result URLs next to the submit URL (router or queue host), keeping its query string. */
function queueUrls(context: ResponseContext, responseUrl: string): { statusUrl: string; resultUrl: string } {
	const submitted = new URL(context.sent.url);
	const modelPath = `/${context.request.providerModelId}`;
	const basePath = submitted.pathname.endsWith(modelPath)
		? submitted.pathname.slice(0, -modelPath.length)
		: submitted.pathname;
	const base = `${submitted.origin}${basePath}`;
	const requestPath = new URL(responseUrl).pathname;
	return {
		statusUrl: `${base}${requestPath}/status${submitted.search}`,
		resultUrl: `${base}${requestPath}${submitted.search}`,
	};
}

/** Polls the queue every 500 ms for at most `pollTimeout` (options.pollTimeout, default 10 minutes). */
function waitUntilCompleted(statusUrl: string, context: ResponseContext): Promise<void> {
	const attempts = Math.max(1, Math.ceil(context.pollTimeout / FAL_POLL_INTERVAL_MS));
	return pollUntilDone(
		context,
		{ intervalMs: FAL_POLL_INTERVAL_MS, attempts },
		async (): Promise<PollStep<void>> => {
			const answer = await getFollowUpJson(
				statusUrl,
				"Failed to fetch response status from fal-ai API",
				context.sent.headers,
				context.followUpOptions(),
			);
			const status = readPath(answer, ["status"]);
			if (status === "COMPLETED") return { done: true, value: undefined };
			if (typeof status !== "string" || !FAL_PENDING_STATUSES.includes(status)) {
				throw new InferenceOutputError(`fal-ai queued request ended with status ${String(status)}`);
			}
			return { done: false, status };
		},
		(lastStatus) =>
			new InferenceClientTimeoutError({
				timeoutMs: context.pollTimeout,
				message: `fal-ai queued request did not complete within ${context.pollTimeout} ms (last status: ${lastStatus}); raise options.pollTimeout to wait longer`,
			}),
	);
}
