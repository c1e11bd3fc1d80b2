import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** A kernel repo holds compiled ops; which functions it exports depends on the repo. */
const usage = (model: ModelData): string[] => [
	`# pip install kernels
from kernels import get_kernel

kernel = get_kernel(${pythonString(model.id)})
print(dir(kernel))  # the ops this kernel provides`,
];

export const kernels: LibraryUiElement = {
	prettyLabel: "Kernels",
	repoName: "Kernels",
	repoUrl: "https://github.com/huggingface/kernels",
	docsUrl: "https://huggingface.co/docs/kernels",
	filter: false,
	snippets: usage,
	countDownloads: `path_filename:"_ops" AND path_extension:"py"`,
};
