import { InferenceOutputError } from "../../errors/index.js";
import { getFollowUpJson } from "../../http/index.js";
import { defineProtocol } from "./define.js";
import type { TaskHandler } from "./handler.js";
import { imageFromUrl } from "./image-output.js";
import { readPath, withFlattenedParameters } from "./payload.js";
import { type PollingConfig, type PollStep, pollUntilDone } from "./polling.js";

/** Statuses Black Forest Labs reports while a request is still running. */
const BFL_PENDING_STATUSES = ["Pending", "Task not found"];

/**
 * Black Forest Labs text-to-image: `POST v1/{model}` answers a `polling_url`; GET it (no credentials, 3.x
 * behaviour) after each interval until `Ready`, up to `attempts` times. A final failure status stops at once.
 */
export const blackForestLabsImage = /* @__PURE__ */ defineProtocol(
	"black-forest-labs-image",
	(config: PollingConfig): TaskHandler => {
		return {
			route: ({ providerModelId }) => `v1/${providerModelId}`,
			body: ({ args }) => ({ ...withFlattenedParameters(args), prompt: args["inputs"] }),
			decode: async (output, context) => {
				const pollingUrl = readPath(output, ["polling_url"]);
				if (typeof pollingUrl !== "string")
					throw new InferenceOutputError("Expected a polling_url from black forest labs");
				const sample = await pollUntilDone(
					context,
					config.intervalMs,
					async (attempt): Promise<PollStep<string>> => {
						const url = new URL(pollingUrl);
						url.searchParams.set("attempt", String(attempt));
						const result = await getFollowUpJson(
							url.href,
							"Failed to fetch result from black forest labs API",
							{ "Content-Type": "application/json" },
							context.followUps,
						);
						const status = readPath(result, ["status"]);
						const sample = readPath(result, ["result", "sample"]);
						if (status === "Ready" && typeof sample === "string") return { done: true, value: sample };
						if (typeof status === "string" && status !== "Ready" && !BFL_PENDING_STATUSES.includes(status)) {
							throw new InferenceOutputError(`Black forest labs request ended with status ${status}`);
						}
						return { done: false, status: String(status) };
					},
					{
						attempts: config.attempts,
						exhausted: () => new InferenceOutputError("Failed to fetch result from black forest labs API"),
					},
				);
				return imageFromUrl(sample, context);
			},
		};
	},
);
