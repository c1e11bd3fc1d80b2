import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** F5-TTS clones the voice of a reference clip; its API loads SWivid/F5-TTS unless given other checkpoint files. */
function f5TtsSnippets(model: ModelData): string[] {
	const checkpoint =
		model.id === "SWivid/F5-TTS"
			? "tts = F5TTS()  # loads this repo's default checkpoint"
			: `# F5TTS() loads SWivid/F5-TTS; for ${pythonString(model.id)} pass the repo's files:
# F5TTS(ckpt_file=hf_hub_download(<repo>, <checkpoint>), vocab_file=hf_hub_download(<repo>, <vocab.txt>))
tts = F5TTS()`;
	return [
		`# pip install f5-tts
from f5_tts.api import F5TTS

${checkpoint}
wav, sample_rate, spectrogram = tts.infer(
    ref_file="reference.wav",
    ref_text="The words spoken in reference.wav.",
    gen_text="Text to say in the reference voice.",
    file_wave="output.wav",
)`,
	];
}

export const f5Tts: LibraryUiElement = {
	prettyLabel: "F5-TTS",
	repoName: "F5-TTS",
	repoUrl: "https://github.com/SWivid/F5-TTS",
	filter: false,
	snippets: f5TtsSnippets,
	countDownloads: `path_extension:"safetensors" OR path_extension:"pt"`,
};
