import type { ModelData } from "../model-data.js";
import { hubDownloadCommand } from "./shared/hub-cli.js";
import type { LibraryUiElement } from "./types.js";

/** SEED-Story runs from its repository: scripts under src/inference read configs that point at pretrained/. */
function seedStorySnippets(model: ModelData): string[] {
	return [
		`git clone https://github.com/TencentARC/SEED-Story.git
cd SEED-Story
pip install -r requirements.txt
# The configs also reference the base LLM and SDXL weights; see the repository's README
${hubDownloadCommand(model.id, "pretrained")}
python src/inference/gen_george.py`,
	];
}

export const seedStory: LibraryUiElement = {
	prettyLabel: "SEED-Story",
	repoName: "SEED-Story",
	repoUrl: "https://github.com/TencentARC/SEED-Story",
	filter: false,
	snippets: seedStorySnippets,
	countDownloads: `path:"cvlm_llama2_tokenizer/tokenizer.model"`,
};
