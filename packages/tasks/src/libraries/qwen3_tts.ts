import type { LibraryUiElement } from "./types.js";

export const qwen3Tts: LibraryUiElement = {
	prettyLabel: "Qwen3-TTS",
	repoName: "Qwen3-TTS",
	repoUrl: "https://github.com/QwenLM/Qwen3-TTS",
	filter: false,
};
