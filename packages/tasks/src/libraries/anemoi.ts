import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`from anemoi.inference.config.run import RunConfiguration
from anemoi.inference.runners.default import DefaultRunner

# The checkpoint is downloaded from the Hub on first use.
config = RunConfiguration(checkpoint={"huggingface": ${pythonString(model.id)}})
runner = DefaultRunner(config)`,
];

export const anemoi: LibraryUiElement = {
	prettyLabel: "AnemoI",
	repoName: "AnemoI",
	repoUrl: "https://github.com/ecmwf/anemoi-inference",
	docsUrl: "https://anemoi.readthedocs.io/en/latest/",
	filter: false,
	snippets: usage,
	countDownloads: `path_extension:"ckpt"`,
};
