import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# pip install chronos-forecasting
import torch
from chronos import BaseChronosPipeline

pipeline = BaseChronosPipeline.from_pretrained(${pythonString(model.id)}, device_map="cpu")

# Monthly values of one series, oldest first.
context = torch.tensor([112.0, 118.0, 132.0, 129.0, 121.0, 135.0, 148.0, 148.0, 136.0, 119.0, 104.0, 118.0])
quantiles, mean = pipeline.predict_quantiles(context, prediction_length=6, quantile_levels=[0.1, 0.5, 0.9])
print(mean)`,
];

export const chronosForecasting: LibraryUiElement = {
	prettyLabel: "Chronos",
	repoName: "Chronos",
	repoUrl: "https://github.com/amazon-science/chronos-forecasting",
	filter: false,
	snippets: usage,
};
