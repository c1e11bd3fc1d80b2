import type { LibraryUiElement } from "./types.js";

// The supertonic package downloads its own ONNX models (Supertone/supertonic) rather than taking a repo id.
const usage = (): string[] => [
	`# pip install supertonic
from supertonic import TTS

tts = TTS(auto_download=True)
style = tts.get_voice_style(voice_name="M1")
wav, duration = tts.synthesize("Supertonic speaks this sentence on your device.", voice_style=style)
tts.save_audio(wav, "output.wav")`,
];

export const supertonic: LibraryUiElement = {
	prettyLabel: "Supertonic",
	repoName: "Supertonic",
	repoUrl: "https://github.com/supertone-inc/supertonic",
	filter: false,
	snippets: usage,
};
