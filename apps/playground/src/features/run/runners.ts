import type { InferenceClient } from "@modelyard/inference";
import type {
	ImageSegmentationOutput,
	PipelineType,
	TextToImageParameters,
	TokenClassificationOutput,
} from "@modelyard/tasks";
import type { CallProvider } from "./routing.js";

/** What the form collects for a task. */
export type InputForm =
	| "chat"
	| "text"
	| "question"
	| "zero-shot"
	| "similarity"
	| "image"
	| "audio"
	| "prompt"
	/** An image and a prompt guiding what is made from it (image-to-image, image-to-video...). */
	| "image-prompt";

export interface RunInput {
	text: string;
	context: string;
	labels: string;
	sentences: string;
	media?: Blob;
	mediaUrl?: string;
	temperature: number;
	maxTokens: number;
	/** Text-to-image settings; only the ones set are sent. */
	imageParameters: TextToImageParameters;
	/** Chat: the sampling seed, when one is set (recorded chats were made with one). */
	seed?: number;
}

/** What the playground shows for a result. */
export type RunOutput =
	| { view: "labels"; items: Array<{ label: string; score: number }> }
	| { view: "text"; text: string }
	| { view: "boxes"; image: string; items: Array<{ label: string; score: number; box: Box }> }
	| { view: "masks"; image: string; items: ImageSegmentationOutput }
	| { view: "image"; url: string; type: string }
	| { view: "video"; url: string; type: string }
	| { view: "audio"; items: Array<{ label: string; url: string; type: string }> }
	| { view: "entities"; items: TokenClassificationOutput }
	| { view: "json"; value: unknown };

export interface Box {
	xmin: number;
	ymin: number;
	xmax: number;
	ymax: number;
}

export interface RunContext {
	client: InferenceClient;
	model: string;
	provider: CallProvider;
	input: RunInput;
	/** The model's mask token, for fill-mask. */
	maskToken?: string;
	/** A URL for a result blob, revoked by the run layer when the result is replaced. */
	objectUrl(blob: Blob): string;
}

interface Runner {
	input: InputForm;
	run(context: RunContext): Promise<RunOutput>;
}

const need = (blob: Blob | undefined, what: string): Blob => {
	if (!blob) throw new Error(`Choose ${what} first (upload one, or use the sample).`);
	return blob;
};
const base = ({ model, provider }: RunContext) => ({ model, provider });
/** The prompt as `parameters.prompt`, when one is written. */
const promptParameters = (text: string) => (text.trim() ? { parameters: { prompt: text.trim() } } : {});
const image = (c: RunContext, blob: Blob): RunOutput => ({ view: "image", url: c.objectUrl(blob), type: blob.type });
const video = (c: RunContext, blob: Blob): RunOutput => ({ view: "video", url: c.objectUrl(blob), type: blob.type });
const labels = (items: Array<{ label: string; score: number }>): RunOutput => ({ view: "labels", items });
/** A list field as it is sent: one item a line or between commas (the view code shows the same list). */
export const splitList = (text: string) =>
	text
		.split(/[\n,]/)
		.map((s) => s.trim())
		.filter(Boolean);

