import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** TRELLIS has an image-to-3D and a text-to-3D pipeline; the repo id says which one the weights are for. */
function trellisSnippets(model: ModelData): string[] {
	const id = pythonString(model.id);
	const fromText = /text/i.test(model.id);
	const pipelineClass = fromText ? "TrellisTextTo3DPipeline" : "TrellisImageTo3DPipeline";
	const run = fromText
		? `outputs = pipeline.run("A chair looking like an avocado.", seed=1)`
		: `image = Image.open("image.png")\noutputs = pipeline.run(image, seed=1)`;
	return [
		`# Run from a clone of https://github.com/microsoft/TRELLIS (see its setup.sh)
${fromText ? "" : "from PIL import Image\n"}from trellis.pipelines import ${pipelineClass}

pipeline = ${pipelineClass}.from_pretrained(${id})
pipeline.cuda()
${run}
# outputs["gaussian"], outputs["radiance_field"] and outputs["mesh"] hold the 3D asset`,
	];
}

export const trellis: LibraryUiElement = {
	prettyLabel: "Trellis",
	repoName: "Trellis",
	repoUrl: "https://github.com/microsoft/TRELLIS",
	filter: false,
	snippets: trellisSnippets,
	countDownloads: `path_extension:"safetensors"`,
};
