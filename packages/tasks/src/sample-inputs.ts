/**
 * A sample input per task, kept as values (strings, objects, tables), never as code. Snippet generators
 * read a value with getSampleInput and render it in their language with snippet-format;
 * getModelInputSnippet renders it as JSON text, as @huggingface/tasks 0.18 did.
 *
 * Sample strings hold no quote or backslash, so a JSON literal with its quotes stripped is the text itself.
 * Image and audio inputs are file names the user is expected to have next to the code.
 */
import type { ModelDataMinimal } from "./model-data.js";
import type { PipelineType } from "./pipelines.js";
import { toJsonLiteral } from "./snippet-format/index.js";
import type { ChatCompletionInputMessage } from "./task-types/chat-completion.js";

/** Question-answering input: a question about a passage. */
export type QuestionAnsweringSample = { question: string; context: string };
/** Sentence-similarity input: one sentence compared with several others. */
export type SentenceSimilaritySample = { source_sentence: string; sentences: string[] };
/** Table-question-answering input: a query over a table whose cells are strings, column by column. */
export type TableQuestionAnsweringSample = { query: string; table: Record<string, string[]> };
/** Document-question-answering input: an image file name and a question about it. */
export type DocumentQuestionAnsweringSample = { image: string; question: string };
/** Image-to-image input: an image file name and an instruction. */
export type ImageToImageSample = { image: string; prompt: string };
/** Tabular input: rows to predict, column by column. */
export type TabularSample = Record<string, (string | number)[]>;

/** The type of the sample input of each task that has one (29 tasks, and 3 image generators of 4.x). */
export interface SampleInputByTask {
	"audio-classification": string;
	"audio-to-audio": string;
	"automatic-speech-recognition": string;
	"document-question-answering": DocumentQuestionAnsweringSample;
	"feature-extraction": string;
	"fill-mask": string;
	"image-classification": string;
	"image-segmentation": string;
	"image-text-to-text": string;
	"image-text-to-image": ImageToImageSample;
	"image-text-to-video": ImageToImageSample;
	"image-to-image": ImageToImageSample;
	"image-to-text": string;
	"image-to-video": ImageToImageSample;
	"object-detection": string;
	"question-answering": QuestionAnsweringSample;
	"sentence-similarity": SentenceSimilaritySample;
	summarization: string;
	"table-question-answering": TableQuestionAnsweringSample;
	"tabular-classification": TabularSample;
	"tabular-regression": TabularSample;
	"text-classification": string;
	"text-generation": string;
	"text-to-audio": string;
	"text-to-image": string;
	"text-to-speech": string;
	"text-to-video": string;
	"text2text-generation": string;
	"token-classification": string;
	translation: string;
	"zero-shot-classification": string;
	"zero-shot-image-classification": string;
}

/** A task that has a sample input. */
export type SampleInputTask = keyof SampleInputByTask;

/** Tasks whose models may be chat models: with the `conversational` tag their sample is a list of messages. */
export type ChatSampleTask = "text-generation" | "image-text-to-text";

/**
 * A sample chat message: plain data, so it renders with snippet-format like any other sample, and it is a
 * ChatCompletionInputMessage.
 */
export type SampleChatMessage = {
	role: "user" | "assistant" | "system";
	content: string | SampleChatContentPart[];
};
/** One part of a multimodal sample message: text or an image URL. */
export type SampleChatContentPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };

/** What getSampleInput returns for a task: chat-capable tasks may answer with messages. */
export type SampleInputFor<T extends SampleInputTask> = T extends ChatSampleTask
	? SampleInputByTask[T] | SampleChatMessage[]
	: SampleInputByTask[T];

/** Any sample input value. */
export type SampleInput = SampleInputFor<SampleInputTask>;

/**
 * Where the fill-mask sample puts the model's mask token. The table spells it out: a template literal with a
 * substitution there would count as a possible side effect and keep bundlers from dropping the table.
 */
