// Export parity with @huggingface/tasks 0.18.11 (reference-behaviour.md §4.1: 198 names, 28 runtime values):
// every runtime value with its kind and size, and every interface and type name, checked by compiling a
// consumer file that imports them all.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as tasks from "../src/index.js";

type Kind = "array" | "Map" | "Set" | "object" | "function" | "regex" | "enum" | "string";
/** `size`: array length, Map/Set size or own key count, as 0.18 has it unless `ours` says otherwise. */
interface RuntimeExport {
	kind: Kind;
	size?: number;
	/** Where modelyard deliberately differs from 0.18: our size and why (README "Differences"). */
	ours?: { size: number; why: string };
}

/** The task catalogue follows the Hub's current list (README "Differences"). */
const CURRENT_TASKS = { size: 58, why: "the Hub's current 57 tasks plus text2text-generation (0.18: 55 tasks)" };

const CURRENT_TASKS_SUBTASKS = {
	size: 82,
	why: "text generation also lists text2text-generation and its 7 subtasks, as the Hub does now (0.18: 74)",
};

/** The library registry follows the Hub's current list too. */
const CURRENT_LIBRARIES = { size: 258, why: "the Hub's current 257 libraries plus dia, which it dropped (0.18: 128)" };
const CURRENT_DISPLAY_LIBRARIES = { size: 35, why: "the Hub's current library filter (0.18: 32)" };

const CURRENT_LOCAL_APPS = {
	size: 26,
	why: "the Hub's current 24 apps, plus Sanctum and Invoke, which it dropped (0.18: 17 apps)",
};

const RUNTIME_EXPORTS: Record<string, RuntimeExport> = {
	ALL_DISPLAY_MODEL_LIBRARY_KEYS: { kind: "array", size: 32, ours: CURRENT_DISPLAY_LIBRARIES },
	ALL_MODEL_LIBRARY_KEYS: { kind: "array", size: 128, ours: CURRENT_LIBRARIES },
	DATASET_LIBRARIES_UI_ELEMENTS: { kind: "object", size: 10 },
	DEFAULT_MEMORY_OPTIONS: { kind: "array", size: 12 },
	GGUF_QUANT_RE: { kind: "regex" },
	GGUF_QUANT_RE_GLOBAL: { kind: "regex" },
	HF_HUB_INFERENCE_PROXY_TEMPLATE: { kind: "string" },
	LIBRARY_TASK_MAPPING: { kind: "object", size: 28 },
	LOCAL_APPS: { kind: "object", size: 17, ours: CURRENT_LOCAL_APPS },
	MAPPING_DEFAULT_WIDGET: {
		kind: "Map",
		size: 14,
		ours: { size: 4, why: "default widget examples in en, fr, es, de only (0.18: 14 languages)" },
	},
	MODALITIES: { kind: "array", size: 7 },
	MODALITY_LABELS: { kind: "object", size: 7 },
	MODEL_LIBRARIES_UI_ELEMENTS: { kind: "object", size: 128, ours: CURRENT_LIBRARIES },
	PIPELINE_DATA: { kind: "object", size: 55, ours: CURRENT_TASKS },
	PIPELINE_TYPES: { kind: "array", size: 55, ours: CURRENT_TASKS },
	PIPELINE_TYPES_SET: { kind: "Set", size: 55, ours: CURRENT_TASKS },
	SKUS: { kind: "object", size: 3 },
	SPECIAL_TOKENS_ATTRIBUTES: { kind: "array", size: 7 },
	SUBTASK_TYPES: { kind: "array", size: 74, ours: CURRENT_TASKS_SUBTASKS },
	TASKS_DATA: { kind: "object", size: 55, ours: CURRENT_TASKS },
	TASKS_MODEL_LIBRARIES: { kind: "object", size: 55, ours: CURRENT_TASKS },
	inferenceSnippetLanguages: { kind: "array", size: 3 },
	getModelInputSnippet: { kind: "function" },
	openAIbaseUrl: { kind: "function" },
	parseGGUFQuantLabel: { kind: "function" },
	stringifyGenerationConfig: { kind: "function" },
	stringifyMessages: { kind: "function" },
	// A numeric TypeScript enum: 29 names plus the 29 reverse number -> name keys.
	GGMLQuantizationType: { kind: "enum", size: 58 },
};

