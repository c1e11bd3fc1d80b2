import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Pipeline tasks the mblt-model-zoo docs show running its quantized models through transformers. */
const PIPELINE_TASKS = new Set(["text-generation", "image-text-to-text", "automatic-speech-recognition"]);

const INSTALL = `# pip install "mblt-model-zoo[transformers]"  (runs on a Mobilint ARIES NPU)`;

/**
 * Mobilint's model zoo registers its NPU models with transformers' auto classes; the repos carry proxy
 * code, hence trust_remote_code. Quantized variants live on branches such as "W8" and "W4V8".
 */
function mobilintSnippets(model: ModelData): string[] {
	const id = pythonString(model.id);
	const task = model.pipeline_tag;
	if (task !== undefined && PIPELINE_TASKS.has(task)) {
		return [
			`${INSTALL}
from transformers import pipeline

pipe = pipeline(${pythonString(task)}, model=${id}, trust_remote_code=True, device="cpu")`,
		];
	}
	return [
		`${INSTALL}
from transformers import AutoModel

model = AutoModel.from_pretrained(${id}, trust_remote_code=True)`,
	];
}

export const mobilint: LibraryUiElement = {
	prettyLabel: "Mobilint",
	repoName: "mblt-model-zoo",
	repoUrl: "https://github.com/mobilint/mblt-model-zoo",
	docsUrl: "https://docs.mobilint.com",
	filter: false,
	countDownloads: `path:"config.json" OR path_extension:"mxq"`,
	snippets: mobilintSnippets,
};
