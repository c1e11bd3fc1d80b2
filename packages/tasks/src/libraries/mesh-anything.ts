import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** MeshAnything V1 and V2 are PyTorchModelHubMixin classes inside the cloned repo; the id tells which. */
function meshAnythingSnippets(model: ModelData): string[] {
	const isV2 = /v2/i.test(model.id);
	const module = isV2 ? "meshanything_v2" : "meshanything";
	const className = isV2 ? "MeshAnythingV2" : "MeshAnything";
	return [
		`# Run from a clone of https://github.com/buaacyw/MeshAnything${isV2 ? "V2" : ""} (it provides the MeshAnything package)
from MeshAnything.models.${module} import ${className}

model = ${className}.from_pretrained(${pythonString(model.id)})`,
	];
}

export const meshAnything: LibraryUiElement = {
	prettyLabel: "MeshAnything",
	repoName: "MeshAnything",
	repoUrl: "https://github.com/buaacyw/MeshAnything",
	filter: false,
	snippets: meshAnythingSnippets,
	countDownloads: `path:"MeshAnything_350m.pth"`,
};
