import type { TaskDataCustom } from "./types.js";

export const visualDocumentRetrieval: TaskDataCustom = {
	datasets: [
		{
			description: "ColPali training set: queries paired with the document page images that answer them.",
			id: "vidore/colpali_train_set",
		},
		{
			description: "A ViDoRe benchmark split: DocVQA questions matched to their pages.",
			id: "vidore/docvqa_test_subsampled",
		},
	],
	demo: {
		inputs: [{ label: "Query", content: "revenue growth by region in 2023", type: "text" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "annual-report-page-14.png", score: 0.89 },
					{ label: "annual-report-page-3.png", score: 0.47 },
					{ label: "annual-report-page-27.png", score: 0.12 },
				],
			},
		],
	},
	metrics: [
		{
			description: "nDCG@5: whether the pages that answer the query are ranked first; ViDoRe's main score.",
			id: "ndcg",
		},
	],
	models: [
		{
			description: "ColPali v1.3: embeds page images into multi-vector representations, with no OCR.",
			id: "vidore/colpali-v1.3",
		},
		{
			description: "ColQwen2: a ColPali-style retriever on Qwen2-VL, supporting varied page sizes.",
			id: "vidore/colqwen2-v1.0",
		},
		{
			description: "ColNomic Embed Multimodal 7B: multi-vector page retrieval for text and visually rich documents.",
			id: "nomic-ai/colnomic-embed-multimodal-7b",
		},
		{
			description: "GME Qwen2-VL 2B: one dense vector per page or query, across text and images.",
			id: "Alibaba-NLP/gme-Qwen2-VL-2B-Instruct",
		},
	],
	spaces: [{ description: "ViDoRe leaderboard of visual document retrievers.", id: "vidore/vidore-leaderboard" }],
	summary:
		"Visual document retrieval finds the document pages, stored as images, that best answer a text query. Models embed page screenshots directly, so tables, charts and layout count without an OCR pipeline; it feeds multimodal retrieval-augmented generation.",
	widgetModels: ["vidore/colpali-v1.3"],
};
