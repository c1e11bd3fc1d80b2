import type { TaskDataCustom } from "./types.js";

export const tableToText: TaskDataCustom = {
	datasets: [
		{
			description: "ToTTo: Wikipedia tables with highlighted cells and a one-sentence description of them.",
			id: "GEM/totto",
		},
		{
			description: "WebNLG: sets of subject-relation-object triples with texts that verbalise them.",
			id: "GEM/web_nlg",
		},
		{ description: "E2E: restaurant attribute records with human-written descriptions.", id: "GEM/e2e_nlg" },
	],
	demo: {
		inputs: [
			{
				table: [
					["Player", "Team", "Goals", "Season"],
					["Erling Haaland", "Manchester City", "36", "2022-23"],
				],
				type: "tabular",
			},
		],
		outputs: [
			{
				label: "Output",
				content: "Erling Haaland scored 36 goals for Manchester City in the 2022-23 season.",
				type: "text",
			},
		],
	},
	metrics: [
		{ description: "N-gram overlap between the generated sentence and references.", id: "bleu" },
		{
			description: "Learned metric trained on human ratings; captures fluency and meaning better than overlap scores.",
			id: "bleurt",
		},
		{ description: "Unigram matching with stems and synonyms, balancing precision and recall.", id: "meteor" },
	],
	models: [
		{
			description:
				"TAPEX base: BART pre-trained on tables; a good starting point to fine-tune table-to-text generators.",
			id: "microsoft/tapex-base",
		},
		{
			description: 'T5 base: fine-tune it on linearised tables ("column: value | ...") to generate descriptions.',
			id: "google-t5/t5-base",
		},
		{
			description: "FLAN-T5 large: describes a linearised table from a plain instruction, without fine-tuning.",
			id: "google/flan-t5-large",
		},
		{
			description: "Instruction-tuned LLM that writes faithful descriptions of small tables given as Markdown.",
			id: "Qwen/Qwen2.5-7B-Instruct",
		},
	],
	spaces: [],
	summary:
		"Table-to-text generation writes fluent natural-language text from structured data such as a table, selected cells or a set of records. Uses include sports and finance reports and product descriptions; the main risk is stating facts the table does not contain.",
	widgetModels: ["google/flan-t5-large"],
};
