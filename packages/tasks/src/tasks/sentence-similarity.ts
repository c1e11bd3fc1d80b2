import type { TaskDataCustom } from "./types.js";

export const sentenceSimilarity: TaskDataCustom = {
	datasets: [
		{
			description: "Sentence pairs rated 0 to 5 for semantic similarity by humans (STS Benchmark).",
			id: "sentence-transformers/stsb",
		},
		{
			description: "NLI sentence pairs and triplets, the classic training data for similarity models.",
			id: "sentence-transformers/all-nli",
		},
		{
			description: "Queries and relevant passages from Bing search, for training retrieval-oriented similarity.",
			id: "microsoft/ms_marco",
		},
	],
	demo: {
		inputs: [
			{ label: "Source sentence", content: "A man is playing the guitar on stage.", type: "text" },
			{
				label: "Sentences to compare to",
				content: "Someone performs music at a concert.\nA chef is cooking pasta.\nA guitarist plays live.",
				type: "text",
			},
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "A guitarist plays live.", score: 0.78 },
					{ label: "Someone performs music at a concert.", score: 0.61 },
					{ label: "A chef is cooking pasta.", score: 0.04 },
				],
			},
		],
	},
	metrics: [
		{
			description: "Rank correlation between predicted similarities and human ratings; the STS headline score.",
			id: "spearmanr",
		},
		{ description: "Linear correlation between predicted similarities and human ratings.", id: "pearsonr" },
	],
	models: [
		{
			description: "Fast English embedding model; compare sentences by the cosine of their vectors.",
			id: "sentence-transformers/all-MiniLM-L6-v2",
		},
		{
			description: "More accurate English sentence embeddings, at about five times the cost of MiniLM.",
			id: "sentence-transformers/all-mpnet-base-v2",
		},
		{
			description: "Multilingual paraphrase model for 50+ languages; matches sentences across languages.",
			id: "sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2",
		},
		{ description: "Strong English embeddings for similarity and retrieval.", id: "BAAI/bge-large-en-v1.5" },
		{
			description: "Instruction-aware multilingual embeddings: describe the task in the query for better matches.",
			id: "intfloat/multilingual-e5-large-instruct",
		},
	],
	spaces: [
		{ description: "Compare embedding models on semantic textual similarity and other tasks.", id: "mteb/leaderboard" },
	],
	summary:
		"Sentence similarity scores how close in meaning texts are. A model embeds a source sentence and candidates, then compares the vectors (usually by cosine similarity); it is the core of semantic search, duplicate detection and clustering.",
	widgetModels: ["sentence-transformers/all-MiniLM-L6-v2"],
};