/** One entry per task the playground can run (chat is handled by the chat panel). */
export const RUNNERS: Partial<Record<PipelineType, Runner>> = {
	"text-classification": {
		input: "text",
		run: async (c) => labels(await c.client.textClassification({ ...base(c), inputs: c.input.text })),
	},
	"token-classification": {
		input: "text",
		run: async (c) => ({
			view: "entities",
			items: await c.client.tokenClassification({ ...base(c), inputs: c.input.text }),
		}),
	},
	"fill-mask": {
		input: "text",
		run: async (c) => {
			if (c.maskToken && !c.input.text.includes(c.maskToken)) {
				throw new Error(`Put the mask token ${c.maskToken} where the missing word goes: fill-mask guesses that word.`);
			}
			const result = await c.client.fillMask({ ...base(c), inputs: c.input.text });
			return labels(result.map((r) => ({ label: r.sequence, score: r.score })));
		},
	},
	summarization: {
		input: "text",
		run: async (c) => ({
			view: "text",
			text: (await c.client.summarization({ ...base(c), inputs: c.input.text })).summary_text,
		}),
	},
	translation: {
		input: "text",
		run: async (c) => {
			const result = await c.client.translation({ ...base(c), inputs: c.input.text });
			const first = Array.isArray(result) ? result[0] : result;
			return { view: "text", text: first?.translation_text ?? "" };
		},
	},
	"text-generation": {
		input: "text",
		run: async (c) => ({
			view: "text",
			text: (await c.client.textGeneration({ ...base(c), inputs: c.input.text })).generated_text,
		}),
	},
	"feature-extraction": {
		input: "text",
		run: async (c) => ({
			view: "json",
			value: await c.client.featureExtraction({ ...base(c), inputs: c.input.text }),
		}),
	},
	"question-answering": {
		input: "question",
		run: async (c) => {
			const answer = await c.client.questionAnswering({
				...base(c),
				inputs: { question: c.input.text, context: c.input.context },
			});
			return labels([{ label: answer.answer, score: answer.score }]);
		},
	},
	"zero-shot-classification": {
		input: "zero-shot",
		run: async (c) =>
			labels(
				await c.client.zeroShotClassification({
					...base(c),
					inputs: c.input.text,
					parameters: { candidate_labels: splitList(c.input.labels) },
				}),
			),
	},
	"sentence-similarity": {
		input: "similarity",
		run: async (c) => {
			const sentences = splitList(c.input.sentences);
			const scores = await c.client.sentenceSimilarity({
				...base(c),
				inputs: { source_sentence: c.input.text, sentences },
			});
			return labels(sentences.map((label, i) => ({ label, score: scores[i] ?? 0 })));
		},
	},
	"image-classification": {
		input: "image",
		run: async (c) =>
			labels(await c.client.imageClassification({ ...base(c), inputs: need(c.input.media, "an image") })),
	},
	"zero-shot-image-classification": {
		input: "zero-shot",
		run: async (c) =>
			labels(
				await c.client.zeroShotImageClassification({
					...base(c),
					inputs: need(c.input.media, "an image"),
					parameters: { candidate_labels: splitList(c.input.labels) },
				}),
			),
	},
	"object-detection": {
		input: "image",
		run: async (c) => ({
			view: "boxes",
			image: c.input.mediaUrl ?? "",
			items: await c.client.objectDetection({ ...base(c), inputs: need(c.input.media, "an image") }),
		}),
	},
	"image-segmentation": {
		input: "image",
		run: async (c) => ({
			view: "masks",
			image: c.input.mediaUrl ?? "",
			items: await c.client.imageSegmentation({ ...base(c), inputs: need(c.input.media, "an image") }),
		}),
	},
	"image-to-text": {
		input: "image",
		run: async (c) => ({
			view: "text",
			text: (await c.client.imageToText({ ...base(c), inputs: need(c.input.media, "an image") })).generated_text,
		}),
	},
	"automatic-speech-recognition": {
		input: "audio",
		run: async (c) => ({
			view: "text",
			text: (await c.client.automaticSpeechRecognition({ ...base(c), inputs: need(c.input.media, "an audio file") }))
				.text,
		}),
	},
	"audio-classification": {
		input: "audio",
		run: async (c) =>
			labels(await c.client.audioClassification({ ...base(c), inputs: need(c.input.media, "an audio file") })),
	},
	"text-to-image": {
		input: "prompt",
		run: async (c) => {
			const parameters = c.input.imageParameters;
			const image = await c.client.textToImage({
				...base(c),
				inputs: c.input.text,
				...(Object.keys(parameters).length > 0 && { parameters }),
			});
			return { view: "image", url: c.objectUrl(image), type: image.type };
		},
	},
	"image-to-image": {
		input: "image-prompt",
		run: async (c) =>
			image(
				c,
				await c.client.imageToImage({
					...base(c),
					inputs: need(c.input.media, "an image"),
					...promptParameters(c.input.text),
				}),
			),
	},
	// The image may be left out: the prompt alone then goes to the provider's text endpoint.
	"image-text-to-image": {
		input: "image-prompt",
		run: async (c) =>
			image(
				c,
				await c.client.imageTextToImage({ ...base(c), inputs: c.input.media, ...promptParameters(c.input.text) }),
			),
	},
	"image-to-video": {
		input: "image-prompt",
		run: async (c) =>
			video(
				c,
				await c.client.imageToVideo({
					...base(c),
					inputs: need(c.input.media, "an image"),
					...promptParameters(c.input.text),
				}),
			),
	},
	"image-text-to-video": {
		input: "image-prompt",
		run: async (c) =>
			video(
				c,
				await c.client.imageTextToVideo({ ...base(c), inputs: c.input.media, ...promptParameters(c.input.text) }),
			),
	},
	"text-to-video": {
		input: "prompt",
		run: async (c) => video(c, await c.client.textToVideo({ ...base(c), inputs: c.input.text })),
	},
	"text-to-audio": {
		input: "prompt",
		run: async (c) => {
			const audio = await c.client.textToAudio({ ...base(c), inputs: c.input.text });
			return { view: "audio", items: [{ label: "audio", url: c.objectUrl(audio), type: audio.type }] };
		},
	},
	"text-to-speech": {
		input: "prompt",
		run: async (c) => {
			const audio = await c.client.textToSpeech({ ...base(c), inputs: c.input.text });
			return { view: "audio", items: [{ label: "speech", url: c.objectUrl(audio), type: audio.type }] };
		},
	},
};
