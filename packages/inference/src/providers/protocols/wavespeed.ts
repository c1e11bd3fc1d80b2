import { InferenceClientInputError, isRecord } from "../../errors/index.js";
import { defineProtocol } from "./define.js";
import type { RequestContext, TaskHandler } from "./handler.js";
import { asJob, jobFailed, noJobId, polledJob } from "./job.js";
import { readPath, withFlattenedParameters } from "./payload.js";
import type { PollStep } from "./polling.js";

// WaveSpeed: `POST api/v3/{model id}` answers `{code, data: {id, urls: {get}}}`; the `get` path is polled every
// 500 ms until `data.status` is `completed`, and `data.outputs[0]` is the output.

const LABEL = "WaveSpeed";
const POLL_INTERVAL_MS = 500;

export interface WaveSpeedConfig {
	/** Text tasks send the prompt; image tasks send the image (raw base64) with the prompt from parameters. */
	input: "text" | "image";
	output: "image" | "media";
	/**
	 * A word that, in a hub model id, names a model that also takes a prompt alone (a text-and-image model, e.g.
	 * `ti2v`: Wan-AI/Wan2.2-TI2V-5B): such a call without an image is sent with the prompt only.
	 */
	promptAloneIn?: string;
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

/** Whether a hub model id names a model that takes a prompt alone (`promptAloneIn`, a word of the id). */
function takesPromptAlone(model: unknown, config: WaveSpeedConfig): boolean {
	if (config.promptAloneIn === undefined || typeof model !== "string") return false;
	return model
		.toLowerCase()
		.split(/[^a-z0-9]+/)
		.includes(config.promptAloneIn);
}

/**
 * WaveSpeed's image tasks are edit endpoints, which refuse a call without an image: such a call with only a prompt
 * is refused here rather than sent, unless its model takes a prompt alone. Known from the hub model id, so the
 * refusal comes before any request.
 */
function checkHasImage(args: Record<string, unknown>, model: unknown, config: WaveSpeedConfig): void {
	if (args["inputs"] === undefined && givenImageUrls(args) === undefined && !takesPromptAlone(model, config)) {
		throw new InferenceClientInputError(
			"WaveSpeed's image tasks edit an image: give it in `inputs` (a Blob or bytes), or give image URLs in `parameters.images`.",
		);
	}
}

/**
 * `{inputs: image, parameters: {prompt, images?}}` -> `{image, images, prompt, ...}`; Blobs go out as base64. No
 * image at all (a model that takes a prompt alone): the prompt and parameters only.
 */
function imageFields({ args, mapping }: RequestContext, config: WaveSpeedConfig): Record<string, unknown> {
	checkHasImage(args, mapping?.hfModelId, config);
	const { images: _images, ...fields } = withFlattenedParameters(args);
	const image = args["inputs"];
	const images = givenImageUrls(args) ?? (image === undefined ? undefined : [image]);
	return { ...fields, ...(image === undefined ? {} : { image }), ...(images === undefined ? {} : { images }) };
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
		...(config.input === "image"
			? { checkArgs: (args: Record<string, unknown>) => checkHasImage(args, args["model"], config) }
			: {}),
		body: (context) => ({
			...(config.input === "image"
				? imageFields(context, config)
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
