import type { TaskDataCustom } from "./types.js";

export const timeSeriesForecasting: TaskDataCustom = {
	datasets: [
		{
			description: "Chronos datasets: the public series used to train and evaluate Chronos, in one format.",
			id: "autogluon/chronos_datasets",
		},
		{
			description: "Monash archive: 30 forecasting datasets (energy, traffic, tourism, sales) at several frequencies.",
			id: "Monash-University/monash_tsf",
		},
		{
			description: "GIFT-Eval: a benchmark of 97 forecasting settings across domains, frequencies and horizons.",
			id: "Salesforce/GiftEval",
		},
	],
	demo: {
		inputs: [
			{
				table: [
					["Month", "Sales"],
					["2024-01", "120"],
					["2024-02", "135"],
					["2024-03", "149"],
				],
				type: "tabular",
			},
		],
		outputs: [
			{
				table: [
					["Month", "Forecast", "10% quantile", "90% quantile"],
					["2024-04", "161", "148", "175"],
					["2024-05", "170", "152", "189"],
				],
				type: "tabular",
			},
		],
	},
	metrics: [
		{
			description: "Mean absolute scaled error: error relative to a naive seasonal forecast; below 1 beats it.",
			id: "mase",
		},
		{ description: "Symmetric mean absolute percentage error, from 0% to 200%.", id: "smape" },
		{ description: "Continuous ranked probability score: accuracy of the whole forecast distribution.", id: "crps" },
	],
	models: [
		{
			description: "Chronos-Bolt base: fast zero-shot probabilistic forecasts for any univariate series.",
			id: "amazon/chronos-bolt-base",
		},
		{
			description: "Chronos T5 small: the original Chronos, treating values as tokens of a language model.",
			id: "amazon/chronos-t5-small",
		},
		{
			description: "TimesFM 2.0: Google's decoder-only forecasting model with long context.",
			id: "google/timesfm-2.0-500m-pytorch",
		},
		{
			description: "Moirai large: a universal forecaster that handles multiple variables and frequencies.",
			id: "Salesforce/moirai-1.0-R-large",
		},
		{
			description: "Tiny Time Mixers: under a million parameters, fast multivariate forecasts on CPU.",
			id: "ibm-granite/granite-timeseries-ttm-r2",
		},
	],
	spaces: [
		{ description: "GIFT-Eval leaderboard comparing forecasting foundation models.", id: "Salesforce/GIFT-Eval" },
	],
	summary:
		"Time series forecasting predicts the future values of a sequence of measurements, such as sales, energy load or traffic, often with uncertainty ranges. Pre-trained forecasting models give zero-shot forecasts for new series without training.",
	widgetModels: ["amazon/chronos-bolt-base"],
};
