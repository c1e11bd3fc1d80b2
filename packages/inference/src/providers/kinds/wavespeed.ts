import type { RequestContext, TaskHandler } from "./handler.js";
import { followJob, jobFailed, noJobId } from "./job.js";
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

/**
 * `{inputs: image, parameters: {prompt, images?}}` -> `{image, images, prompt, ...}`; Blobs go out as base64.
 * Image-and-text tasks may come without an image: then only the prompt (and any `images` given) is sent.
 */
function imageFields(args: Record<string, unknown>): Record<string, unknown> {
	const { images: givenImages, ...fields } = withFlattenedParameters(args);
	const image = args["inputs"];
	const images =
		Array.isArray(givenImages) && givenImages.every((item) => typeof item === "string")
			? givenImages
			: image === undefined
				? undefined
				: [image];
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

export function wavespeedJob(config: WaveSpeedConfig): TaskHandler {
	return {
		route: modelRoute,
		body: (context) => ({
			...(config.input === "image"
				? imageFields(context.args)
				: { ...withFlattenedParameters(context.args), prompt: context.args["inputs"] }),
			...loraFields(context),
		}),
		decode: async (output, context) => {
			const getUrl = readPath(output, ["data", "urls", "get"]);
			if (!isRecord(output) || typeof getUrl !== "string") throw noJobId(LABEL, "{data: {urls: {get}}}");
			return followJob(context, {
				label: LABEL,
				submitRoute: modelRoute(context.request),
				// Only the path: the status is read from the host the job went to (the router, or WaveSpeed's own).
				statusPath: new URL(getUrl, "https://api.wavespeed.ai").pathname,
				intervalMs: POLL_INTERVAL_MS,
				read: readStatus,
				output: config.output,
			});
		},
	};
}
