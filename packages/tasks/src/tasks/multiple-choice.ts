import type { TaskDataCustom } from "./types.js";

export const multipleChoice: TaskDataCustom = {
	datasets: [
		{ description: "SWAG: pick the most plausible continuation of a video caption among four.", id: "allenai/swag" },
		{
			description: "HellaSwag: harder sentence-completion choices, adversarially filtered against models.",
			id: "Rowan/hellaswag",
		},
		{
			description: "ARC: grade-school science questions with four answer choices, in easy and challenge sets.",
			id: "allenai/ai2_arc",
		},
		{ description: "MMLU: four-choice questions on 57 subjects from maths to law.", id: "cais/mmlu" },
	],
	demo: {
		inputs: [
			{ label: "Question", content: "Which gas do plants absorb from the air to make food?", type: "text" },
			{ label: "Choices", content: "A. Oxygen\nB. Carbon dioxide\nC. Nitrogen\nD. Helium", type: "text" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "B. Carbon dioxide", score: 0.94 },
					{ label: "A. Oxygen", score: 0.04 },
					{ label: "C. Nitrogen", score: 0.02 },
					{ label: "D. Helium", score: 0 },
				],
			},
		],
	},
	metrics: [{ description: "Share of questions where the highest-scoring choice is the correct one.", id: "accuracy" }],
	models: [
		{
			description:
				"RoBERTa large: a strong encoder to fine-tune with a multiple-choice head (it scores each question-choice pair).",
			id: "FacebookAI/roberta-large",
		},
		{
			description: "DeBERTa-v3 large: among the most accurate encoders to fine-tune on SWAG-style tasks.",
			id: "microsoft/deberta-v3-large",
		},
		{
			description: "BERT base: the lightweight baseline used in most multiple-choice fine-tuning tutorials.",
			id: "google-bert/bert-base-uncased",
		},
		{
			description: "Instruction-tuned LLM that answers multiple-choice prompts directly, with no fine-tuning.",
			id: "Qwen/Qwen2.5-7B-Instruct",
		},
	],
	spaces: [
		{
			description: "Compares open LLMs on multiple-choice benchmarks such as MMLU-Pro and GPQA.",
			id: "open-llm-leaderboard/open_llm_leaderboard",
		},
	],
	summary:
		"Multiple choice picks the right answer among a fixed set of options for a question or context. Encoder models score each question-answer pair and choose the highest; large language models answer such prompts directly, which is how benchmarks like MMLU evaluate them.",
	widgetModels: ["FacebookAI/roberta-large"],
};
