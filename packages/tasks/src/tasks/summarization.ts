import type { TaskDataCustom } from "./types.js";

export const summarization: TaskDataCustom = {
	canonicalId: "text2text-generation",
	datasets: [
		{
			description: "CNN and Daily Mail news articles with their bullet-point highlights as summaries.",
			id: "abisee/cnn_dailymail",
		},
		{
			description: "BBC articles paired with a one-sentence summary that must be written, not extracted.",
			id: "EdinburghNLP/xsum",
		},
		{
			description: "Long scientific papers from arXiv with their abstracts as summaries.",
			id: "ccdv/arxiv-summarization",
		},
	],
	demo: {
		inputs: [
			{
				label: "Input",
				content:
					"The city council voted on Tuesday to turn the riverside car park into a public garden. Work starts in spring and should take eighteen months. Local shops had opposed the plan, fearing fewer customers, but the council says a new bus line will keep the area easy to reach.",
				type: "text",
			},
		],
		outputs: [
			{
				label: "Output",
				content:
					"The council will replace the riverside car park with a garden from spring, adding a bus line to ease shop owners' concerns.",
				type: "text",
			},
		],
	},
	metrics: [
		{
			description:
				"Overlap of words (ROUGE-1), word pairs (ROUGE-2) and longest common subsequence (ROUGE-L) with reference summaries.",
			id: "rouge",
		},
		{
			description: "Similarity of contextual embeddings between summary and reference, crediting paraphrases.",
			id: "bertscore",
		},
	],
	models: [
		{
			description: "BART fine-tuned on CNN/DailyMail; fluent news-style summaries of English text.",
			id: "facebook/bart-large-cnn",
		},
		{
			description: "Distilled BART for faster English summaries at similar quality.",
			id: "sshleifer/distilbart-cnn-12-6",
		},
		{
			description: "PEGASUS fine-tuned on XSum; writes very short, single-sentence summaries.",
			id: "google/pegasus-xsum",
		},
		{
			description: "BART fine-tuned on SAMSum to summarise chat conversations.",
			id: "philschmid/bart-large-cnn-samsum",
		},
	],
	spaces: [],
	summary:
		"Summarization produces a shorter text that keeps the key information of a document. Extractive methods copy important sentences; abstractive models, which most Hub models are, write new sentences. Long documents need models with a long input window.",
	widgetModels: ["facebook/bart-large-cnn"],
};
