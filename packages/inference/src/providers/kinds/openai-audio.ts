import { InferenceClientInputError, InferenceOutputError } from "../../errors/index.js";
import { MultipartForm } from "../../http/index.js";
import { isBinary } from "./binary.js";
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

/**
 * Speech recognition: the audio as the form's `file`, the model and any parameters (language, prompt...) as
 * text fields; the answer `{text, ...}` is passed on as received.
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
			const fields: Record<string, string | Blob> = {};
			for (const [name, value] of Object.entries(withFlattenedParameters(args))) {
				// Form fields are text: numbers and booleans as JSON writes them.
				fields[name] = typeof value === "string" ? value : JSON.stringify(value);
			}
			fields["file"] = audio instanceof Blob ? audio : new Blob([audio]);
			fields["model"] = providerModelId;
			return new MultipartForm(fields);
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
