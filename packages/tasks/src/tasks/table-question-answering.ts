import type { TaskDataCustom } from "./types.js";

export const tableQuestionAnswering: TaskDataCustom = {
	datasets: [
		{
			description: "Questions over Wikipedia tables that need lookups, comparisons and arithmetic.",
			id: "Stanford/wikitablequestions",
		},
		{
			description: "Natural-language questions paired with SQL queries over Wikipedia tables.",
			id: "Salesforce/wikisql",
		},
	],
	demo: {
		inputs: [
			{
				table: [
					["City", "Country", "Population (millions)"],
					["Tokyo", "Japan", "37.1"],
					["Delhi", "India", "33.8"],
					["Shanghai", "China", "29.9"],
				],
				type: "tabular",
			},
			{ label: "Question", content: "Which city has the largest population?", type: "text" },
		],
		outputs: [{ label: "Answer", content: "Tokyo", type: "text" }],
	},
	metrics: [
		{
			description: "Share of questions whose predicted answer (after any aggregation) equals the reference answer.",
			id: "accuracy",
		},
	],
	models: [
		{
			description: "TAPAS fine-tuned on WikiTableQuestions; selects cells and an aggregation (sum, count, average).",
			id: "google/tapas-base-finetuned-wtq",
		},
		{
			description: "Larger TAPAS for the same task, more accurate on complex questions.",
			id: "google/tapas-large-finetuned-wtq",
		},
		{
			description: "TAPAS fine-tuned for conversational, sequential questions about one table.",
			id: "google/tapas-base-finetuned-sqa",
		},
		{
			description: "TAPEX: a BART model pre-trained to execute SQL, fine-tuned to answer table questions.",
			id: "microsoft/tapex-large-finetuned-wtq",
		},
	],
	spaces: [],
	summary:
		"Table question answering answers a natural-language question from a table given as rows and columns. Models select the relevant cells and may aggregate them (sum, count, average), so they can answer questions whose answer is not written in any single cell.",
	widgetModels: ["google/tapas-base-finetuned-wtq"],
};