const MASK = "<mask>";

/** The sample input of each task, as plain values. Read it through getSampleInput, which returns copies. */
export const SAMPLE_INPUTS: { readonly [T in SampleInputTask]: SampleInputByTask[T] } = {
	"audio-classification": "sample1.flac",
	"audio-to-audio": "sample1.flac",
	"automatic-speech-recognition": "sample1.flac",
	"document-question-answering": { image: "invoice.png", question: "What is the invoice number?" },
	"feature-extraction": "Rain is expected this afternoon, so take an umbrella with you.",
	"fill-mask": "Paris is the <mask> of France.",
	"image-classification": "cats.jpg",
	"image-segmentation": "cats.jpg",
	"image-text-to-text": "Describe what happens in this picture:",
	"image-text-to-image": { image: "cat.png", prompt: "Turn the cat into a tiger." },
	"image-text-to-video": { image: "cat.png", prompt: "The cat starts to dance." },
	"image-to-image": { image: "cat.png", prompt: "Paint the cat as a snow leopard." },
	"image-to-text": "cats.jpg",
	"image-to-video": { image: "cat.png", prompt: "The cat starts to dance." },
	"object-detection": "cats.jpg",
	"question-answering": {
		question: "Where does Tomas work?",
		context: "Tomas is a baker. He works in a small shop near the harbour in Lisbon.",
	},
	"sentence-similarity": {
		source_sentence: "A man is playing a guitar.",
		sentences: [
			"Someone is playing a musical instrument.",
			"A woman is slicing vegetables.",
			"A man strums a guitar on stage.",
		],
	},
	summarization:
		"The Great Barrier Reef is the largest coral reef system in the world. It is made of nearly 3,000 " +
		"individual reefs and 900 islands stretching over 2,300 kilometres off the coast of Queensland, " +
		"Australia. The reef can be seen from outer space and is the largest single structure built by living " +
		"organisms. It is home to thousands of species, among them about 1,500 species of fish, and was " +
		"listed as a World Heritage Site in 1981.",
	"table-question-answering": {
		query: "Which city has the most inhabitants?",
		table: {
			City: ["Lagos", "Cairo", "Kinshasa"],
			Country: ["Nigeria", "Egypt", "DR Congo"],
			"Population (millions)": ["15.4", "10.1", "16.3"],
		},
	},
	"tabular-classification": {
		sepal_length: [5.1, 6.4],
		sepal_width: [3.5, 2.9],
		petal_length: [1.4, 4.3],
		petal_width: [0.2, 1.3],
	},
	"tabular-regression": {
		rooms: [3, 5],
		area_m2: [72.5, 131],
		year_built: [1994, 2012],
		district: ["north", "harbour"],
	},
	"text-classification": "What a wonderful surprise, I love this gift!",
	"text-generation": "Once upon a time, in a village by the sea, there lived",
	"text-to-audio": "gentle rain on a tin roof, distant thunder, calm ambient pads",
	"text-to-image": "A lighthouse on a rocky cliff at sunset, watercolor painting",
	"text-to-speech": "Welcome aboard. The next stop is Central Station.",
	"text-to-video": "A red fox running through fresh snow in a pine forest",
	"text2text-generation": "The capital of Italy is",
	"token-classification": "My name is Amelia Watson and I work at the Royal Museum in Edinburgh.",
	translation: "Le musée ouvre ses portes à neuf heures et ferme à dix-huit heures.",
	"zero-shot-classification": "I was charged twice for my last order and would like my money back.",
	"zero-shot-image-classification": "cats.jpg",
};

