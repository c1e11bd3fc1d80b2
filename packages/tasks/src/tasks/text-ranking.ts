import type { TaskDataCustom } from "./types.js";

export const textRanking: TaskDataCustom = {
	datasets: [
		{
			description: "MS MARCO: real Bing queries with passages judged relevant; the standard reranker training set.",
			id: "microsoft/ms_marco",
		},
		{
			description: "BEIR's SciFact: scientific claims to match with the abstracts that support or refute them.",
			id: "BeIR/scifact",
		},
		{
			description: "BEIR's TREC-COVID: pandemic-era questions over a corpus of COVID-19 papers.",
			id: "BeIR/trec-covid",
		},
	],
	demo: {
		inputs: [
			{ label: "Query", content: "How do I reset my router?", type: "text" },
			{
				label: "Documents",
				content:
					"Hold the reset button for ten seconds until the lights blink.\nOur routers come in black and white.\nRestarting the router can fix slow connections.",
				type: "text",
			},
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Hold the reset button for ten seconds until the lights blink.", score: 0.97 },
					{ label: "Restarting the router can fix slow connections.", score: 0.41 },
					{ label: "Our routers come in black and white.", score: 0.01 },
				],
			},
		],
	},
	metrics: [
		{
			description:
				"Normalised discounted cumulative gain: rewards relevant documents near the top (often reported at 10).",
			id: "ndcg",
		},
		{ description: "Mean reciprocal rank of the first relevant document.", id: "mrr" },
	],
	models: [
		{
			description: "Small, fast English cross-encoder trained on MS MARCO; a cheap first reranker.",
			id: "cross-encoder/ms-marco-MiniLM-L-6-v2",
		},
		{
			description: "Multilingual reranker built on BGE-M3; strong on long and non-English documents.",
			id: "BAAI/bge-reranker-v2-m3",
		},
		{ description: "Accurate English reranker from Mixedbread.", id: "mixedbread-ai/mxbai-rerank-large-v1" },
		{
			description: "Multilingual reranker from Jina AI that also handles code and structured data.",
			id: "jinaai/jina-reranker-v2-base-multilingual",
		},
	],
	spaces: [
		{
			description: "MTEB leaderboard, whose reranking tab compares models on reranking datasets.",
			id: "mteb/leaderboard",
		},
	],
	summary:
		"Text ranking (reranking) scores how relevant each candidate document is to a query and sorts them. Cross-encoders read the query and document together, so they are more precise but slower than embedding search; they usually rerank its top results.",
	widgetModels: ["BAAI/bge-reranker-v2-m3"],
};
