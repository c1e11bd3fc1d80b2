import type { TaskDataCustom } from "./types.js";

export const tabularClassification: TaskDataCustom = {
	datasets: [
		{ description: "Iris: 150 flowers described by four measurements, in three species.", id: "scikit-learn/iris" },
		{
			description: "Adult census income: predict whether income exceeds $50k from demographic columns.",
			id: "scikit-learn/adult-census-income",
		},
	],
	demo: {
		inputs: [
			{
				table: [
					["Glucose", "Blood pressure", "BMI", "Age"],
					["148", "72", "33.6", "50"],
					["85", "66", "26.6", "31"],
				],
				type: "tabular",
			},
		],
		outputs: [
			{
				table: [["Diabetes"], ["yes"], ["no"]],
				type: "tabular",
			},
		],
	},
	metrics: [
		{ description: "Share of rows given the right class.", id: "accuracy" },
		{ description: "Harmonic mean of precision and recall; preferable when one class is rare.", id: "f1" },
		{ description: "Area under the ROC curve: how well scores rank positive rows above negative ones.", id: "roc_auc" },
	],
	models: [
		{
			description: "scikit-learn pipeline that rates wine quality from chemical measurements.",
			id: "julien-c/wine-quality",
		},
		{
			description: "TabPFN v2: a pre-trained transformer that classifies small tables without training.",
			id: "Prior-Labs/TabPFN-v2-clf",
		},
		{
			description: "TabPFNMix: AutoGluon's pre-trained tabular foundation model for classification.",
			id: "autogluon/tabpfn-mix-1.0-classifier",
		},
	],
	spaces: [],
	summary:
		"Tabular classification predicts a category for each row of a table from its columns, such as churn, fraud or a diagnosis. Gradient-boosted trees and scikit-learn pipelines are strong, cheap baselines; pre-trained tabular transformers work well on small tables.",
	widgetModels: ["julien-c/wine-quality"],
};
