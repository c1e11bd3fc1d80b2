import type { ModelData } from "../model-data.js";
import { hubDownloadCommand } from "./shared/hub-cli.js";
import type { LibraryUiElement } from "./types.js";

/**
 * Open-Sora runs from its repository with torchrun; its configs read the weights from ./ckpts. The
 * commands below are those of Open-Sora 2.0; 1.x checkpoints pair with the configs of their release tag.
 */
function openSoraSnippets(model: ModelData): string[] {
	const version = /v2/i.test(model.id)
		? ""
		: "# For a 1.x checkpoint, check out the repository tag of its release first\n";
	return [
		`git clone https://github.com/hpcaitech/Open-Sora.git
cd Open-Sora
pip install -v .
${hubDownloadCommand(model.id, "./ckpts")}
${version}# Text to video at 256px on one GPU
torchrun --nproc_per_node 1 --standalone scripts/diffusion/inference.py configs/diffusion/inference/t2i2v_256px.py --save-dir samples --prompt "raining, sea"`,
	];
}

export const openSora: LibraryUiElement = {
	prettyLabel: "Open-Sora",
	repoName: "Open-Sora",
	repoUrl: "https://github.com/hpcaitech/Open-Sora",
	filter: false,
	snippets: openSoraSnippets,
	countDownloads: `path:"Open_Sora_v2.safetensors"`,
};
