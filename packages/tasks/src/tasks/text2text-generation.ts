import type { TaskDataCustom } from "./types.js";

export const text2textGeneration: TaskDataCustom = {
	datasets: [
		{
			description: "Hundreds of English tasks written as prompt-to-answer pairs, used to train T0.",
			id: "bigscience/P3",
		},
		{ description: "Colossal Clean Crawled Corpus: the web text T5 was pre-trained on.", id: "allenai/c4" },
		{
			description: "News articles with highlight summaries, a common seq2seq fine-tuning target.",
			id: "abisee/cnn_dailymail",
		},
	],
	demo: {
		inputs: [{ label: "Input", content: "Fix the grammar: she don't like going to school on mondays.", type: "text" }],
		outputs: [{ label: "Output", content: "She doesn't like going to school on Mondays.", type: "text" }],
	},
	metrics: [
		{
			description: "Overlap of words and word sequences with reference outputs; the usual score for summaries.",
			id: "rouge",
		},
		{
			description: "N-gram precision against references with a brevity penalty; the usual score for translation.",
			id: "bleu",
		},
		{ description: "Share of outputs identical to the reference, for short-answer tasks.", id: "exact_match" },
	],
	models: [
		{
			description: "FLAN-T5 base: T5 instruction-tuned on over 1,000 tasks; follows plain-English instructions.",
			id: "google/flan-t5-base",
		},
		{ description: "Larger FLAN-T5 with noticeably better zero-shot answers.", id: "google/flan-t5-large" },
		{
			description:
				'The original T5: every task written as text in, text out, with task prefixes such as "summarize: ".',
			id: "google-t5/t5-base",
		},
		{
			description: "BART: a denoising encoder-decoder to fine-tune for summarization, rewriting or generation.",
			id: "facebook/bart-large",
		},
		{
			description: "Multilingual T5 pre-trained on 101 languages; fine-tune it for non-English seq2seq tasks.",
			id: "google/mt5-base",
		},
	],
	spaces: [],
	summary:
		"Text-to-text generation maps an input text to an output text with an encoder-decoder model: translation, summarization, paraphrasing, grammar correction and question answering can all be phrased this way. Models such as T5 and BART are compact and easy to fine-tune.",
	widgetModels: ["google/flan-t5-base"],
};
