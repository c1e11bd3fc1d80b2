import type { TaskDataCustom } from "./types.js";

export const other: TaskDataCustom = {
	datasets: [
		{
			description: "Genomics benchmark: DNA sequences labelled for promoters, enhancers and splice sites.",
			id: "InstaDeepAI/nucleotide_transformer_downstream_tasks",
		},
	],
	demo: {
		inputs: [
			{
				label: "Input",
				content: "Any input a model defines: a protein sequence, a weather grid, an audio file...",
				type: "text",
			},
		],
		outputs: [
			{
				label: "Output",
				content: "Whatever the model card documents, such as a 3D structure or a forecast.",
				type: "text",
			},
		],
	},
	metrics: [{ description: "Depends on the model; read its card for how it was evaluated.", id: "accuracy" }],
	models: [
		{
			description: "ESMFold: predicts a protein's 3D structure from its amino-acid sequence.",
			id: "facebook/esmfold_v1",
		},
		{ description: "Aurora: a foundation model for weather and atmospheric forecasting.", id: "microsoft/aurora" },
		{ description: "AudioSeal: embeds and detects imperceptible watermarks in speech.", id: "facebook/audioseal" },
	],
	spaces: [],
	summary:
		"Other gathers models whose task is not in the Hub's list, such as protein folding, weather forecasting, audio watermarking or custom pipelines. Read each model card for its inputs, outputs and how to run it, since no standard widget or API applies.",
	widgetModels: [],
};
