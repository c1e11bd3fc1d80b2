import type { TaskDataCustom } from "./types.js";

export const automaticSpeechRecognition: TaskDataCustom = {
	datasets: [
		{
			description: "LibriSpeech: 1,000 hours of read English audiobooks; clean and noisy test sets.",
			id: "openslr/librispeech_asr",
		},
		{
			description: "Common Voice 17: crowd-sourced read speech in over 100 languages (accept the terms first).",
			id: "mozilla-foundation/common_voice_17_0",
		},
		{
			description: "FLEURS: the same sentences read in 102 languages, for multilingual evaluation.",
			id: "google/fleurs",
		},
		{ description: "VoxPopuli: transcribed European Parliament speech in 16 languages.", id: "facebook/voxpopuli" },
	],
	demo: {
		inputs: [{ filename: "automatic-speech-recognition-input.flac", type: "audio" }],
		outputs: [
			{
				label: "Transcript",
				content: "Mister Quilter is the apostle of the middle classes, and we are glad to welcome his gospel.",
				type: "text",
			},
		],
	},
	metrics: [
		{
			description:
				"Word error rate: substitutions, deletions and insertions divided by the number of reference words (lower is better).",
			id: "wer",
		},
		{
			description: "Character error rate: like WER at the character level; fairer for languages without spaces.",
			id: "cer",
		},
	],
	models: [
		{
			description: "Whisper large-v3: robust multilingual transcription and translation into English, 99 languages.",
			id: "openai/whisper-large-v3",
		},
		{
			description: "Whisper large-v3 turbo: a pruned decoder making it several times faster with little accuracy loss.",
			id: "openai/whisper-large-v3-turbo",
		},
		{
			description: "Distil-Whisper: a distilled English Whisper about six times faster than large-v3.",
			id: "distil-whisper/distil-large-v3",
		},
		{
			description:
				"Parakeet TDT 0.6B v2: very fast, accurate English transcription with punctuation and timestamps (NeMo).",
			id: "nvidia/parakeet-tdt-0.6b-v2",
		},
		{ description: "MMS 1B: wav2vec 2.0 with language adapters for over 1,100 languages.", id: "facebook/mms-1b-all" },
		{
			description: "wav2vec 2.0 base fine-tuned on LibriSpeech; a small CTC model for English.",
			id: "facebook/wav2vec2-base-960h",
		},
	],
	spaces: [
		{
			description: "Leaderboard of speech recognition models by word error rate and speed.",
			id: "hf-audio/open_asr_leaderboard",
		},
		{
			description: "Transcribe microphone recordings, files or YouTube videos with Whisper large-v3.",
			id: "hf-audio/whisper-large-v3",
		},
		{ description: "Run Whisper entirely in the browser with Transformers.js.", id: "Xenova/whisper-web" },
	],
	summary:
		"Automatic speech recognition (ASR) transcribes spoken audio into text. Models differ in languages, speed, robustness to noise and accents, and extras such as punctuation, word timestamps or translation; word error rate is the usual yardstick.",
	widgetModels: ["openai/whisper-large-v3"],
};
