import type { TaskDataCustom } from "./types.js";

export const tabularToText: TaskDataCustom = {
	datasets: [
		{
			description: "WebNLG: sets of RDF triples from DBpedia with texts that express them (RDF-to-text).",
			id: "GEM/web_nlg",
		},
		{
			description: "E2E: restaurant records (name, food, price range...) with human-written descriptions.",
			id: "GEM/e2e_nlg",
		},
		{ description: "ToTTo: Wikipedia tables with highlighted cells and a sentence describing them.", id: "GEM/totto" },
	],
	demo: {
		inputs: [
			{
				table: [
					["Subject", "Relation", "Object"],
					["Marie Curie", "birthPlace", "Warsaw"],
					["Marie Curie", "award", "Nobel Prize in Physics"],
				],
				type: "tabular",
			},
		],
		outputs: [
			{
				label: "Output",
				content: "Marie Curie, who was born in Warsaw, received the Nobel Prize in Physics.",
				type: "text",
			},
		],
	},
	metrics: [
		{ description: "N-gram overlap with reference texts; WebNLG's main automatic score.", id: "bleu" },
		{ description: "Unigram matching with stems and synonyms.", id: "meteor" },
		{ description: "Learned metric trained on human judgements of generated text.", id: "bleurt" },
	],
	models: [
		{
			description: 'T5 base: fine-tune it on linearised records ("subject | relation | object") to verbalise them.',
			id: "google-t5/t5-base",
		},
		{
			description: "FLAN-T5 large: turns records into sentences from a plain instruction.",
			id: "google/flan-t5-large",
		},
		{
			description: "Instruction-tuned LLM that writes text from structured records given in the prompt.",
			id: "Qwen/Qwen2.5-7B-Instruct",
		},
	],
	spaces: [],
	summary:
		"Tabular-to-text generation writes natural-language text from structured records, such as knowledge-graph triples, database rows or key-value attributes. It produces product descriptions, reports and chatbot answers grounded in data; faithfulness to the input matters most.",
	widgetModels: ["google/flan-t5-large"],
};