/** The 47 type aliases of §4.1. */
const TYPE_ALIASES = [
	"AudioClassificationOutput",
	"ClassificationOutputTransform",
	"DatasetLibraryKey",
	"DocumentQuestionAnsweringOutput",
	"EarlyStoppingUnion",
	"FeatureExtractionInputTruncationDirection",
	"FeatureExtractionInputs",
	"FeatureExtractionOutput",
	"FillMaskOutput",
	"ImageClassificationOutput",
	"ImageSegmentationOutput",
	"ImageSegmentationSubtask",
	"InferenceSnippetLanguage",
	"LocalApp",
	"LocalAppKey",
	"Modality",
	"ModelDataMinimal",
	"ModelLibraryKey",
	"ObjectDetectionOutput",
	"Padding",
	"PipelineType",
	"QuestionAnsweringOutput",
	"SentenceSimilarityOutput",
	"SkuType",
	"SnippetInferenceProvider",
	"SpecialTokensMap",
	"SummarizationTruncationStrategy",
	"TableQuestionAnsweringOutput",
	"TaskDataCustom",
	"TaskDemoEntry",
	"TextClassificationOutput",
	"TextGenerationOutputFinishReason",
	"TokenClassificationAggregationStrategy",
	"TokenClassificationOutput",
	"VideoClassificationOutput",
	"VisualQuestionAnsweringOutput",
	"WidgetExample",
	"WidgetExampleAssetAndTextInput",
	"WidgetExampleAssetAndZeroShotInput",
	"WidgetExampleAttribute",
	"WidgetExampleOutput",
	"WidgetExampleOutputLabels",
	"WidgetType",
	"WordBox",
	"ZeroShotClassificationOutput",
	"ZeroShotImageClassificationOutput",
	"ZeroShotObjectDetectionOutput",
];

/**
 * The task I/O interfaces of §4.1, which names them by family ("Input/Parameters/OutputElement families"):
 * each family's members as 0.18's task index re-exports them (94 names; with the 29 others, 123).
 */
const TASK_IO_FAMILIES: Record<string, string[]> = {
	AudioClassification: ["Input", "OutputElement", "Parameters"],
	AutomaticSpeechRecognition: ["Input", "Output", "OutputChunk", "Parameters"],
	ChatCompletion: [
		"Input",
		"InputMessage",
		"Output",
		"OutputComplete",
		"OutputMessage",
		"StreamOutput",
		"StreamOutputChoice",
		"StreamOutputDelta",
	],
	DepthEstimation: ["Input", "Output"],
	DocumentQuestionAnswering: ["Input", "InputData", "OutputElement", "Parameters"],
	FeatureExtraction: ["Input"],
	FillMask: ["Input", "OutputElement", "Parameters"],
	ImageClassification: ["Input", "OutputElement", "Parameters"],
	ImageSegmentation: ["Input", "OutputElement", "Parameters"],
	ImageToImage: ["Input", "Output", "Parameters"],
	ImageToText: ["Input", "Output", "Parameters"],
	ObjectDetection: ["Input", "OutputElement", "Parameters"],
	QuestionAnswering: ["Input", "InputData", "OutputElement", "Parameters"],
	SentenceSimilarity: ["Input", "InputData"],
	Summarization: ["Input", "Output", "Parameters"],
	TableQuestionAnswering: ["Input", "InputData", "OutputElement", "Parameters"],
	TextClassification: ["Input", "OutputElement", "Parameters"],
	TextGeneration: [
		"Input",
		"InputGenerateParameters",
		"Output",
		"OutputBestOfSequence",
		"OutputDetails",
		"OutputPrefillToken",
		"OutputToken",
		"StreamOutput",
		"StreamOutputStreamDetails",
	],
	TextToImage: ["Input", "Output", "Parameters"],
	TextToSpeech: ["Input", "Output", "Parameters"],
	TextToVideo: ["Input", "Output", "Parameters"],
	TokenClassification: ["Input", "OutputElement", "Parameters"],
	Translation: ["Input", "Output"],
	VideoClassification: ["Input", "OutputElement", "Parameters"],
	VisualQuestionAnswering: ["Input", "InputData", "OutputElement", "Parameters"],
	ZeroShotClassification: ["Input", "OutputElement", "Parameters"],
	ZeroShotImageClassification: ["Input", "OutputElement", "Parameters"],
	ZeroShotObjectDetection: ["Input", "OutputElement"],
};

