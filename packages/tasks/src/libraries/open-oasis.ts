import type { ModelData } from "../model-data.js";
import { hubDownloadCommand } from "./shared/hub-cli.js";
import type { LibraryUiElement } from "./types.js";

/** Oasis has no package: its generate.py script reads the DiT and VAE checkpoints from the working directory. */
function openOasisSnippets(model: ModelData): string[] {
	return [
		`git clone https://github.com/etched-ai/open-oasis.git
cd open-oasis
pip install -r requirements.txt
${hubDownloadCommand(model.id, ".", ["oasis500m.safetensors", "vit-l-20.safetensors"])}
python generate.py`,
	];
}

export const openOasis: LibraryUiElement = {
	prettyLabel: "open-oasis",
	repoName: "open-oasis",
	repoUrl: "https://github.com/etched-ai/open-oasis",
	filter: false,
	snippets: openOasisSnippets,
	countDownloads: `path:"oasis500m.safetensors"`,
};
