import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * VideoPrism loads weights by configuration name, not by repo id; the README's table gives the
 * configuration of each released repo. "lvt" configurations are video-text encoders.
 */
const CONFIGURATION_BY_REPO: Record<string, string> = {
	"google/videoprism-base-f16r288": "videoprism_public_v1_base",
	"google/videoprism-large-f8r288": "videoprism_public_v1_large",
	"google/videoprism-lvt-base-f16r288": "videoprism_lvt_public_v1_base",
	"google/videoprism-lvt-large-f8r288": "videoprism_lvt_public_v1_large",
};

function videoprismSnippets(model: ModelData): string[] {
	const name = CONFIGURATION_BY_REPO[model.id];
	if (!name) {
		return [
			`# Not a released VideoPrism repo: the videoprism package loads weights by configuration name only
from huggingface_hub import snapshot_download

checkpoint_dir = snapshot_download(${pythonString(model.id)})`,
		];
	}
	const install = `# git clone https://github.com/google-deepmind/videoprism && pip install ./videoprism
import jax
from videoprism import models as vp

model_name = "${name}"  # the configuration of ${model.id}
flax_model = vp.get_model(model_name)
loaded_state = vp.load_pretrained_weights(model_name)`;
	if (!name.includes("_lvt_")) {
		return [
			`${install}


@jax.jit
def forward_fn(inputs):
    return flax_model.apply(loaded_state, inputs, train=False)


# video_inputs: [batch, frames, 288, 288, 3] with RGB values in [0, 1]
outputs, _ = forward_fn(video_inputs)  # [batch, frames * 16 * 16, channels]`,
		];
	}
	return [
		`${install}
text_tokenizer = vp.load_text_tokenizer("c4_en")


@jax.jit
def forward_fn(inputs, text_token_ids, text_token_paddings):
    return flax_model.apply(loaded_state, inputs, text_token_ids, text_token_paddings, train=False)


# video_inputs: [batch, frames, 288, 288, 3] with RGB values in [0, 1]
text_ids, text_paddings = vp.tokenize_texts(text_tokenizer, ["a person playing the guitar"])
video_embeddings, text_embeddings, _ = forward_fn(video_inputs, text_ids, text_paddings)`,
	];
}

export const videoprism: LibraryUiElement = {
	prettyLabel: "VideoPrism",
	repoName: "VideoPrism",
	repoUrl: "https://github.com/google-deepmind/videoprism",
	filter: false,
	countDownloads: `path_extension:"npz"`,
	snippets: videoprismSnippets,
};
