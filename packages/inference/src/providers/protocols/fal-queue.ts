import { InferenceClientInputError, InferenceOutputError } from "../../errors/index.js";
import { base64FromBinary, DataUrlOf, getFollowUpJson } from "../../http/index.js";
import { defineProtocol } from "./define.js";
import { loraFields } from "./fal.js";
import type { RequestContext, ResponseContext, TaskHandler } from "./handler.js";
import { imageFromUrl, mediaFromUrl } from "./image-output.js";
import { asJob, belowBase, pollEntry, readJobStatus } from "./job.js";
import type { JobHandle } from "./job-handle.js";
import { fileAsDataUrl, readPath, withFlattenedParameters } from "./payload.js";
import { type PollStep, pollUntilDone } from "./polling.js";

// fal.ai's queue: submit `POST {queue host}/{model id}`, poll `{request}/status`, then fetch the result, whose
// media is a URL. Every queued task differs only in the body's input field and where the result's media is.

/** Where the caller's `inputs` go in the body. */
export type FalQueueInput =
	/** The prompt (text-to-video, text-to-audio). */
	| "prompt"
	/** The image as a data: URL (image-to-video, segmentation); the prompt stays in the parameters. */
	| "image_url"
	/** The image as `image_url` and as the one item of `image_urls`, which some edit endpoints read instead. */
	| "image_url+image_urls"
	/** The audio as a data: URL, of a type fal decodes. */
	| "audio_url";

/** What the result holds, and what the task function gets from it. */
export type FalQueueOutput =
	/** `video.url`, downloaded: a Blob. */
	| "video"
	/** `images[0].url`, downloaded: a Blob, or the URL itself with `outputType: "url"`. */
	| "image"
	/** `audio_file.url` or `audio.url`, downloaded: a Blob. */
	| "audio"
	/** `image.url`, a mask downloaded into the segmentation shape `[{label: "mask", score: 1, mask: base64}]`. */
	| "mask"
	/** `audio.url` downloaded into the audio-to-audio shape `[{label, blob: base64, "content-type"}]`. */
	| "audio-track";

export interface FalQueueShape {
	input: FalQueueInput;
	output: FalQueueOutput;
	/** Fields every request of the task carries (`sync_mode: true` for segmentation). */
	fields?: Readonly<Record<string, unknown>>;
	/** LoRA adapters of the hub mapping are sent as `loras` (text-to-image). */
	loras?: true;
	/**
	 * For `audio_url`: the content types fal decodes, each mapped to the type the data: URL declares (fal refuses
	 * `audio/wav` but decodes the same bytes as `audio/x-wav`).
	 */
	audioTypes?: Readonly<Record<string, string>>;
}

/**
 * Result fields holding the media's URL, first match wins, and the format named when none holds one. The raw-HTTP
 * snippets read the output where the client does.
 */
export const FAL_RESULT_MEDIA: Record<FalQueueOutput, { paths: (string | number)[][]; expected: string }> = {
	video: { paths: [["video", "url"]], expected: "{ video: { url: string } }" },
	image: { paths: [["images", 0, "url"]], expected: "{ images: Array<{ url: string }> }" },
	audio: {
		paths: [
			["audio_file", "url"],
			["audio", "url"],
		],
		expected: "{ audio_file: { url: string } } or { audio: { url: string } }",
	},
	mask: { paths: [["image", "url"]], expected: "{ image: { url: string } }" },
	"audio-track": { paths: [["audio", "url"]], expected: "{ audio: { url: string } }" },
};

/** Statuses of a queued request that mean "not finished yet" (the raw-HTTP snippets poll while they hold). */
export const FAL_PENDING_STATUSES = ["IN_QUEUE", "IN_PROGRESS"];
const FAL_POLL_INTERVAL_MS = 500;

/**
 * Queued generation: submit, poll `{request}/status` every 500 ms with the submit call's auth until COMPLETED
 * (any other final status is an error; `pollTimeout` and the caller's signal/timeout bound the wait), then fetch
 * the result and turn its media into the task's output (`shape`).
 */
export const falQueue = /* @__PURE__ */ defineProtocol(
	"fal-queue",
	(queueHost: string, shape: FalQueueShape): TaskHandler => {
		return {
			host: queueHost,
			// Through the router, `_subdomain=queue` selects fal's queue host.
			route: (context) => {
				const modelPath = submittedModelPath(context, shape);
				return context.authMethod === "provider-key" ? modelPath : `${modelPath}?_subdomain=queue`;
			},
			body: (context) => ({
				...inputFields(context.args, shape),
				...shape.fields,
				...(shape.loras ? loraFields(context) : {}),
			}),
			...asJob({
				accepted: (output, context) => {
					const requestId = readPath(output, ["request_id"]);
					const responseUrl = readPath(output, ["response_url"]);
					if (typeof requestId !== "string" || typeof responseUrl !== "string") {
						throw new InferenceOutputError("No request ID found in the response");
					}
					return { id: requestId, poll: queuePaths(context, responseUrl) };
				},
				follow: async (job, context) => {
					await waitUntilCompleted(job, context);
					const result = await getFollowUpJson(
						belowBase(context, pollEntry(job, "result")),
						"Failed to fetch result response from fal-ai API",
						context.sent.headers,
						context.followUps,
					);
					return outputOf(result, shape.output, context);
				},
				cancel: (job) => ({ method: "PUT", path: pollEntry(job, "cancel") }),
			}),
		};
	},
);

