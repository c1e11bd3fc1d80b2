import type { TaskDataCustom } from "./types.js";

export const questionAnswering: TaskDataCustom = {
	datasets: [
		{ description: "Over 100,000 questions whose answers are spans of Wikipedia paragraphs.", id: "rajpurkar/squad" },
		{
			description: "SQuAD plus questions that cannot be answered from the paragraph, to teach models to abstain.",
			id: "rajpurkar/squad_v2",
		},
		{
			description: "Real Google search queries answered from whole Wikipedia pages.",
			id: "google-research-datasets/natural_questions",
		},
		{
			description: "Trivia questions with evidence documents gathered from the web and Wikipedia.",
			id: "mandarjoshi/trivia_qa",
		},
	],
	demo: {
		inputs: [
			{ label: "Question", content: "When did the Apollo 11 crew land on the Moon?", type: "text" },
			{
				label: "Context",
				content:
					"Apollo 11 was the first crewed mission to land on the Moon. Neil Armstrong and Buzz Aldrin landed on 20 July 1969, while Michael Collins stayed in lunar orbit.",
				type: "text",
			},
		],
		outputs: [{ label: "Answer", content: "20 July 1969", type: "text" }],
	},
	metrics: [
		{
			description: "Share of predicted answers identical to a reference answer after normalising case and punctuation.",
			id: "exact_match",
		},
		{ description: "Word overlap between predicted and reference answers, giving partial credit.", id: "f1" },
		{
			description: "SQuAD v2 scoring: exact match and F1, also crediting correct abstention on unanswerable questions.",
			id: "squad_v2",
		},
	],
	models: [
		{
			description: "RoBERTa fine-tuned on SQuAD 2.0; a dependable default for English extractive QA.",
			id: "deepset/roberta-base-squad2",
		},
		{
			description: "Small, fast distilled model for extractive QA.",
			id: "distilbert/distilbert-base-cased-distilled-squad",
		},
		{
			description: "DeBERTa-v3 fine-tuned on SQuAD 2.0; more accurate at a higher compute cost.",
			id: "deepset/deberta-v3-large-squad2",
		},
		{
			description: "Multilingual extractive QA model covering about 100 languages.",
			id: "timpal0l/mdeberta-v3-base-squad2",
		},
	],
	spaces: [],
	summary:
		"Extractive question answering finds the answer to a question inside a given context passage and returns it as a span with a confidence score and its start and end offsets. It is the usual reading step of search over your own documents.",
	widgetModels: ["deepset/roberta-base-squad2"],
};
