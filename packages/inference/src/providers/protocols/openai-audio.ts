import { InferenceClientInputError, InferenceOutputError, isRecord } from "../../errors/index.js";
import { isBinary } from "../../http/index.js";
import { defineProtocol } from "./define.js";
import type { TaskHandler } from "./handler.js";
import { withFlattenedParameters } from "./payload.js";

// OpenAI-compatible audio routes: speech from text (the answer is the audio bytes), and transcription (a
// multipart upload of the audio file).

export interface OpenAiSpeechConfig {
	path?: string;
	/** The voice sent when the caller names none, for models whose id contains `models` (any case). */
	defaultVoice?: { models: string; voice: string };
}

/** Text-to-speech: `input` = inputs, parameters (voice, response_format...) at the top level. */
export const openAiSpeech = /* @__PURE__ */ defineProtocol(
	"openai-speech",
	(config: OpenAiSpeechConfig = {}): TaskHandler => {
		return {
			route: () => config.path ?? "v1/audio/speech",
			body: ({ args, providerModelId }) => {
				const fields = withFlattenedParameters(args);
				const fallback = config.defaultVoice;
				const needsVoice =
					fields["voice"] === undefined &&
					fallback !== undefined &&
					providerModelId.toLowerCase().includes(fallback.models);
				return {
					...fields,
					...(needsVoice ? { voice: fallback.voice } : {}),
					input: args["inputs"],
					model: providerModelId,
				};
			},
		};
	},
);

/** `audio/x-wav` -> `audio.wav`, `audio/flac` -> `audio.flac`: servers telling formats by the file name expect one. */
function fileNameOf(blob: Blob): string {
	const match = /^(\w+)\/(?:x-)?([\w.+-]+)/.exec(blob.type);
	return match ? `${match[1]}.${match[2]}` : "file";
}

/**
 * Speech recognition: a multipart upload, built as a FormData (fetch sends it with its boundary; forms can be
 * resent, so retries are safe): the audio as `file`, the model and any parameters (language, prompt...) as text
 * fields. The answer `{text, ...}` is passed on as received, its `segments` also as the task's `chunks`.
 */
export const openAiTranscription = /* @__PURE__ */ defineProtocol(
	"openai-transcription",
	(path = "v1/audio/transcriptions"): TaskHandler => {
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
				const chunks = chunksOf(output["segments"]);
				return chunks === undefined ? output : { ...output, chunks };
			},
		};
	},
);

/**
 * A verbose answer's `segments` (`{text, start, end}`, seconds) as the task's `chunks` (`{text, timestamp}`), so
 * callers read timestamps the same way whichever provider answered; undefined without well-formed segments.
 */
function chunksOf(segments: unknown): { text: string; timestamp: [number, number] }[] | undefined {
	if (!Array.isArray(segments) || segments.length === 0) return undefined;
	const chunks = segments.map((segment) => {
		const { text, start, end } = isRecord(segment) ? segment : {};
		return typeof text === "string" && typeof start === "number" && typeof end === "number"
			? { text, timestamp: [start, end] as [number, number] }
			: undefined;
	});
	return chunks.every((chunk) => chunk !== undefined) ? chunks : undefined;
}
