import { defineProtocol } from "./define.js";
import type { TaskHandler } from "./handler.js";
import { asJob, jobFailed, noJobId, polledJob } from "./job.js";
import { fileAsDataUrl, readPath, STEPS_FIELD, withFieldNames, withFlattenedParameters } from "./payload.js";
import type { PollStep } from "./polling.js";

// Together's video API: `POST v2/videos` answers the job `{id}`; `v2/videos/{id}` is polled every 2 s until
// `status` is `completed`, and `outputs.video_url` is downloaded. TGI's `num_inference_steps` is its `steps`.

const LABEL = "Together";
const ROUTE = "v2/videos";
const POLL_INTERVAL_MS = 2000;
const FAILED_STATUSES = ["failed", "cancelled"];

export interface TogetherVideoConfig {
	/** Image-to-video sends the image as the first frame, the prompt coming from the parameters. */
	input: "text" | "image";
}

function readStatus(answer: unknown): PollStep<string> {
	const status = readPath(answer, ["status"]);
	if (status === "completed") {
		const url = readPath(answer, ["outputs", "video_url"]);
		if (typeof url !== "string") throw jobFailed(LABEL, "completed", "no outputs.video_url in the answer");
		return { done: true, value: url };
	}
	if (typeof status === "string" && FAILED_STATUSES.includes(status)) {
		throw jobFailed(LABEL, status, readPath(answer, ["error", "message"]));
	}
	return { done: false, status: String(status) };
}

/** The first frame as a `data:` URL, as Together's image APIs take images (bytes without a type: PNG). */
const firstFrame = (image: unknown) =>
	fileAsDataUrl(
		image,
		"image/png",
		"Together's image-to-video takes its first frame as a Blob (or bytes) in `inputs`.",
	);

export const togetherVideo = /* @__PURE__ */ defineProtocol(
	"together-video",
	(config: TogetherVideoConfig): TaskHandler => {
		return {
			route: () => ROUTE,
			body: ({ args, providerModelId }) => ({
				...withFieldNames(withFlattenedParameters(args), STEPS_FIELD),
				...(config.input === "image"
					? { frame_images: [{ input_image: firstFrame(args["inputs"]), frame: "first" }] }
					: { prompt: args["inputs"] }),
				model: providerModelId,
			}),
			...asJob(
				polledJob({
					label: LABEL,
					accepted: (output) => {
						const id = readPath(output, ["id"]);
						if (typeof id !== "string") throw noJobId(LABEL, "{id: string}");
						return { id, statusPath: `${ROUTE}/${encodeURIComponent(id)}` };
					},
					intervalMs: POLL_INTERVAL_MS,
					read: readStatus,
					output: "media",
				}),
			),
		};
	},
);
