import { describe, expect, it } from "vitest";
import type { ModelDataMinimal } from "../src/model-data.js";
import { PIPELINE_DATA, type PipelineType } from "../src/pipelines.js";
import {
	CHAT_SAMPLE_INPUTS,
	getModelInputSnippet,
	getSampleInput,
	getSampleInputForModel,
	hasSampleInput,
	NO_SAMPLE_INPUT_MESSAGE,
	SAMPLE_CANDIDATE_LABELS,
	SAMPLE_INPUTS,
	type SampleInputTask,
} from "../src/sample-inputs.js";

const model = (pipeline_tag: PipelineType | undefined, extra: Partial<ModelDataMinimal> = {}): ModelDataMinimal => ({
	id: "someone/some-model",
	pipeline_tag,
	tags: [],
	...extra,
});

// The 29 tags that have a sample input in @huggingface/tasks 0.18 (the tags the API snippets cover).
const TASKS_WITH_SAMPLES = [
	"audio-classification",
	"audio-to-audio",
	"automatic-speech-recognition",
	"document-question-answering",
	"feature-extraction",
	"fill-mask",
	"image-classification",
	"image-segmentation",
	"image-text-to-image",
	"image-text-to-text",
	"image-text-to-video",
	"image-to-image",
	"image-to-text",
	"image-to-video",
	"object-detection",
	"question-answering",
	"sentence-similarity",
	"summarization",
	"table-question-answering",
	"tabular-classification",
	"tabular-regression",
	"text-classification",
	"text-generation",
	"text-to-audio",
	"text-to-image",
	"text-to-speech",
	"text-to-video",
	"text2text-generation",
	"token-classification",
	"translation",
	"zero-shot-classification",
	"zero-shot-image-classification",
];

const IMAGE_TASKS = [
	"image-classification",
	"image-segmentation",
	"image-to-text",
	"object-detection",
	"zero-shot-image-classification",
];
const AUDIO_TASKS = ["audio-classification", "audio-to-audio", "automatic-speech-recognition"];

const isStringList = (value: unknown): value is string[] =>
	Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string" && item.length > 0);

/** What a valid sample looks like for each kind of task. */
function checkShape(task: SampleInputTask, value: unknown): void {
	if (IMAGE_TASKS.includes(task)) return void expect(value).toMatch(/^[\w-]+\.(jpg|png)$/);
	if (AUDIO_TASKS.includes(task)) return void expect(value).toMatch(/^[\w-]+\.(flac|wav)$/);
	switch (task) {
		case "question-answering":
			return void expect(value).toEqual({ question: expect.any(String), context: expect.any(String) });
		case "sentence-similarity": {
			expect(value).toEqual({ source_sentence: expect.any(String), sentences: expect.any(Array) });
			return void expect(isStringList((value as { sentences: unknown }).sentences)).toBe(true);
		}
		case "table-question-answering": {
			const { query, table } = value as { query: unknown; table: Record<string, unknown> };
			expect(typeof query).toBe("string");
			const columns = Object.values(table);
			expect(columns.length).toBeGreaterThan(1);
			for (const column of columns) expect(isStringList(column)).toBe(true);
			return void expect(new Set(columns.map((column) => (column as string[]).length)).size).toBe(1);
		}
		case "tabular-classification":
		case "tabular-regression": {
			const columns = Object.values(value as Record<string, unknown[]>);
			expect(columns.length).toBeGreaterThan(1);
			for (const column of columns) {
				expect(column.every((cell) => typeof cell === "number" || typeof cell === "string")).toBe(true);
			}
			return void expect(new Set(columns.map((column) => column.length)).size).toBe(1);
		}
		case "document-question-answering":
			expect(value).toEqual({ image: expect.stringMatching(/\.(png|jpg)$/), question: expect.any(String) });
			return void expect((value as { question: string }).question).toMatch(/\?$/);
		case "image-to-image":
		case "image-to-video":
		case "image-text-to-image":
		case "image-text-to-video":
			return void expect(value).toEqual({ image: expect.stringMatching(/\.(png|jpg)$/), prompt: expect.any(String) });
		case "fill-mask":
			return void expect((value as string).split("<mask>")).toHaveLength(2);
		default:
			expect(typeof value).toBe("string");
			expect((value as string).length).toBeGreaterThan(10);
	}
}

