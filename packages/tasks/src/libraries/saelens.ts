import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** SAELens takes a repo id as the release; the repo lists its SAEs (one folder per `sae_id`). */
function saelensSnippets(model: ModelData): string[] {
	return [
		`from sae_lens import SAE

# sae_id is one of the SAE folders listed in this repo, e.g. "blocks.8.hook_resid_pre"
sae = SAE.from_pretrained(release=${pythonString(model.id)}, sae_id="blocks.8.hook_resid_pre", device="cpu")`,
	];
}

export const saelens: LibraryUiElement = {
	prettyLabel: "SAELens",
	repoName: "SAELens",
	repoUrl: "https://github.com/jbloomAus/SAELens",
	filter: false,
	snippets: saelensSnippets,
};
