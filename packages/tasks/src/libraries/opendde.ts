import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * OpenDDE reads its checkpoint from $OPENDDE_ROOT_DIR/checkpoint/; the general-purpose file is
 * opendde.pt (opendde_abag.pt, for antibody-antigen, is passed with --load_checkpoint_path).
 */
const usage = (model: ModelData): string[] => [
	`pip install opendde
export OPENDDE_ROOT_DIR=~/.cache/opendde
hf download ${shellSingleQuoted(model.id)} opendde.pt --local-dir "$OPENDDE_ROOT_DIR/checkpoint"

# input.json lists the jobs: name, modelSeeds and sequences (proteinChain, ligand, ...)
opendde pred -i input.json -o ./output -n opendde_v1 --use_msa false --use_template false --use_rna_msa false`,
];

export const opendde: LibraryUiElement = {
	prettyLabel: "OpenDDE",
	repoName: "OpenDDE",
	repoUrl: "https://github.com/aurekaresearch/OpenDDE",
	docsUrl: "https://huggingface.co/aurekaresearch/OpenDDE/blob/main/docs/inference_instructions.md",
	filter: false,
	countDownloads: `path_extension:"pt"`,
	snippets: usage,
};
