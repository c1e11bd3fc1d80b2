import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** A recognition model (image-to-text) reads lines; anything else is taken for a YOLO segmentation model. */
function pipelineStep(model: ModelData): string {
	// JSON strings are valid YAML double-quoted scalars, so any id is written safely.
	const modelLine = `        model: ${JSON.stringify(model.id)}`;
	if (model.pipeline_tag === "image-to-text") {
		return `  - step: TextRecognition
    settings:
      model: TrOCR
      model_settings:
${modelLine}`;
	}
	return `  - step: Segmentation
    settings:
      model: yolo
      model_settings:
${modelLine}`;
}

/** The pipeline file goes through a quoted heredoc, so nothing in it is expanded by the shell. */
const usage = (model: ModelData): string[] => [
	`pip install "htrflow[all]"

cat > pipeline.yaml <<'YAML'
steps:
${pipelineStep(model)}
  - step: Export
    settings:
      dest: outputs
      format: txt
YAML

htrflow pipeline pipeline.yaml ${shellSingleQuoted("images/")}`,
];

export const htrflow: LibraryUiElement = {
	prettyLabel: "HTRflow",
	repoName: "HTRflow",
	repoUrl: "https://github.com/AI-Riksarkivet/htrflow",
	docsUrl: "https://ai-riksarkivet.github.io/htrflow",
	filter: false,
	snippets: usage,
};