const INTERFACES = [
	...Object.entries(TASK_IO_FAMILIES).flatMap(([family, members]) => members.map((member) => family + member)),
	"AddedToken",
	"BoundingBox",
	"TargetSize",
	"GenerationParameters",
	"DatasetLibraryUiElement",
	"ExampleRepo",
	"HardwareSpec",
	"InferenceSnippet",
	"LibraryUiElement",
	"LocalAppSnippet",
	"ModelData",
	"PipelineData",
	"TaskData",
	"TaskDemo",
	"TokenizerConfig",
	"TransformersInfo",
	"WidgetExampleAssetAndPromptInput",
	"WidgetExampleAssetInput",
	"WidgetExampleChatInput",
	"WidgetExampleOutputAnswerScore",
	"WidgetExampleOutputText",
	"WidgetExampleOutputUrl",
	"WidgetExampleSentenceSimilarityInput",
	"WidgetExampleStructuredDataInput",
	"WidgetExampleTableDataInput",
	"WidgetExampleTextAndContextInput",
	"WidgetExampleTextAndTableInput",
	"WidgetExampleTextInput",
	"WidgetExampleZeroShotTextInput",
];

function kindOf(value: unknown): Kind | "other" {
	if (Array.isArray(value)) return "array";
	if (value instanceof Map) return "Map";
	if (value instanceof Set) return "Set";
	if (value instanceof RegExp) return "regex";
	if (typeof value === "function") return "function";
	if (typeof value === "string") return "string";
	if (value !== null && typeof value === "object") {
		// A numeric enum's runtime object maps every name to a number and that number back to the name.
		const entries = Object.entries(value);
		const isEnum =
			entries.length > 0 &&
			entries.every(([key, item]) => String((value as Record<string, unknown>)[String(item)]) === key);
		return isEnum ? "enum" : "object";
	}
	return "other";
}

function sizeOf(value: unknown): number | undefined {
	if (Array.isArray(value)) return value.length;
	if (value instanceof Map || value instanceof Set) return value.size;
	if (value !== null && typeof value === "object" && !(value instanceof RegExp)) return Object.keys(value).length;
	return undefined;
}

