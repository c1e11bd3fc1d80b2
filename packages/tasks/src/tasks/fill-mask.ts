import type { TaskDataCustom } from "./types.js";

export const fillMask: TaskDataCustom = {
	datasets: [
		{
			description: "Cleaned Wikipedia dumps in many languages, a staple of masked-language-model pre-training.",
			id: "wikimedia/wikipedia",
		},
		{ description: "Colossal Clean Crawled Corpus of English web text.", id: "allenai/c4" },
		{ description: "Filtered, deduplicated English web pages for pre-training.", id: "HuggingFaceFW/fineweb" },
	],
	demo: {
		inputs: [{ label: "Input", content: "The goal of life is [MASK].", type: "text" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "happiness", score: 0.33 },
					{ label: "survival", score: 0.11 },
					{ label: "love", score: 0.07 },
					{ label: "freedom", score: 0.05 },
				],
			},
		],
	},
	metrics: [
		{
			description: "Exponential of the masked-token loss on held-out text; lower means better predictions.",
			id: "perplexity",
		},
		{ description: "Share of masked tokens whose top prediction is the original token.", id: "accuracy" },
	],
	models: [
		{
			description: "BERT base (uncased): the reference masked language model for English.",
			id: "google-bert/bert-base-uncased",
		},
		{
			description: "RoBERTa base: BERT trained longer on more data; mask token is <mask>.",
			id: "FacebookAI/roberta-base",
		},
		{ description: "XLM-RoBERTa base: masked language model for 100 languages.", id: "FacebookAI/xlm-roberta-base" },
		{
			description: "ModernBERT base: a faster encoder with an 8,192-token context, trained on text and code.",
			id: "answerdotai/ModernBERT-base",
		},
		{
			description: "DistilBERT: 40% smaller than BERT and 60% faster, with most of its accuracy.",
			id: "distilbert/distilbert-base-uncased",
		},
	],
	spaces: [],
	summary:
		"Fill-mask models predict the word hidden behind a mask token in a sentence and return candidate words with probabilities. This is how encoders like BERT are pre-trained; they are then fine-tuned for classification, entity recognition or embeddings.",
	widgetModels: ["google-bert/bert-base-uncased"],
};
