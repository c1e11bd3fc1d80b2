import type { TaskDataCustom } from "./types.js";

export const translation: TaskDataCustom = {
	canonicalId: "text2text-generation",
	datasets: [
		{
			description:
				"News translation benchmark from the 2014 Workshop on Machine Translation (English to and from French, German, Czech, Hindi, Russian).",
			id: "wmt/wmt14",
		},
		{
			description:
				"The same sentences professionally translated into about 200 languages; the standard low-resource benchmark.",
			id: "facebook/flores",
		},
		{
			description: "English paired with 100 languages, drawn from the OPUS corpus collection.",
			id: "Helsinki-NLP/opus-100",
		},
	],
	demo: {
		inputs: [{ label: "Input", content: "The museum opens at nine and closes at six.", type: "text" }],
		outputs: [{ label: "Output", content: "Le musée ouvre à neuf heures et ferme à dix-huit heures.", type: "text" }],
	},
	metrics: [
		{
			description:
				"N-gram overlap between the translation and references; standard but blind to meaning-preserving rewording.",
			id: "bleu",
		},
		{ description: "BLEU with fixed tokenisation, so scores from different papers can be compared.", id: "sacrebleu" },
		{ description: "Character n-gram F-score; more robust than BLEU for morphologically rich languages.", id: "chrf" },
		{ description: "Learned metric that scores translations with a model trained on human judgements.", id: "comet" },
	],
	models: [
		{
			description:
				"NLLB-200 (distilled, 600M): translates between any pair of 200 languages, including many low-resource ones.",
			id: "facebook/nllb-200-distilled-600M",
		},
		{
			description:
				"Tiny, fast English-to-French Marian model; the Helsinki-NLP organisation has one per language pair.",
			id: "Helsinki-NLP/opus-mt-en-fr",
		},
		{
			description: "mBART-50 fine-tuned to translate directly between any two of 50 languages.",
			id: "facebook/mbart-large-50-many-to-many-mmt",
		},
		{
			description: "M2M-100: many-to-many translation between 100 languages without pivoting through English.",
			id: "facebook/m2m100_418M",
		},
		{
			description: "SeamlessM4T v2: translates text and speech in about 100 languages.",
			id: "facebook/seamless-m4t-v2-large",
		},
	],
	spaces: [
		{
			description: "Translate text or speech into about 100 languages with SeamlessM4T v2.",
			id: "facebook/seamless-m4t-v2-large",
		},
	],
	summary:
		"Translation converts text from one language into another while keeping its meaning. Dedicated models range from small pair-specific ones to many-to-many models covering 200 languages; general chat models also translate well for high-resource languages.",
	widgetModels: ["facebook/nllb-200-distilled-600M"],
};
