import type { TaskDataCustom } from "./types.js";

export const zeroShotClassification: TaskDataCustom = {
	datasets: [
		{
			description: "433,000 sentence pairs labelled entailment, neutral or contradiction across ten genres.",
			id: "nyu-mll/multi_nli",
		},
		{ description: "570,000 image-caption-based sentence pairs with entailment labels.", id: "stanfordnlp/snli" },
		{
			description: "MultiNLI-style evaluation pairs in 15 languages, for multilingual zero-shot models.",
			id: "facebook/xnli",
		},
	],
	demo: {
		inputs: [
			{ label: "Text Input", content: "The new update drains my battery in under three hours.", type: "text" },
			{ label: "Candidate Labels", content: "battery, display, pricing", type: "text" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "battery", score: 0.93 },
					{ label: "display", score: 0.04 },
					{ label: "pricing", score: 0.03 },
				],
			},
		],
	},
	metrics: [
		{ description: "Share of texts whose top-scoring candidate label is the right one.", id: "accuracy" },
		{ description: "Harmonic mean of precision and recall, averaged over labels.", id: "f1" },
	],
	models: [
		{
			description: "BART trained on MultiNLI; the widely used English zero-shot classifier.",
			id: "facebook/bart-large-mnli",
		},
		{
			description:
				"DeBERTa-v3 trained on a broad mix of classification tasks recast as entailment; strong and commercially usable.",
			id: "MoritzLaurer/deberta-v3-large-zeroshot-v2.0",
		},
		{
			description: "Multilingual zero-shot classifier for about 100 languages.",
			id: "MoritzLaurer/mDeBERTa-v3-base-mnli-xnli",
		},
		{
			description: "Compact DeBERTa-v3 trained on several NLI datasets; a faster English option.",
			id: "MoritzLaurer/DeBERTa-v3-base-mnli-fever-anli",
		},
	],
	spaces: [],
	summary:
		'Zero-shot text classification sorts a text into labels chosen at inference time, with no training on them. Most models recast each label as a hypothesis ("This text is about battery.") and score it with a natural language inference model.',
	widgetModels: ["facebook/bart-large-mnli"],
};
