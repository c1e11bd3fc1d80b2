import type { ModelData } from "../model-data.js";
import { hasTag, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const MODULES = [
	{ tag: "bi-encoder", className: "BiEncoderModule" },
	{ tag: "cross-encoder", className: "CrossEncoderModule" },
] as const;

function scoring(model: ModelData, className: string): string {
	return `from lightning_ir import ${className}

model = ${className}(${pythonString(model.id)})
scores = model.score("what is a cat?", ["A cat is a small domesticated feline.", "The stock market fell today."])`;
}

/** A tagged model gets its own module; an untagged one gets both, since either may fit. */
const usage = (model: ModelData): string[] => {
	const tagged = MODULES.filter(({ tag }) => hasTag(model, tag));
	const modules = tagged.length > 0 ? tagged : MODULES;
	return modules.map(({ className }) => scoring(model, className));
};

export const lightningIr: LibraryUiElement = {
	prettyLabel: "Lightning IR",
	repoName: "Lightning IR",
	repoUrl: "https://github.com/webis-de/lightning-ir",
	filter: false,
	snippets: usage,
};
