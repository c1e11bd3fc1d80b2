import { InferenceOutputError, isRecord } from "../../errors/index.js";
import { defineProtocol } from "./define.js";
import type { JobProtocol, RequestContext, ResponseContext, TaskHandler } from "./handler.js";
import { imageFromUrl, mediaFromUrl } from "./image-output.js";
import { belowBase, followAccepted, jobFailed, noJobId, pollEntry, readJobStatus } from "./job.js";
import { fileAsDataUrl, readPath, withFlattenedParameters } from "./payload.js";
import { type PollStep, pollUntilDone } from "./polling.js";

export interface ReplicateConfig {
	/**
	 * Input fields carrying the caller's `inputs`: the text (`prompt` for images and video, `text` for speech), or,
	 * with `fileType`, a `data:` URL of the file (models name that field differently: each listed one gets it).
	 */
	inputFields: readonly string[];
	/** Input fields taking a list of files: each gets the caller's file as a one-item list. */
	listFields?: readonly string[];
	/** `inputs` is a file (audio, image); bytes given without a content type are taken to be this one. */
	fileType?: string;
	/** Images honour `outputType: "url"`; other media are always downloaded; text is a transcript. */
	output: "image" | "media" | "text";
	/**
	 * The output error's detail when the answer holds no output: 3.x's wording for the tasks it served; by default
	 * `Expected Replicate {task} response format`.
	 */
	expected?: string;
}

/** Statuses of a prediction still on its way. */
const RUNNING_STATUSES = ["starting", "processing"];
const POLL_INTERVAL_MS = 1000;
const LABEL = "Replicate";

/**
 * Replicate predictions: answered once done thanks to `Prefer: wait`; without it (the caller asked for job
 * handles), or when Replicate stopped waiting, the answer is the running prediction, polled as a job at
 * `v1/predictions/{id}`. A `owner/model:version` id uses the versioned route; a plain id the model's own route.
 */
export const replicatePrediction = /* @__PURE__ */ defineProtocol(
	"replicate-prediction",
	(config: ReplicateConfig): TaskHandler => {
		const job: JobProtocol = {
			accepted: (answer) => ({ id: predictionId(answer), poll: { status: `v1/predictions/${predictionId(answer)}` } }),
			follow: async (handle, context) => {
				const statusUrl = belowBase(context, pollEntry(handle, "status"));
				const failure = `Failed to fetch the ${LABEL} prediction`;
				const done = await pollUntilDone(context, POLL_INTERVAL_MS, async (): Promise<PollStep<unknown>> => {
					const prediction = await readJobStatus(handle, statusUrl, failure, context.sent.headers, context);
					const status = String(readPath(prediction, ["status"]));
					if (status === "succeeded") return { done: true, value: prediction };
					if (!RUNNING_STATUSES.includes(status)) throw jobFailed(LABEL, status, readPath(prediction, ["error"]));
					return { done: false, status };
				});
				return predictionOutput(done, config, context);
			},
			cancel: (handle) => ({ method: "POST", path: `${pollEntry(handle, "status")}/cancel` }),
		};
		return {
			route: ({ providerModelId }) =>
				providerModelId.includes(":") ? "v1/predictions" : `v1/models/${providerModelId}/predictions`,
			body: ({ args, providerModelId }) => {
				const version = providerModelId.split(":")[1];
				return { input: predictionInput(config, args), ...(version === undefined ? {} : { version }) };
			},
			job,
			decode: async (output, context) => {
				if (output instanceof Blob) return output;
				// A prediction still "processing" may already hold its output (Replicate answers `Prefer: wait` so).
				const pending =
					RUNNING_STATUSES.includes(String(readPath(output, ["status"]))) && readPath(output, ["output"]) == null;
				return pending && typeof readPath(output, ["id"]) === "string"
					? followAccepted(job, output, context)
					: predictionOutput(output, config, context);
			},
		};
	},
);

function predictionId(answer: unknown): string {
	const id = readPath(answer, ["id"]);
	if (typeof id !== "string") throw noJobId(LABEL, "{id: string}");
	return encodeURIComponent(id);
}

/** A finished prediction's output, in the task's shape. */
async function predictionOutput(
	prediction: unknown,
	config: ReplicateConfig,
	context: ResponseContext,
): Promise<unknown> {
	const { providerLabel, task } = context.request;
	const expected = config.expected ?? `Expected ${providerLabel} ${task} response format`;
	const outputField = readPath(prediction, ["output"]);
	if (config.output === "text") return transcriptOf(outputField, expected);
	const url = Array.isArray(outputField) ? outputField[0] : outputField;
	if (typeof url !== "string") throw new InferenceOutputError(expected);
	return config.output === "image" ? imageFromUrl(url, context) : mediaFromUrl(url, context);
}

function predictionInput(config: ReplicateConfig, args: RequestContext["args"]): Record<string, unknown> {
	const input = withFlattenedParameters(args);
	const given =
		config.fileType === undefined
			? args["inputs"]
			: fileAsDataUrl(
					args["inputs"],
					config.fileType,
					"This Replicate task takes its input as a Blob (or bytes) in `inputs`.",
				);
	for (const field of config.inputFields) input[field] = given;
	for (const field of config.listFields ?? []) input[field] = [given];
	return input;
}

/**
 * Speech recognition models answer the text as a string, as strings to join (a streamed output), or as an
 * object: `{transcription}` (openai/whisper) or `{text}` (incredibly-fast-whisper).
 */
function transcriptOf(output: unknown, expected: string): { text: string } {
	if (typeof output === "string") return { text: output };
	if (Array.isArray(output) && output.length > 0 && output.every((item) => typeof item === "string")) {
		return { text: output.join("") };
	}
	const text = isRecord(output) ? (output["transcription"] ?? output["text"]) : undefined;
	if (typeof text !== "string") throw new InferenceOutputError(expected);
	return { text };
}
