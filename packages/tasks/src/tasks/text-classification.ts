import type { TaskDataCustom } from "./types.js";

export const textClassification: TaskDataCustom = {
	datasets: [
		{
			description: "Movie reviews labelled positive or negative; the classic binary sentiment benchmark.",
			id: "stanfordnlp/imdb",
		},
		{
			description:
				"Nine sentence and sentence-pair tasks (sentiment, entailment, paraphrase, grammaticality) in one benchmark.",
			id: "nyu-mll/glue",
		},
		{ description: "English tweets labelled with six basic emotions.", id: "dair-ai/emotion" },
		{ description: "News headlines and descriptions sorted into four topics.", id: "fancyzhx/ag_news" },
	],
	demo: {
		inputs: [{ label: "Input", content: "The battery lasts two full days and the screen is gorgeous.", type: "text" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "POSITIVE", score: 0.98 },
					{ label: "NEGATIVE", score: 0.02 },
				],
			},
		],
	},
	metrics: [
		{ description: "Share of texts given the right label; misleading when classes are imbalanced.", id: "accuracy" },
		{
			description: "Harmonic mean of precision and recall; prefer its macro average when some labels are rare.",
			id: "f1",
		},
		{ description: "Of the texts given a label, the share that truly carry it.", id: "precision" },
		{ description: "Of the texts that carry a label, the share the model found.", id: "recall" },
	],
	models: [
		{
			description: "Small, fast English sentiment classifier (positive/negative) fine-tuned on SST-2.",
			id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
		},
		{
			description: "Three-way sentiment (negative, neutral, positive) for social-media text.",
			id: "cardiffnlp/twitter-roberta-base-sentiment-latest",
		},
		{ description: "Sentiment of financial news and reports.", id: "ProsusAI/finbert" },
		{
			description: "Multi-label classifier for 28 emotions, trained on Reddit comments.",
			id: "SamLowe/roberta-base-go_emotions",
		},
		{
			description: "Identifies which of 20 languages a text is written in.",
			id: "papluca/xlm-roberta-base-language-detection",
		},
		{ description: "Flags toxic, obscene, threatening or insulting comments.", id: "unitary/toxic-bert" },
	],
	spaces: [
		{
			description: "Leaderboard whose classification tab compares embedding models used as text classifiers.",
			id: "mteb/leaderboard",
		},
	],
	summary:
		"Text classification assigns one or more labels to a piece of text, such as its sentiment, topic, language, intent or toxicity. Models return every label with a confidence score, and are usually small encoders fine-tuned for a fixed label set.",
	widgetModels: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
};
