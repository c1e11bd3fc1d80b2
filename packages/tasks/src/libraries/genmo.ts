import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Genmo's Mochi API builds a pipeline from the DiT and VAE files of a downloaded repo. */
function genmoSnippets(model: ModelData): string[] {
	return [
		`# pip install git+https://github.com/genmoai/mochi.git
from huggingface_hub import snapshot_download
from genmo.lib.utils import save_video
from genmo.mochi_preview.pipelines import (
    DecoderModelFactory,
    DitModelFactory,
    MochiSingleGPUPipeline,
    T5ModelFactory,
    linear_quadratic_schedule,
)

weights = snapshot_download(${pythonString(model.id)})
pipeline = MochiSingleGPUPipeline(
    text_encoder_factory=T5ModelFactory(),
    dit_factory=DitModelFactory(model_path=f"{weights}/dit.safetensors", model_dtype="bf16"),
    decoder_factory=DecoderModelFactory(model_path=f"{weights}/vae.safetensors"),
    cpu_offload=True,
    decode_type="tiled_full",
)

video = pipeline(
    height=480,
    width=848,
    num_frames=31,
    num_inference_steps=64,
    sigma_schedule=linear_quadratic_schedule(64, 0.025),
    cfg_schedule=[4.5] * 64,
    batch_cfg=False,
    prompt="A hand picks up a bright yellow lemon from a wooden bowl",
    negative_prompt="",
    seed=12345,
)
save_video(video[0], "video.mp4")`,
	];
}

export const genmo: LibraryUiElement = {
	prettyLabel: "Genmo",
	repoName: "Genmo",
	repoUrl: "https://github.com/genmoai/models",
	filter: false,
	snippets: genmoSnippets,
	countDownloads: `path:"vae_stats.json"`,
};
