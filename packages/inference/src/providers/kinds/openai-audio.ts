import { InferenceClientInputError, InferenceOutputError } from "../../errors/index.js";
import { isBinary } from "../../http/index.js";
import type { TaskHandler } from "./handler.js";
import { isRecord, withFlattenedParameters } from "./payload.js";

// OpenAI-compatible audio routes: speech from text (the answer is the audio bytes), and transcription (a
// multipart upload of the audio file).

/** Text-to-speech: `input` = inputs, parameters (voice, response_format...) at the top level. */
export function openAiSpeech(path = "v1/audio/speech"): TaskHandler {
	return {
		route: () => path,
		body: ({ args, providerModelId }) => ({
			...withFlattenedParameters(args),
			input: args["inputs"],
			model: providerModelId,
		}),
	};
}

/** `audio/x-wav` -> `audio.wav`, `audio/flac` -> `audio.flac`: servers telling formats by the file name expect one. */
function fileNameOf(blob: Blob): string {
	const match = /^(\w+)\/(?:x-)?([\w.+-]+)/.exec(blob.type);
	return match ? `${match[1]}.${match[2]}` : "file";
}

/**
 * Speech recognition: a multipart upload, built as a FormData (fetch sends it with its boundary; forms can be
 * resent, so retries are safe): the audio as `file`, the model and any parameters (language, prompt...) as text
 * fields. The answer `{text, ...}` is passed on as received.
 */
export function openAiTranscription(path = "v1/audio/transcriptions"): TaskHandler {
	return {
		route: () => path,
		body: ({ args, providerModelId, providerLabel }) => {
			const audio = args["inputs"];
			if (!isBinary(audio)) {
				throw new InferenceClientInputError(
					`${providerLabel} speech recognition needs the audio as a Blob or bytes in \`inputs\`.`,
				);
			}
			const form = new FormData();
			for (const [name, value] of Object.entries(withFlattenedParameters(args))) {
				// Form fields are text: numbers and booleans as JSON writes them.
				form.append(name, typeof value === "string" ? value : JSON.stringify(value));
			}
			const file = audio instanceof Blob ? audio : new Blob([audio]);
			form.append("file", file, fileNameOf(file));
			form.append("model", providerModelId);
			return form;
		},
		decode: async (output, context) => {
			if (!isRecord(output) || typeof output["text"] !== "string") {
				throw new InferenceOutputError(
					`Expected ${context.request.providerLabel} automatic-speech-recognition response format to be {text: string}`,
				);
			}
			return output;
		},
	};
}
