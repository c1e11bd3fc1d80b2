import { isRecord } from "../../errors/index.js";
import { isBinary } from "../../http/index.js";
import type { InferenceTask } from "../../hub-types.js";
import { defineProtocol } from "./define.js";
import type { RequestContext, TaskHandler } from "./handler.js";
import { imageFromBase64, imageFromBlob, imageFromUrl } from "./image-output.js";
import { openAiChatBody } from "./openai-chat.js";
import { argsWith, readPath } from "./payload.js";

// The hf-inference API: `models/{model}` takes `{inputs, parameters}` JSON or raw bytes.

const modelRoute = ({ providerModelId }: RequestContext): string => `models/${providerModelId}`;

const jsonBody = ({ args, stream }: RequestContext) => argsWith(args, stream ? { stream: true } : undefined);

/** `{inputs, parameters}` as JSON; Blob leaves (question-answering images) are sent as base64. */
export const hfJson = /* @__PURE__ */ defineProtocol("hf-json", (): TaskHandler => {
	return { route: modelRoute, body: jsonBody, sendsDataRaw: true };
});

/** Feature extraction and sentence similarity have their own pipeline routes. */
export const hfPipeline = /* @__PURE__ */ defineProtocol("hf-pipeline", (task: InferenceTask): TaskHandler => {
	return { route: ({ providerModelId }) => `pipeline/${task}/${providerModelId}`, body: jsonBody, sendsDataRaw: true };
});

/**
 * Audio and image inputs: the raw bytes. With parameters, JSON `{inputs: base64, parameters}` instead, so the
 * parameters reach the server (3.x dropped them for every binary task but image-to-image).
 */
export const hfBinaryInput = /* @__PURE__ */ defineProtocol("hf-binary-input", (): TaskHandler => {
	return {
		route: modelRoute,
		body: (context) => {
			const { inputs, parameters } = context.args;
			const hasParameters = isRecord(parameters) && Object.keys(parameters).length > 0;
			return isBinary(inputs) && !hasParameters ? inputs : jsonBody(context);
		},
		sendsDataRaw: true,
	};
});

/** `inputs: Blob` becomes `inputs: {image}`; the legacy `inputs: {image}` form is sent as is. */
export const hfZeroShotImage = /* @__PURE__ */ defineProtocol("hf-zero-shot-image", (): TaskHandler => {
	return {
		route: modelRoute,
		body: (context) => {
			const { inputs } = context.args;
			return isBinary(inputs) ? { ...jsonBody(context), inputs: { image: inputs } } : jsonBody(context);
		},
		sendsDataRaw: true,
	};
});

export const hfChat = /* @__PURE__ */ defineProtocol("hf-chat", (): TaskHandler => {
	return {
		route: ({ providerModelId }) => `models/${providerModelId}/v1/chat/completions`,
		body: openAiChatBody,
		sendsDataRaw: true,
	};
});

/** The image comes back as bytes, as `data[0].b64_json`, or as a URL in `output[0]`. */
export const hfTextToImage = /* @__PURE__ */ defineProtocol("hf-text-to-image", (): TaskHandler => {
	return {
		route: modelRoute,
		body: jsonBody,
		sendsDataRaw: true,
		decode: async (output, context) => {
			if (output instanceof Blob) return imageFromBlob(output, context);
			const base64 = readPath(output, ["data", 0, "b64_json"]);
			if (typeof base64 === "string") return imageFromBase64(base64, context);
			const url = readPath(output, ["output", 0]);
			if (typeof url === "string") return imageFromUrl(url, context);
			return output;
		},
	};
});
