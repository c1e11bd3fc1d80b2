import type { TaskDataCustom } from "./types.js";

export const textRetrieval: TaskDataCustom = {
	datasets: [
		{ description: "MS MARCO: a million Bing queries with relevant web passages.", id: "microsoft/ms_marco" },
		{
			description: "Natural Questions: real search queries answered from Wikipedia pages.",
			id: "google-research-datasets/natural_questions",
		},
		{ description: "BEIR's SciFact: a small zero-shot retrieval test over scientific abstracts.", id: "BeIR/scifact" },
	],
	demo: {
		inputs: [{ label: "Query", content: "symptoms of vitamin D deficiency", type: "text" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Low vitamin D can cause fatigue, bone pain and muscle weakness.", score: 0.86 },
					{ label: "Vitamin D is made in the skin after sun exposure.", score: 0.62 },
					{ label: "Vitamin C is found in citrus fruit.", score: 0.18 },
				],
			},
		],
	},
	metrics: [
		{
			description: "Normalised discounted cumulative gain at 10: how well relevant documents are ranked near the top.",
			id: "ndcg",
		},
		{ description: "Share of relevant documents found among the top k results.", id: "recall" },
		{ description: "Mean reciprocal rank of the first relevant result.", id: "mrr" },
	],
	models: [
		{ description: "BGE-M3: multilingual dense, sparse and multi-vector retrieval in one model.", id: "BAAI/bge-m3" },
		{
			description: "Arctic Embed L v2.0: multilingual retrieval embeddings that stay accurate when compressed.",
			id: "Snowflake/snowflake-arctic-embed-l-v2.0",
		},
		{
			description: 'E5 large v2: English retrieval embeddings (prefix "query: " and "passage: ").',
			id: "intfloat/e5-large-v2",
		},
		{
			description: "SPLADE: learned sparse vectors that plug into inverted indexes like BM25.",
			id: "naver/splade-cocondenser-ensembledistil",
		},
		{
			description: "ColBERTv2: late-interaction retrieval that compares token-level vectors.",
			id: "colbert-ir/colbertv2.0",
		},
	],
	spaces: [
		{ description: "MTEB leaderboard; its retrieval tab ranks models on BEIR-style datasets.", id: "mteb/leaderboard" },
	],
	summary:
		"Text retrieval finds the documents in a large collection that answer a query. Bi-encoders embed queries and documents separately so the corpus can be indexed once; sparse models reuse keyword indexes. It is the search step of retrieval-augmented generation.",
	widgetModels: ["BAAI/bge-m3"],
};