/** The sample conversation of chat models (models tagged `conversational`) of each chat-capable task. */
export const CHAT_SAMPLE_INPUTS: { readonly [T in ChatSampleTask]: SampleChatMessage[] } = {
	"text-generation": [{ role: "user", content: "What is the tallest mountain in Africa?" }],
	"image-text-to-text": [
		{
			role: "user",
			content: [
				{ type: "text", text: "Which insect is in this picture? Answer in one sentence." },
				{
					type: "image_url",
					image_url: { url: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/bee.jpg" },
				},
			],
		},
	],
};

/** Candidate labels the zero-shot snippets offer with their sample input. */
export const SAMPLE_CANDIDATE_LABELS = {
	"zero-shot-classification": ["refund", "legal", "faq"],
	"zero-shot-image-classification": ["cat", "dog", "llama"],
} as const satisfies Partial<Record<PipelineType, readonly string[]>>;

/** What getModelInputSnippet answers for a task without a sample input. */
export const NO_SAMPLE_INPUT_MESSAGE = "No input example has been defined for this model task.";

/** The model fields that choose a sample: its tags (`conversational`) and its mask token. */
export type SampleModel = Partial<Pick<ModelDataMinimal, "tags" | "mask_token">>;

/** Whether a task has a sample input (narrows a PipelineType for getSampleInput). */
export function hasSampleInput(task: string): task is SampleInputTask {
	return Object.hasOwn(SAMPLE_INPUTS, task);
}

function isChatSampleTask(task: SampleInputTask): task is ChatSampleTask {
	return Object.hasOwn(CHAT_SAMPLE_INPUTS, task);
}

/** A fresh copy, so a caller that edits the value it got cannot change the table. */
function copyOf<T>(value: T): T {
	return JSON.parse(JSON.stringify(value));
}

/**
 * The sample input of a task as a value, fitted to the model: messages for chat models of chat-capable
 * tasks, the model's mask token in the fill-mask sentence (`<mask>` stays when the model has none).
 */
export function getSampleInput<T extends SampleInputTask>(task: T, model?: SampleModel): SampleInputFor<T>;
export function getSampleInput(task: SampleInputTask, model: SampleModel = {}): SampleInput {
	if (isChatSampleTask(task) && model.tags?.includes("conversational")) return copyOf(CHAT_SAMPLE_INPUTS[task]);
	if (task === "fill-mask") {
		// A function replacement, so `$` sequences in a mask token are not read as replacement patterns.
		const token = model.mask_token ?? MASK;
		return SAMPLE_INPUTS[task].replace(MASK, () => token);
	}
	return copyOf(SAMPLE_INPUTS[task]);
}

/** The sample input of a model's task (see getSampleInput), or undefined when its task has none. */
export function getSampleInputForModel(
	model: SampleModel & Pick<ModelDataMinimal, "pipeline_tag">,
): SampleInput | undefined {
	const task = model.pipeline_tag;
	return task !== undefined && hasSampleInput(task) ? getSampleInput(task, model) : undefined;
}

/** Whitespace that starts a new line or indents one: only layout, since JSON escapes it inside strings. */
const LAYOUT_WHITESPACE = /[ \t]*(?:\r\n|\r|\n)[ \t]*|\t+/g;
const ONE_PAIR_OF_QUOTES = /^"(.+)"$/s;

/**
 * The sample input for a model's task as JSON text (a string sample is a quoted JSON string), or the sample
 * messages for chat models. `noWrap` puts it on one line; `noQuotes` strips the quotes around a string.
 * Tasks without a sample get NO_SAMPLE_INPUT_MESSAGE.
 */
export function getModelInputSnippet(
	model: ModelDataMinimal,
	noWrap = false,
	noQuotes = false,
): string | ChatCompletionInputMessage[] {
	const value = getSampleInputForModel(model);
	if (value === undefined) return NO_SAMPLE_INPUT_MESSAGE;
	if (Array.isArray(value)) return value;
	let text = toJsonLiteral(value);
	if (noWrap) text = text.replace(LAYOUT_WHITESPACE, " ");
	if (noQuotes) text = text.replace(ONE_PAIR_OF_QUOTES, "$1");
	return text;
}