describe("runtime exports of @huggingface/tasks 0.18", () => {
	const exported = tasks as unknown as Record<string, unknown>;

	it("lists the 28 runtime values of §4.1", () => {
		expect(Object.keys(RUNTIME_EXPORTS)).toHaveLength(28);
	});

	it.each(Object.entries(RUNTIME_EXPORTS))("exports %s with the right kind and size", (name, expected) => {
		expect(Object.hasOwn(exported, name), `${name} is not exported`).toBe(true);
		const value = exported[name];
		expect(kindOf(value)).toBe(expected.kind);
		if (expected.size !== undefined) expect(sizeOf(value)).toBe(expected.ours?.size ?? expected.size);
	});

	it("differs from 0.18 only where the README says so", () => {
		const differences = Object.entries(RUNTIME_EXPORTS).flatMap(([name, { ours }]) =>
			ours ? [`${name}: ${ours.why}`] : [],
		);
		expect(differences).toEqual([
			`ALL_DISPLAY_MODEL_LIBRARY_KEYS: ${CURRENT_DISPLAY_LIBRARIES.why}`,
			`ALL_MODEL_LIBRARY_KEYS: ${CURRENT_LIBRARIES.why}`,
			`LOCAL_APPS: ${CURRENT_LOCAL_APPS.why}`,
			"MAPPING_DEFAULT_WIDGET: default widget examples in en, fr, es, de only (0.18: 14 languages)",
			`MODEL_LIBRARIES_UI_ELEMENTS: ${CURRENT_LIBRARIES.why}`,
			...["PIPELINE_DATA", "PIPELINE_TYPES", "PIPELINE_TYPES_SET"].map((name) => `${name}: ${CURRENT_TASKS.why}`),
			`SUBTASK_TYPES: ${CURRENT_TASKS_SUBTASKS.why}`,
			...["TASKS_DATA", "TASKS_MODEL_LIBRARIES"].map((name) => `${name}: ${CURRENT_TASKS.why}`),
		]);
		expect([...tasks.MAPPING_DEFAULT_WIDGET.keys()].sort()).toEqual(["de", "en", "es", "fr"]);
	});

	it("keeps 0.18's details: its 73 distinct subtasks (and text2text-generation), a global quant pattern, a task page for every task", () => {
		expect(new Set(tasks.SUBTASK_TYPES).size).toBe(74);
		expect(tasks.GGUF_QUANT_RE.flags).toBe("");
		expect(tasks.GGUF_QUANT_RE_GLOBAL.flags).toBe("g");
		// 0.18 leaves some TASKS_DATA entries undefined; modelyard describes every task (a deliberate extension).
		expect(Object.values(tasks.TASKS_DATA).filter((task) => task === undefined)).toEqual([]);
	});
});

describe("type exports of @huggingface/tasks 0.18", () => {
	it("lists 123 interfaces and 47 type aliases, each once", () => {
		expect(INTERFACES).toHaveLength(123);
		expect(TYPE_ALIASES).toHaveLength(47);
		const all = [...INTERFACES, ...TYPE_ALIASES];
		expect(new Set(all).size).toBe(all.length);
	});

	it("compiles a consumer that imports every interface and type by name (and only a made-up name fails)", () => {
		const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
		const source = fileURLToPath(new URL("../src/index.ts", import.meta.url));
		const dir = mkdtempSync(join(tmpdir(), "export-parity-"));
		try {
			const names = [...INTERFACES, ...TYPE_ALIASES];
			// Each name used in a type position, so an unexported name is an error even under isolatedModules.
			const uses = names.map((name, index) => `export type Use${index} = ${name} | undefined;`);
			writeFileSync(
				join(dir, "all-names.ts"),
				`import type {\n${names.map((name) => `\t${name},`).join("\n")}\n} from "@modelyard/tasks";\n${uses.join("\n")}\n`,
			);
			// The control: the same check must reject a name the package does not export.
			writeFileSync(
				join(dir, "control.ts"),
				`import type { NotAnExportOfTasks } from "@modelyard/tasks";\nexport type X = NotAnExportOfTasks;\n`,
			);
			writeFileSync(
				join(dir, "tsconfig.json"),
				JSON.stringify({
					compilerOptions: {
						target: "ES2022",
						lib: ["ES2022", "DOM"],
						module: "ESNext",
						moduleResolution: "Bundler",
						strict: true,
						verbatimModuleSyntax: true,
						isolatedModules: true,
						skipLibCheck: true,
						noEmit: true,
						types: [],
						paths: { "@modelyard/tasks": [source] },
					},
					files: ["all-names.ts", "control.ts"],
				}),
			);
			const result = spawnSync(
				process.execPath,
				["node_modules/typescript/bin/tsc", "-p", join(dir, "tsconfig.json")],
				{
					cwd: repoRoot,
					encoding: "utf8",
				},
			);
			const errors = (result.stdout + result.stderr).split("\n").filter((line) => line.includes("error TS"));
			expect(errors.filter((line) => !line.includes("control.ts"))).toEqual([]);
			expect(errors).toHaveLength(1);
			expect(errors[0]).toContain("NotAnExportOfTasks");
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}, 120_000);
});
