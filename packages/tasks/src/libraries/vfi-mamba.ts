import type { LibraryUiElement } from "./types.js";

/**
 * VFIMamba runs from its repository: `Model.from_pretrained` takes a variant name ("VFIMamba" or
 * "VFIMamba_S") and fetches the matching weights; the larger variant needs its wider config first.
 */
function vfiMambaSnippets(): string[] {
	return [
		`# Run from a clone of https://github.com/MCG-NJU/VFIMamba
import config as cfg
from Trainer_finetune import Model

cfg.MODEL_CONFIG["LOGNAME"] = "VFIMamba"
cfg.MODEL_CONFIG["MODEL_ARCH"] = cfg.init_model_config(F=32, depth=[2, 2, 2, 3, 3])
model = Model(-1)
model.from_pretrained("VFIMamba")  # or "VFIMamba_S" with the default config
model.eval()
model.device()`,
	];
}

export const vfiMamba: LibraryUiElement = {
	prettyLabel: "VFIMamba",
	repoName: "VFIMamba",
	repoUrl: "https://github.com/MCG-NJU/VFIMamba",
	filter: false,
	snippets: vfiMambaSnippets,
	countDownloads: `path_extension:"pkl"`,
};
