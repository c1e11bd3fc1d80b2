import type { TaskDataCustom } from "./types.js";

export const tabularRegression: TaskDataCustom = {
	datasets: [
		{
			description:
				"Tabular benchmark: dozens of curated regression and classification tables for comparing models fairly.",
			id: "inria-soda/tabular-benchmark",
		},
	],
	demo: {
		inputs: [
			{
				table: [
					["Species", "Length (cm)", "Height (cm)", "Width (cm)"],
					["Bream", "30.0", "11.5", "4.0"],
					["Perch", "22.5", "6.1", "3.5"],
				],
				type: "tabular",
			},
		],
		outputs: [
			{
				table: [["Weight (g)"], ["410.2"], ["135.8"]],
				type: "tabular",
			},
		],
	},
	metrics: [
		{ description: "Mean squared error: penalises large errors heavily (lower is better).", id: "mse" },
		{ description: "Mean absolute error, in the target's own unit (lower is better).", id: "mae" },
		{
			description: "Coefficient of determination: share of the target's variance the model explains.",
			id: "r_squared",
		},
	],
	models: [
		{
			description: "scikit-learn regression pipeline that predicts a fish's weight from its measurements.",
			id: "scikit-learn/Fish-Weight",
		},
		{
			description: "TabPFN v2: a pre-trained transformer that fits small regression tables in one forward pass.",
			id: "Prior-Labs/TabPFN-v2-reg",
		},
	],
	spaces: [],
	summary:
		"Tabular regression predicts a number for each row of a table from its columns, such as a price, demand or a measurement. Gradient-boosted trees and linear models are strong baselines; report errors in the target's unit so results are easy to judge.",
	widgetModels: ["scikit-learn/Fish-Weight"],
};
