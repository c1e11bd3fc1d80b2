import type { TaskDataCustom } from "./types.js";

export const textToSpeech: TaskDataCustom = {
	canonicalId: "text-to-audio",
	datasets: [
		{
			description: "LJ Speech: 24 hours of one English speaker reading book passages; the classic single-voice set.",
			id: "keithito/lj_speech",
		},
		{
			description: "LibriTTS-R: 585 hours of multi-speaker English audiobook speech, restored for higher quality.",
			id: "mythicinfinity/libritts_r",
		},
		{
			description: "VoxPopuli: European Parliament speeches in 16 languages with transcripts.",
			id: "facebook/voxpopuli",
		},
	],
	demo: {
		inputs: [{ label: "Input", content: "Your train to Edinburgh departs from platform four.", type: "text" }],
		outputs: [{ filename: "text-to-speech-output.wav", type: "audio" }],
	},
	metrics: [
		{
			description: "Mean opinion score: listeners rate naturalness from 1 to 5; the reference measure of TTS quality.",
			id: "MOS",
		},
		{
			description:
				"Word error rate of a speech recogniser on the generated audio; checks that the words are intelligible.",
			id: "wer",
		},
	],
	models: [
		{
			description:
				"Kokoro: an 82M-parameter model with natural English voices and several other languages; fast on CPU.",
			id: "hexgrad/Kokoro-82M",
		},
		{
			description: "Parler-TTS: describe the voice you want in words (pitch, pace, recording quality).",
			id: "parler-tts/parler-tts-mini-v1",
		},
		{ description: "XTTS v2: clones a voice from a six-second sample and speaks 17 languages.", id: "coqui/XTTS-v2" },
		{
			description: "Bark: generates speech with laughter, pauses and other non-verbal sounds in many languages.",
			id: "suno/bark",
		},
		{
			description: "MMS-TTS English: one of Meta's lightweight VITS voices covering over 1,000 languages.",
			id: "facebook/mms-tts-eng",
		},
		{
			description: "SpeechT5: small TTS model that takes a speaker embedding to choose the voice.",
			id: "microsoft/speecht5_tts",
		},
	],
	spaces: [
		{
			description: "Blind comparisons and a leaderboard of text-to-speech models voted by listeners.",
			id: "TTS-AGI/TTS-Arena",
		},
		{ description: "Generate speech with Bark, including non-verbal cues like [laughs].", id: "suno/bark" },
	],
	summary:
		"Text-to-speech (TTS) turns written text into natural-sounding speech. Models differ in languages, voice choice (fixed voices, voice cloning from a sample, or a voice described in words), expressiveness and speed; some run in real time on a CPU.",
	widgetModels: ["hexgrad/Kokoro-82M"],
};
