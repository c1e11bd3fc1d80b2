import type { TaskDataCustom } from "./types.js";

export const featureExtraction: TaskDataCustom = {
	datasets: [
		{
			description: "About a million NLI sentence pairs and triplets, a common training set for sentence embeddings.",
			id: "sentence-transformers/all-nli",
		},
		{
			description: "Real Bing queries with relevant passages; the usual training data for retrieval embeddings.",
			id: "microsoft/ms_marco",
		},
		{
			description: "Cleaned Wikipedia articles in many languages, used to pre-train text encoders.",
			id: "wikimedia/wikipedia",
		},
	],
	demo: {
		inputs: [{ label: "Input", content: "Paris is the capital of France.", type: "text" }],
		outputs: [
			{
				table: [
					["Dimension 1", "Dimension 2", "Dimension 3", "…", "Dimension 384"],
					["0.1036", "-0.0297", "0.0562", "…", "0.0418"],
				],
				type: "tabular",
			},
		],
	},
	metrics: [
		{
			description:
				"Ranking quality of retrieved documents, weighted toward the top results; MTEB's main retrieval score.",
			id: "ndcg",
		},
		{ description: "Rank correlation between embedding similarities and human similarity scores.", id: "spearmanr" },
	],
	models: [
		{
			description: "Small, fast English sentence embedding model (384 dimensions); a popular default.",
			id: "sentence-transformers/all-MiniLM-L6-v2",
		},
		{
			description:
				"Multilingual embeddings for 100+ languages and inputs up to 8,192 tokens, with dense and sparse outputs.",
			id: "BAAI/bge-m3",
		},
		{
			description: 'Multilingual E5 embeddings; prefix inputs with "query: " or "passage: ".',
			id: "intfloat/multilingual-e5-large",
		},
		{
			description: "Long-context English embeddings whose vectors can be truncated to smaller sizes.",
			id: "nomic-ai/nomic-embed-text-v1.5",
		},
		{
			description: "Qwen3 embedding model with instruction support and strong multilingual retrieval.",
			id: "Qwen/Qwen3-Embedding-0.6B",
		},
	],
	spaces: [
		{
			description: "MTEB leaderboard ranking embedding models across retrieval, clustering, classification and more.",
			id: "mteb/leaderboard",
		},
	],
	summary:
		"Feature extraction turns an input into a vector of numbers (an embedding) that captures its meaning. Embeddings power semantic search, clustering, deduplication and retrieval-augmented generation; similar texts get nearby vectors.",
	widgetModels: ["sentence-transformers/all-MiniLM-L6-v2"],
};
