import type { TaskDataCustom } from "./types.js";

export const visualQuestionAnswering: TaskDataCustom = {
	datasets: [
		{
			description: "VQA v2: open-ended questions about COCO images, balanced so the image matters.",
			id: "HuggingFaceM4/VQAv2",
		},
		{
			description: "TextVQA: questions that need reading text in the image (signs, labels, screens).",
			id: "facebook/textvqa",
		},
		{
			description: "A-OKVQA: questions that need outside knowledge and commonsense about the scene.",
			id: "HuggingFaceM4/A-OKVQA",
		},
	],
	demo: {
		inputs: [
			{ filename: "visual-question-answering-input.png", type: "img" },
			{ label: "Question", content: "What colour is the bus?", type: "text" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "red", score: 0.91 },
					{ label: "orange", score: 0.05 },
					{ label: "yellow", score: 0.02 },
				],
			},
		],
	},
	metrics: [
		{
			description: "VQA accuracy: an answer counts fully if at least three of the ten human annotators gave it.",
			id: "accuracy",
		},
	],
	models: [
		{
			description: "BLIP fine-tuned for VQA: short answers to questions about an image.",
			id: "Salesforce/blip-vqa-base",
		},
		{
			description: "ViLT fine-tuned on VQA v2: a fast classifier over a fixed set of about 3,000 common answers.",
			id: "dandelin/vilt-b32-finetuned-vqa",
		},
		{
			description: "PaliGemma 2 mix: answers, captions and reads text in images in many languages (gated).",
			id: "google/paligemma2-3b-mix-448",
		},
		{
			description: "Qwen2.5-VL 7B: answers free-form questions about photos, documents and charts.",
			id: "Qwen/Qwen2.5-VL-7B-Instruct",
		},
	],
	spaces: [
		{
			description: "Ask questions about your own images with a small vision-language model.",
			id: "HuggingFaceTB/SmolVLM",
		},
	],
	summary:
		"Visual question answering (VQA) answers a natural-language question about an image, such as counting objects, naming colours or reading a sign. Classic models pick from a fixed list of short answers; vision-language models answer in free text.",
	widgetModels: ["dandelin/vilt-b32-finetuned-vqa"],
};
