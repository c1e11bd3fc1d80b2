import { InferenceClientInputError, InferenceOutputError } from "../../errors/index.js";
import { DataUrlOf } from "../../http/index.js";
import { defineProtocol } from "./define.js";
import type { RequestContext, ResponseContext, TaskHandler } from "./handler.js";
import { mediaFromUrl } from "./image-output.js";
import { readPath, withFlattenedParameters } from "./payload.js";

// fal.ai: `POST {host}/{model id}` with the input fields at the top level; media answers are URLs. Its queued
// tasks (generations: images, video, audio) are in ./fal-queue.ts.

const modelRoute = ({ providerModelId }: RequestContext): string => providerModelId;

/** The base model fal's generic `fal-ai/lora` endpoint needs alongside a LoRA adapter. */
const LORA_BASE_MODEL = "stabilityai/stable-diffusion-xl-base-1.0";

/** LoRA adapters from the hub mapping become fal `loras` pointing at the hub file. */
export function loraFields({ mapping, providerModelId, hubUrl }: RequestContext): Record<string, unknown> {
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

export const falTextToSpeech = /* @__PURE__ */ defineProtocol("fal-text-to-speech", (): TaskHandler => {
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
			return downloadedSpeech(url, context);
		},
	};
});

/**
 * A refused download is the follow-up error of every output download (status and server's words), led by 3.x's
 * words naming the URL.
 */
function downloadedSpeech(url: string, context: ResponseContext): Promise<Blob> {
	return mediaFromUrl(url, context, `Error fetching or processing audio from Fal.ai Text-to-Speech URL: ${url}`);
}

/** The caller's audio (`inputs`, or the legacy `data`), if it is a Blob of a type fal decodes; else 3.x's errors. */
function acceptedAudio(args: Record<string, unknown>, audioTypes: readonly string[]): Blob {
	const audio = args["inputs"] ?? args["data"];
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
	return audio;
}

/** fal takes audio as a `data:` URL in JSON; only the content types it decodes (`audioTypes`) are accepted. */
export const falSpeechRecognition = /* @__PURE__ */ defineProtocol(
	"fal-speech-recognition",
	(audioTypes: readonly string[]): TaskHandler => {
		return {
			route: modelRoute,
			checkArgs: (args) => {
				acceptedAudio(args, audioTypes);
			},
			body: ({ args }) => {
				const { inputs: _inputs, data: _data, ...rest } = args;
				return { ...withFlattenedParameters(rest), audio_url: new DataUrlOf(acceptedAudio(args, audioTypes)) };
			},
			// No check of its own: 3.x's task check ("Expected {text: string}") came before fal's, which never showed.
		};
	},
);
