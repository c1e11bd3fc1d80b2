import type { LibraryUiElement } from "./types.js";

/** CXR Foundation is one repo (google/cxr-foundation) of TensorFlow SavedModels; the snippet is fixed. */
const usage = (): string[] => [
	`import os
import tensorflow as tf
import tensorflow_text  # registers the ops the text model needs
from huggingface_hub import snapshot_download

local_dir = snapshot_download(
    repo_id="google/cxr-foundation",
    allow_patterns=["elixr-c-v2-pooled/*", "pax-elixr-b-text/*"],
)

# Image embeddings: the ELIXR-C model takes a serialized tf.train.Example holding a chest X-ray
elixrc_model = tf.saved_model.load(os.path.join(local_dir, "elixr-c-v2-pooled"))
elixrc_infer = elixrc_model.signatures["serving_default"]

# Text embeddings for zero-shot classification
text_model = tf.saved_model.load(os.path.join(local_dir, "pax-elixr-b-text"))`,
];

export const cxrFoundation: LibraryUiElement = {
	prettyLabel: "CXR Foundation",
	repoName: "cxr-foundation",
	repoUrl: "https://github.com/google-health/cxr-foundation",
	filter: false,
	snippets: usage,
	countDownloads: `path:"precomputed_embeddings/embeddings.npz" OR path:"pax-elixr-b-text/saved_model.pb"`,
};
