import type { TaskDataCustom } from "./types.js";

export const documentQuestionAnswering: TaskDataCustom = {
	datasets: [
		{ description: "DocVQA: 50,000 questions about 12,000 scanned industry documents.", id: "lmms-lab/DocVQA" },
		{
			description: "A 1,200-example DocVQA subset with OCR words and boxes, handy for quick fine-tuning tests.",
			id: "nielsr/docvqa_1200_examples",
		},
		{
			description: "Docmatix: millions of synthetic question-answer pairs about PDF pages.",
			id: "HuggingFaceM4/Docmatix",
		},
	],
	demo: {
		inputs: [
			{ filename: "document-question-answering-input.png", type: "img" },
			{ label: "Question", content: "What is the invoice total?", type: "text" },
		],
		outputs: [{ label: "Answer", content: "$154.06", type: "text" }],
	},
	metrics: [
		{
			description: "Average Normalised Levenshtein Similarity: credits answers with small OCR-style typos.",
			id: "anls",
		},
		{ description: "Share of answers identical to a reference after normalisation.", id: "exact_match" },
	],
	models: [
		{
			description: "LayoutLM fine-tuned for document QA: uses OCR words and their positions (needs Tesseract).",
			id: "impira/layoutlm-document-qa",
		},
		{
			description: "Donut fine-tuned on DocVQA: reads the page itself, with no OCR step.",
			id: "naver-clova-ix/donut-base-finetuned-docvqa",
		},
		{
			description: "LayoutLMv3 base: text, layout and image encoder to fine-tune on your documents.",
			id: "microsoft/layoutlmv3-base",
		},
		{
			description: "Qwen2.5-VL 7B: answers questions about long, complex documents and tables in free text.",
			id: "Qwen/Qwen2.5-VL-7B-Instruct",
		},
	],
	spaces: [
		{ description: "Ask questions about PDFs and images with LayoutLM and Donut models.", id: "impira/docquery" },
	],
	summary:
		"Document question answering answers questions about a document image such as an invoice, form or receipt. Models combine the words on the page with their layout, either from an OCR step or by reading pixels directly, and return the answer text.",
	widgetModels: ["impira/layoutlm-document-qa"],
};