describe("SAMPLE_INPUTS", () => {
	it("has a sample for exactly the 29 tasks of @huggingface/tasks 0.18 and 3 image generators, all known pipeline ids", () => {
		expect(Object.keys(SAMPLE_INPUTS).sort()).toEqual(TASKS_WITH_SAMPLES);
		for (const task of [...Object.keys(SAMPLE_INPUTS), ...Object.keys(CHAT_SAMPLE_INPUTS)]) {
			expect(PIPELINE_DATA, task).toHaveProperty([task]);
		}
		for (const task of Object.keys(SAMPLE_CANDIDATE_LABELS)) expect(SAMPLE_INPUTS, task).toHaveProperty([task]);
	});

	it.each(TASKS_WITH_SAMPLES as SampleInputTask[])("%s: the sample is valid for its task", (task) => {
		checkShape(task, SAMPLE_INPUTS[task]);
		checkShape(task, getSampleInput(task));
	});

	it("keeps every sample string free of quotes and backslashes, so an unquoted JSON string is the text itself", () => {
		const strings = JSON.stringify(SAMPLE_INPUTS).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
		for (const literal of strings) expect(JSON.parse(literal), literal).not.toMatch(/["\\]/);
	});

	it("offers the zero-shot candidate labels of the reference", () => {
		expect(SAMPLE_CANDIDATE_LABELS["zero-shot-classification"]).toEqual(["refund", "legal", "faq"]);
		expect(SAMPLE_CANDIDATE_LABELS["zero-shot-image-classification"]).toEqual(["cat", "dog", "llama"]);
	});
});

describe("getSampleInput", () => {
	it("puts the model's mask token in the fill-mask sentence, and keeps <mask> without one", () => {
		expect(getSampleInput("fill-mask", { mask_token: "[MASK]" })).toBe("Paris is the [MASK] of France.");
		expect(getSampleInput("fill-mask", { mask_token: "$&" })).toBe("Paris is the $& of France.");
		expect(getSampleInput("fill-mask")).toBe("Paris is the <mask> of France.");
	});

	it("gives chat models of chat-capable tasks a conversation", () => {
		const conversational = { tags: ["conversational"] };
		expect(getSampleInput("text-generation", conversational)).toEqual([
			{ role: "user", content: expect.stringMatching(/\?$/) },
		]);
		const visual = getSampleInput("image-text-to-text", conversational);
		expect(visual).toEqual([
			{
				role: "user",
				content: [
					{ type: "text", text: expect.any(String) },
					{ type: "image_url", image_url: { url: expect.stringMatching(/^https:\/\/[^\s"']+\.jpg$/) } },
				],
			},
		]);
		expect(typeof getSampleInput("text-generation", { tags: ["text-generation-inference"] })).toBe("string");
		expect(typeof getSampleInput("summarization", conversational)).toBe("string");
	});

	it("returns copies: editing a result does not change the table", () => {
		const first = getSampleInput("sentence-similarity");
		first.sentences.push("changed");
		const chat = getSampleInput("text-generation", { tags: ["conversational"] });
		if (Array.isArray(chat) && chat[0]) chat[0].content = "changed";
		expect(getSampleInput("sentence-similarity").sentences).toHaveLength(3);
		expect(getSampleInput("text-generation", { tags: ["conversational"] })).toEqual(
			CHAT_SAMPLE_INPUTS["text-generation"],
		);
		expect(CHAT_SAMPLE_INPUTS["text-generation"][0]?.content).not.toBe("changed");
	});

	it("finds the sample of a model's task, fitted to the model", () => {
		expect(getSampleInputForModel(model("text-generation", { tags: ["conversational"] }))).toEqual(
			CHAT_SAMPLE_INPUTS["text-generation"],
		);
		expect(getSampleInputForModel(model("fill-mask", { mask_token: "[MASK]" }))).toBe("Paris is the [MASK] of France.");
		expect(getSampleInputForModel(model("table-question-answering"))).toEqual(
			SAMPLE_INPUTS["table-question-answering"],
		);
		expect(getSampleInputForModel(model("robotics"))).toBeUndefined();
		expect(getSampleInputForModel(model(undefined))).toBeUndefined();
	});

	it("knows which tasks have a sample", () => {
		expect(hasSampleInput("translation")).toBe(true);
		expect(hasSampleInput("robotics")).toBe(false);
		expect(hasSampleInput("toString")).toBe(false);
	});
});

describe("getModelInputSnippet", () => {
	it.each(TASKS_WITH_SAMPLES as PipelineType[])("%s: a JSON literal of the sample value", (task) => {
		const snippet = getModelInputSnippet(model(task, { mask_token: "[MASK]" }));
		expect(typeof snippet).toBe("string");
		expect(JSON.parse(snippet as string)).toEqual(getSampleInput(task as SampleInputTask, { mask_token: "[MASK]" }));
	});

	it("writes a string sample as a quoted JSON string and an object sample over several lines", () => {
		expect(getModelInputSnippet(model("text-to-image"))).toBe(JSON.stringify(SAMPLE_INPUTS["text-to-image"]));
		const qa = getModelInputSnippet(model("question-answering")) as string;
		expect(qa.split("\n")).toHaveLength(4);
		expect(qa).toBe(JSON.stringify(SAMPLE_INPUTS["question-answering"], null, 4));
	});

	it("returns the messages for conversational text-generation and image-text-to-text models", () => {
		for (const task of ["text-generation", "image-text-to-text"] as const) {
			const snippet = getModelInputSnippet(model(task, { tags: ["conversational"] }), true, true);
			expect(snippet).toEqual(CHAT_SAMPLE_INPUTS[task]);
		}
		expect(typeof getModelInputSnippet(model("image-text-to-text"))).toBe("string");
	});

	it("puts the fill-mask model's mask token in the text", () => {
		expect(getModelInputSnippet(model("fill-mask", { mask_token: "<mask>" }))).toBe('"Paris is the <mask> of France."');
		expect(getModelInputSnippet(model("fill-mask", { mask_token: "[MASK]" }), false, true)).toBe(
			"Paris is the [MASK] of France.",
		);
	});

	it("escapes DEL and the Unicode line separators in its JSON text, which still parses to the same sample", () => {
		const token = "<m\u007fa\u2028s\u2029k>";
		const snippet = getModelInputSnippet(model("fill-mask", { mask_token: token })) as string;
		expect(snippet).toBe('"Paris is the <m\\u007fa\\u2028s\\u2029k> of France."');
		expect(JSON.parse(snippet)).toBe(`Paris is the ${token} of France.`);
	});

	it("falls back to the placeholder sentence for tasks without a sample or without a task", () => {
		expect(NO_SAMPLE_INPUT_MESSAGE).toBe("No input example has been defined for this model task.");
		expect(getModelInputSnippet(model("robotics"))).toBe(NO_SAMPLE_INPUT_MESSAGE);
		expect(getModelInputSnippet(model(undefined))).toBe(NO_SAMPLE_INPUT_MESSAGE);
	});

	it("noWrap puts a multi-line sample on one line that is still the same JSON", () => {
		for (const task of ["table-question-answering", "sentence-similarity", "tabular-classification"] as const) {
			const flat = getModelInputSnippet(model(task), true) as string;
			expect(flat).not.toMatch(/[\n\r\t]/);
			expect(flat).not.toMatch(/ {2}/);
			expect(JSON.parse(flat)).toEqual(SAMPLE_INPUTS[task]);
		}
		expect(getModelInputSnippet(model("question-answering"), true)).toBe(
			`{ "question": "${SAMPLE_INPUTS["question-answering"].question}", "context": "${SAMPLE_INPUTS["question-answering"].context}" }`,
		);
	});

	it("noQuotes strips the quotes around a string sample and leaves objects alone", () => {
		expect(getModelInputSnippet(model("translation"), false, true)).toBe(SAMPLE_INPUTS.translation);
		expect(getModelInputSnippet(model("summarization"), true, true)).toBe(SAMPLE_INPUTS.summarization);
		const qa = getModelInputSnippet(model("question-answering"), false, true) as string;
		expect(JSON.parse(qa)).toEqual(SAMPLE_INPUTS["question-answering"]);
	});
});
