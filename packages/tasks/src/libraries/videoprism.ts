import type { ModelData } from "../model-data.js";
import type { LibraryUiElement } from "./types.js";

/**
 * VideoPrism loads weights by configuration name, which follows the repo name as in the README's table
 * (google/videoprism-lvt-large-f8r288 is videoprism_lvt_public_v1_large): "lvt" repos hold video-text
 * encoders, the others video encoders; "large" picks ViT-L, anything else ViT-B.
 */
function configurationName(id: string): { name: string; videoText: boolean } {
	const videoText = /(^|[/-])lvt-/.test(id);
	const size = /-large-/.test(id) ? "large" : "base";
	return { name: `videoprism_${videoText ? "lvt_" : ""}public_v1_${size}`, videoText };
}

function videoprismSnippets(model: ModelData): string[] {
	const { name, videoText } = configurationName(model.id);
	const install = `# git clone https://github.com/google-deepmind/videoprism && pip install ./videoprism
import jax
from videoprism import models as vp

model_name = "${name}"
flax_model = vp.get_model(model_name)
loaded_state = vp.load_pretrained_weights(model_name)`;
	if (!videoText) {
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
