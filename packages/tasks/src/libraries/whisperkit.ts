import type { LibraryUiElement } from "./types.js";

/** WhisperKit's CLI (macOS, Homebrew) downloads Core ML Whisper models from the argmaxinc repos by variant name. */
function whisperkitSnippets(): string[] {
	return [
		`# Install the CLI with Homebrew (macOS)
brew install whisperkit-cli
# All the inference options
whisperkit-cli transcribe --help
# Transcribe with the default model (downloaded on first use)
whisperkit-cli transcribe --audio-path /path/to/audio.mp3
# Or pick a model variant
whisperkit-cli transcribe --model "large-v3" --model-prefix "distil" --audio-path /path/to/audio.mp3 --verbose`,
	];
}

export const whisperkit: LibraryUiElement = {
	prettyLabel: "WhisperKit",
	repoName: "WhisperKit",
	repoUrl: "https://github.com/argmaxinc/WhisperKit",
	docsUrl: "https://github.com/argmaxinc/WhisperKit?tab=readme-ov-file#homebrew",
	filter: false,
	snippets: whisperkitSnippets,
	countDownloads: `path_filename:"model" AND path_extension:"mil" AND _exists_:"path_prefix"`,
};
