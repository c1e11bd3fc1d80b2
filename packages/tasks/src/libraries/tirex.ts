import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# pip install tirex-ts
import torch
from tirex import ForecastModel, load_model

model: ForecastModel = load_model(${pythonString(model.id)})
context = torch.rand((4, 256))  # 4 series of 256 past values each
quantiles, mean = model.forecast(context=context, prediction_length=64)`,
];

export const tirex: LibraryUiElement = {
	prettyLabel: "TiRex",
	repoName: "TiRex",
	repoUrl: "https://github.com/NX-AI/tirex",
	filter: false,
	snippets: usage,
	countDownloads: `path_extension:"ckpt"`,
};
