import type { ModelData } from "../model-data.js";
import { hubDownloadCommand } from "./shared/hub-cli.js";
import type { LibraryUiElement } from "./types.js";

/** 3DTopia-XL runs from its repository: inference.py reads the DiT and VAE weights from pretrained/. */
function threeDTopiaXlSnippets(model: ModelData): string[] {
	return [
		`git clone https://github.com/3DTopia/3DTopia-XL.git
cd 3DTopia-XL
pip install -r requirements.txt && bash install.sh
${hubDownloadCommand(model.id, "pretrained", ["model_sview_dit_fp16.pt", "model_vae_fp16.pt"])}
# Images to lift to 3D go in the input_dir set in configs/inference_dit.yml
python inference.py ./configs/inference_dit.yml`,
	];
}

export const lib3dtopiaXl: LibraryUiElement = {
	prettyLabel: "3DTopia-XL",
	repoName: "3DTopia-XL",
	repoUrl: "https://github.com/3DTopia/3DTopia-XL",
	filter: false,
	snippets: threeDTopiaXlSnippets,
	countDownloads: `path:"model_vae_fp16.pt"`,
};
