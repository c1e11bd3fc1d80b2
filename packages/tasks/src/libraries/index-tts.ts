import type { ModelData } from "../model-data.js";
import { hubDownloadCommand } from "./shared/hub-cli.js";
import type { LibraryUiElement } from "./types.js";

/** IndexTTS 2 and the earlier IndexTTS 1.x load the same downloaded folder through different classes. */
function inferenceCode(model: ModelData): string {
	if (/IndexTTS-2/i.test(model.id)) {
		return `from indextts.infer_v2 import IndexTTS2

tts = IndexTTS2(cfg_path="checkpoints/config.yaml", model_dir="checkpoints")
# The voice of reference.wav speaks the text
tts.infer(spk_audio_prompt="reference.wav", text="Hello from IndexTTS.", output_path="output.wav")`;
	}
	return `from indextts.infer import IndexTTS

tts = IndexTTS(model_dir="checkpoints", cfg_path="checkpoints/config.yaml")
# The voice of reference.wav speaks the text
tts.infer("reference.wav", "Hello from IndexTTS.", "output.wav")`;
}

/** The classes read a local folder, so the repo is downloaded into the clone's checkpoints/ first. */
const usage = (model: ModelData): string[] => [
	`git clone https://github.com/index-tts/index-tts.git
cd index-tts
pip install -e .
${hubDownloadCommand(model.id, "checkpoints")}`,
	inferenceCode(model),
];

export const indexTts: LibraryUiElement = {
	prettyLabel: "IndexTTS",
	repoName: "IndexTTS",
	repoUrl: "https://github.com/index-tts/index-tts",
	filter: false,
	snippets: usage,
};