/**
 * An image-and-text call without its image goes to the text endpoint on fal's own queue: `fal-ai/flux-2/edit` ->
 * `fal-ai/flux-2`. Through the router the mapped id is the route (the router serves the model it mapped), kept whole.
 */
function submittedModelPath({ providerModelId, args, authMethod }: RequestContext, shape: FalQueueShape): string {
	const takesImage = shape.input === "image_url" || shape.input === "image_url+image_urls";
	return takesImage && args["inputs"] === undefined && authMethod === "provider-key"
		? providerModelId.slice(0, Math.max(0, providerModelId.lastIndexOf("/")))
		: providerModelId;
}

function inputFields(args: Record<string, unknown>, shape: FalQueueShape): Record<string, unknown> {
	const { inputs } = args;
	const fields = withFlattenedParameters(args);
	switch (shape.input) {
		case "prompt":
			return { ...fields, prompt: inputs };
		case "audio_url":
			return { ...fields, audio_url: new DataUrlOf(acceptedAudio(inputs, shape.audioTypes ?? {})) };
		default: {
			if (inputs === undefined) return fields;
			// Bytes without a content type are sent as PNG.
			const image = fileAsDataUrl(inputs, "image/png", "Provider fal-ai needs the image as a Blob or an ArrayBuffer.");
			return shape.input === "image_url"
				? { ...fields, image_url: image }
				: { ...fields, image_url: image, image_urls: [image] };
		}
	}
}

/** The audio relabelled with the type fal decodes, or a clear error naming the types it takes. */
function acceptedAudio(inputs: unknown, audioTypes: Readonly<Record<string, string>>): Blob {
	if (!(inputs instanceof Blob) || inputs.type === "") {
		throw new InferenceClientInputError(
			"Unable to determine the input's content-type. Make sure your are passing a Blob when using provider fal-ai.",
		);
	}
	const baseType = inputs.type.split(";")[0]?.trim().toLowerCase() ?? "";
	const sentType = audioTypes[baseType];
	if (sentType === undefined) {
		throw new InferenceClientInputError(
			`Provider fal-ai does not support blob type ${inputs.type} - supported content types are: ${Object.keys(audioTypes).join(", ")}`,
		);
	}
	// A slice shares the bytes: only the declared type changes.
	return sentType === inputs.type ? inputs : inputs.slice(0, inputs.size, sentType);
}

async function outputOf(result: unknown, output: FalQueueOutput, context: ResponseContext): Promise<unknown> {
	const { paths, expected } = FAL_RESULT_MEDIA[output];
	const url = paths.map((path) => readPath(result, path)).find(isMediaUrl);
	if (url === undefined) {
		throw new InferenceOutputError(`Expected ${expected} result format, got instead: ${jsonPreview(result)}`);
	}
	if (output === "image") return imageFromUrl(url, context);
	const media = await mediaFromUrl(url, context);
	if (output === "mask") return [{ label: "mask", score: 1, mask: await base64FromBinary(media) }];
	if (output === "audio-track") {
		const text = readPath(result, ["text"]);
		const contentType = readPath(result, ["audio", "content_type"]);
		return [
			{
				label: typeof text === "string" && text !== "" ? text : "speech",
				blob: await base64FromBinary(media),
				"content-type": typeof contentType === "string" ? contentType : media.type || "audio/wav",
			},
		];
	}
	return media;
}

function isMediaUrl(value: unknown): value is string {
	return typeof value === "string" && /^(https?|data):/.test(value);
}

function jsonPreview(value: unknown): string {
	return JSON.stringify(value)?.slice(0, 500) ?? String(value);
}

/**
 * The request's status, result and cancel paths below the base it was submitted to (router or queue host), with the
 * submit URL's query (the router's `_subdomain=queue`): fal names them under its own host in `response_url`.
 */
function queuePaths(context: ResponseContext, responseUrl: string): Record<string, string> {
	const search = new URL(context.sent.url).search;
	const requestPath = new URL(responseUrl).pathname.replace(/^\/+/, "");
	return {
		status: `${requestPath}/status${search}`,
		result: `${requestPath}${search}`,
		cancel: `${requestPath}/cancel${search}`,
	};
}

/** Polls the queue every 500 ms until `options.pollTimeout` (default 10 minutes). */
function waitUntilCompleted(job: JobHandle, context: ResponseContext): Promise<void> {
	const statusUrl = belowBase(context, pollEntry(job, "status"));
	return pollUntilDone(context, FAL_POLL_INTERVAL_MS, async (): Promise<PollStep<void>> => {
		const answer = await readJobStatus(
			job,
			statusUrl,
			"Failed to fetch response status from fal-ai API",
			context.sent.headers,
			context,
		);
		const status = readPath(answer, ["status"]);
		if (status === "COMPLETED") return { done: true, value: undefined };
		if (typeof status !== "string" || !FAL_PENDING_STATUSES.includes(status)) {
			throw new InferenceOutputError(`fal-ai queued request ended with status ${String(status)}`);
		}
		return { done: false, status };
	});
}
