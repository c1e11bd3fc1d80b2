import type { LibraryUiElement } from "./types.js";

/** Derm Foundation is one repo (google/derm-foundation), a Keras SavedModel; the snippet is fixed. */
const usage = (): string[] => [
	`import io
import tensorflow as tf
from PIL import Image
from huggingface_hub import from_pretrained_keras

# The model takes a serialized tf.train.Example holding a PNG
buffer = io.BytesIO()
Image.open("skin.png").convert("RGB").save(buffer, "PNG")
example = tf.train.Example(features=tf.train.Features(feature={
    "image/encoded": tf.train.Feature(bytes_list=tf.train.BytesList(value=[buffer.getvalue()])),
}))

model = from_pretrained_keras("google/derm-foundation")
infer = model.signatures["serving_default"]
output = infer(inputs=tf.constant([example.SerializeToString()]))
embedding = output["embedding"].numpy().flatten()`,
];

export const dermFoundation: LibraryUiElement = {
	prettyLabel: "Derm Foundation",
	repoName: "derm-foundation",
	repoUrl: "https://github.com/google-health/derm-foundation",
	filter: false,
	snippets: usage,
	countDownloads: `path:"scin_dataset_precomputed_embeddings.npz" OR path:"saved_model.pb"`,
};
