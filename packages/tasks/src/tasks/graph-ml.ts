import type { TaskDataCustom } from "./types.js";

export const graphMl: TaskDataCustom = {
	datasets: [
		{
			description: "ogbg-molhiv: 41,000 molecular graphs labelled by whether they inhibit HIV.",
			id: "OGB/ogbg-molhiv",
		},
		{ description: "ZINC: molecular graphs with a solubility-related score to regress.", id: "graphs-datasets/ZINC" },
		{ description: "PROTEINS: protein graphs classified as enzymes or not.", id: "graphs-datasets/PROTEINS" },
	],
	demo: {
		inputs: [{ label: "Molecule (SMILES)", content: "CC(=O)OC1=CC=CC=C1C(=O)O", type: "text" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "inactive", score: 0.87 },
					{ label: "active", score: 0.13 },
				],
			},
		],
	},
	metrics: [
		{ description: "Area under the ROC curve; the official ogbg-molhiv score.", id: "roc_auc" },
		{ description: "Mean absolute error, for regression targets such as ZINC.", id: "mae" },
		{ description: "Share of graphs or nodes given the right class.", id: "accuracy" },
	],
	models: [
		{
			description: "Graphormer pre-trained on PCQM4Mv2 molecular property prediction; fine-tune it on molecule graphs.",
			id: "clefourrier/graphormer-base-pcqm4mv2",
		},
	],
	spaces: [],
	summary:
		"Graph machine learning works on data made of nodes and edges, such as molecules, social networks or road maps. Tasks include classifying whole graphs (is this molecule toxic?), classifying nodes, and predicting missing links for recommendations.",
	widgetModels: ["clefourrier/graphormer-base-pcqm4mv2"],
};
