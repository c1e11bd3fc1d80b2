import { InferenceClientInputError } from "../../errors/index.js";
import { defineProtocol } from "./define.js";
import type { RequestContext, TaskHandler } from "./handler.js";
import { asJob, jobFailed, noJobId, polledJob } from "./job.js";
import { isRecord, readPath, withFlattenedParameters } from "./payload.js";
import type { PollStep } from "./polling.js";

// WaveSpeed: `POST api/v3/{model id}` answers `{code, data: {id, urls: {get}}}`; the `get` path is polled every
// 500 ms until `data.status` is `completed`, and `data.outputs[0]` is the output.

const LABEL = "WaveSpeed";
const POLL_INTERVAL_MS = 500;

export interface WaveSpeedConfig {
	/** Text tasks send the prompt; image tasks send the image (raw base64) with the prompt from parameters. */
	input: "text" | "image";
	output: "image" | "media";
}

const modelRoute = ({ providerModelId }: RequestContext): string => `api/v3/${providerModelId}`;

/** LoRA adapters from the hub mapping: WaveSpeed loads them by their hub id. */
function loraFields({ mapping }: RequestContext): Record<string, unknown> {
	return mapping?.adapter === "lora" ? { loras: [{ path: mapping.hfModelId, scale: 1 }] } : {};
}

/** Image URLs the caller gave in `parameters.images`, which WaveSpeed reads instead of `inputs`. */
function givenImageUrls(args: Record<string, unknown>): string[] | undefined {
	const { images } = withFlattenedParameters(args);
	return Array.isArray(images) && images.every((item) => typeof item === "string") ? images : undefined;
}

/**
 * WaveSpeed's image tasks are edit endpoints, which refuse a call without an image: an image-and-text call with
 * only a prompt is refused here rather than sent.
 */
function checkHasImage(args: Record<string, unknown>): void {
	if (args["inputs"] === undefined && givenImageUrls(args) === undefined) {
		throw new InferenceClientInputError(
			"WaveSpeed's image tasks edit an image: give it in `inputs` (a Blob or bytes), or give image URLs in `parameters.images`.",
		);
	}
}

/** `{inputs: image, parameters: {prompt, images?}}` -> `{image, images, prompt, ...}`; Blobs go out as base64. */
function imageFields(args: Record<string, unknown>): Record<string, unknown> {
	checkHasImage(args);
	const { images: _images, ...fields } = withFlattenedParameters(args);
	const image = args["inputs"];
	const images = givenImageUrls(args) ?? [image];
	return { ...fields, ...(image === undefined ? {} : { image }), images };
}

function readStatus(answer: unknown): PollStep<string> {
	const status = readPath(answer, ["data", "status"]);
	if (status === "completed") {
		const output = readPath(answer, ["data", "outputs", 0]);
		if (typeof output !== "string") throw jobFailed(LABEL, "completed", "no output URL in the answer");
		return { done: true, value: output };
	}
	if (status === "failed") throw jobFailed(LABEL, "failed", readPath(answer, ["data", "error"]) || "Task failed");
	return { done: false, status: String(status) };
}

export const wavespeedJob = /* @__PURE__ */ defineProtocol("wavespeed-job", (config: WaveSpeedConfig): TaskHandler => {
	return {
		route: modelRoute,
		...(config.input === "image" ? { checkArgs: checkHasImage } : {}),
		body: (context) => ({
			...(config.input === "image"
				? imageFields(context.args)
				: { ...withFlattenedParameters(context.args), prompt: context.args["inputs"] }),
			...loraFields(context),
		}),
		...asJob(
			polledJob({
				label: LABEL,
				accepted: (output) => {
					const id = readPath(output, ["data", "id"]);
					const getUrl = readPath(output, ["data", "urls", "get"]);
					if (!isRecord(output) || typeof getUrl !== "string") throw noJobId(LABEL, "{data: {urls: {get}}}");
					// Only the path: the status is read from the host the job went to (the router, or WaveSpeed's own).
					const statusPath = new URL(getUrl, "https://api.wavespeed.ai").pathname;
					return { id: typeof id === "string" ? id : statusPath, statusPath };
				},
				intervalMs: POLL_INTERVAL_MS,
				read: readStatus,
				output: config.output,
			}),
		),
	};
});
