import type { LibraryUiElement } from "./types.js";

/** The medvae package loads one of its named autoencoders (weights from stanfordmimi/MedVAE). */
function medvaeSnippets(): string[] {
	return [
		`# pip install medvae
import torch
from medvae import MVAE

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
# model_name picks the autoencoder (e.g. medvae_4_3_2d, medvae_8_1_2d, medvae_4_1_3d); modality is "xray", "ct" or "mri"
model = MVAE(model_name="medvae_4_3_2d", modality="xray").to(device)
model.requires_grad_(False)
model.eval()

image = model.apply_transform("image.png").to(device)
with torch.no_grad():
    latent = model(image)`,
	];
}

export const medvae: LibraryUiElement = {
	prettyLabel: "MedVAE",
	repoName: "MedVAE",
	repoUrl: "https://github.com/StanfordMIMI/MedVAE",
	filter: false,
	snippets: medvaeSnippets,
	countDownloads: `path_extension:"ckpt"`,
};
