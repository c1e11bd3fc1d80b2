import type { ModelData } from "../model-data.js";
import { hasTag, placeholderComment, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Which audiocraft model class a repo holds, from its tag; the prompt fits what the model makes. */
const MODEL_KINDS = [
	{ tag: "musicgen", className: "MusicGen", prompts: ["happy rock", "energetic EDM", "sad jazz"] },
	{
		tag: "audiogen",
		className: "AudioGen",
		prompts: ["dog barking", "siren of an emergency vehicle", "footsteps in a corridor"],
	},
	{ tag: "magnet", className: "MAGNeT", prompts: ["80s electronic track with melodic synths", "acoustic folk song"] },
] as const;

const usage = (model: ModelData): string[] => {
	const kind = MODEL_KINDS.find(({ tag }) => hasTag(model, tag));
	if (!kind) return [placeholderComment("Type of model unknown.")];
	const prompts = kind.prompts.map((prompt) => pythonString(prompt)).join(", ");
	return [
		`from audiocraft.models import ${kind.className}
from audiocraft.data.audio import audio_write

model = ${kind.className}.get_pretrained(${pythonString(model.id)})
${kind.className === "MAGNeT" ? "" : "model.set_generation_params(duration=8)  # seconds of audio\n"}descriptions = [${prompts}]
wav = model.generate(descriptions)  # one sample per description

for index, one_wav in enumerate(wav):
    audio_write(f"sample_{index}", one_wav.cpu(), model.sample_rate, strategy="loudness")`,
	];
};

export const audiocraft: LibraryUiElement = {
	prettyLabel: "Audiocraft",
	repoName: "audiocraft",
	repoUrl: "https://github.com/facebookresearch/audiocraft",
	filter: false,
	snippets: usage,
	countDownloads: `path:"state_dict.bin"`,
};
