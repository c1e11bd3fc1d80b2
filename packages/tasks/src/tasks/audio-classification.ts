import type { TaskDataCustom } from "./types.js";

export const audioClassification: TaskDataCustom = {
	datasets: [
		{
			description: "Speech Commands: one-second clips of 35 spoken words, for keyword spotting.",
			id: "google/speech_commands",
		},
		{
			description: "ESC-50: 2,000 environmental recordings (dog bark, rain, siren...) in 50 classes.",
			id: "ashraq/esc50",
		},
		{ description: "AudioSet: two million YouTube clips labelled with 527 sound classes.", id: "agkphysics/AudioSet" },
		{ description: "GTZAN: 1,000 music clips in ten genres.", id: "marsyas/gtzan" },
	],
	demo: {
		inputs: [{ filename: "audio-classification-input.wav", type: "audio" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Dog", score: 0.86 },
					{ label: "Bark", score: 0.79 },
					{ label: "Animal", score: 0.62 },
					{ label: "Speech", score: 0.05 },
				],
			},
		],
	},
	metrics: [
		{ description: "Share of clips given the right label.", id: "accuracy" },
		{ description: "Harmonic mean of precision and recall, averaged over classes.", id: "f1" },
		{ description: "Mean average precision over classes; the AudioSet score for multi-label tagging.", id: "mAP" },
	],
	models: [
		{
			description: "Audio Spectrogram Transformer fine-tuned on AudioSet: tags 527 everyday sounds.",
			id: "MIT/ast-finetuned-audioset-10-10-0.4593",
		},
		{ description: "wav2vec 2.0 keyword spotter trained on Speech Commands.", id: "superb/wav2vec2-base-superb-ks" },
		{
			description: "HuBERT large for speech emotion recognition (neutral, happy, angry, sad).",
			id: "superb/hubert-large-superb-er",
		},
		{
			description: "ECAPA model that identifies the spoken language among 107.",
			id: "speechbrain/lang-id-voxlingua107-ecapa",
		},
		{
			description: "CLAP: zero-shot audio classification with labels written as text.",
			id: "laion/clap-htsat-unfused",
		},
	],
	spaces: [],
	summary:
		"Audio classification assigns labels to a sound clip: spoken commands, the speaker's language or emotion, music genre, or environmental sounds. Models return each label with a score; zero-shot models such as CLAP accept labels written as text.",
	widgetModels: ["MIT/ast-finetuned-audioset-10-10-0.4593"],
};
