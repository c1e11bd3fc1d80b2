import { describe, expect, it } from "vitest";
import { DEFAULT_WIDGET_EXAMPLES, MAPPING_DEFAULT_WIDGET } from "../src/default-widget-inputs.js";
import { PIPELINE_DATA } from "../src/pipelines.js";
import type { WidgetExample } from "../src/widget-example.js";

const TEXT_TASKS = [
	"text-classification",
	"token-classification",
	"question-answering",
	"zero-shot-classification",
	"translation",
	"summarization",
	"text-generation",
	"fill-mask",
	"sentence-similarity",
];
const ENGLISH_TASKS = [
	...TEXT_TASKS,
	"table-question-answering",
	"conversational",
	"automatic-speech-recognition",
	"text-to-speech",
];

const nonEmpty = expect.stringMatching(/\S/);

/** The fields each widget task's examples must have. */
function checkExample(task: string, example: WidgetExample): void {
	const fields = example as unknown as Record<string, unknown>;
	switch (task) {
		case "question-answering":
			return void expect(fields).toMatchObject({ text: nonEmpty, context: nonEmpty });
		case "table-question-answering": {
			expect(fields).toMatchObject({ text: nonEmpty });
			const columns = Object.values(fields.table as Record<string, string[]>);
			expect(columns.length).toBeGreaterThan(1);
			return void expect(new Set(columns.map((column) => column.length)).size).toBe(1);
		}
		case "zero-shot-classification":
			expect(fields).toMatchObject({ text: nonEmpty, multi_class: expect.any(Boolean) });
			return void expect(fields.candidate_labels).toMatch(/^[^,]+(, [^,]+)+$/);
		case "sentence-similarity":
			expect(fields).toMatchObject({ source_sentence: nonEmpty });
			return void expect((fields.sentences as string[]).length).toBeGreaterThan(1);
		case "conversational":
			return void expect(fields.messages).toEqual([{ role: "user", content: nonEmpty }]);
		case "automatic-speech-recognition":
			return void expect(fields.src).toMatch(/^https:\/\/\S+\.(flac|wav|mp3)$/);
		case "fill-mask":
			return void expect((fields.text as string).split("<mask>")).toHaveLength(2);
		default:
			return void expect(fields).toEqual({ text: nonEmpty });
	}
}

describe("MAPPING_DEFAULT_WIDGET", () => {
	it("covers English, French, Spanish and German", () => {
		expect([...MAPPING_DEFAULT_WIDGET.keys()]).toEqual(["en", "fr", "es", "de"]);
	});

	it("has English examples for the 13 widget tasks and the text tasks in every other language", () => {
		expect([...(MAPPING_DEFAULT_WIDGET.get("en")?.keys() ?? [])].sort()).toEqual([...ENGLISH_TASKS].sort());
		for (const language of ["fr", "es", "de"]) {
			expect([...(MAPPING_DEFAULT_WIDGET.get(language)?.keys() ?? [])].sort(), language).toEqual(
				[...TEXT_TASKS].sort(),
			);
		}
	});

	it("uses widget types only: pipeline ids or conversational", () => {
		for (const mapping of MAPPING_DEFAULT_WIDGET.values()) {
			for (const task of mapping.keys()) {
				if (task !== "conversational") expect(PIPELINE_DATA, task).toHaveProperty([task]);
			}
		}
	});

	it("gives every task valid, distinct examples", () => {
		for (const [language, mapping] of MAPPING_DEFAULT_WIDGET) {
			for (const [task, examples] of mapping) {
				expect(examples.length, `${language} ${task}`).toBeGreaterThan(0);
				for (const example of examples) checkExample(task, example);
				expect(new Set(examples.map((example) => JSON.stringify(example))).size).toBe(examples.length);
			}
		}
	});

	it("is the Map form of DEFAULT_WIDGET_EXAMPLES", () => {
		for (const [language, examples] of Object.entries(DEFAULT_WIDGET_EXAMPLES)) {
			expect(Object.fromEntries(MAPPING_DEFAULT_WIDGET.get(language) ?? [])).toEqual(examples);
		}
	});
});
