import type { TaskDataCustom } from "./types.js";

export const audioToAudio: TaskDataCustom = {
	datasets: [
		{
			description:
				"VoiceBank-DEMAND at 16 kHz: clean speech mixed with real-world noise, the standard enhancement benchmark.",
			id: "JacobLinCool/VoiceBank-DEMAND-16k",
		},
		{
			description: "VoxPopuli: multilingual parliament speech, also used for speech-to-speech translation.",
			id: "facebook/voxpopuli",
		},
	],
	demo: {
		inputs: [{ filename: "audio-to-audio-input.wav", type: "audio" }],
		outputs: [
			{ filename: "audio-to-audio-output-speaker-1.wav", type: "audio" },
			{ filename: "audio-to-audio-output-speaker-2.wav", type: "audio" },
		],
	},
	metrics: [
		{
			description:
				"Scale-invariant signal-to-distortion ratio in dB: how close the output is to the clean source (higher is better).",
			id: "SI-SDR",
		},
		{
			description:
				"Perceptual Evaluation of Speech Quality: predicts how listeners rate speech quality, from -0.5 to 4.5.",
			id: "PESQ",
		},
		{
			description: "Short-Time Objective Intelligibility, from 0 to 1: how understandable the enhanced speech is.",
			id: "STOI",
		},
	],
	models: [
		{
			description: "SepFormer trained on WSJ0-2mix: separates two overlapping speakers into two tracks.",
			id: "speechbrain/sepformer-wsj02mix",
		},
		{
			description: "SepFormer trained on WHAM!: separates speakers in noisy recordings.",
			id: "speechbrain/sepformer-wham",
		},
		{ description: "MetricGAN+: removes background noise from speech.", id: "speechbrain/metricgan-plus-voicebank" },
		{
			description: "Conv-TasNet from Asteroid: separates two speakers in 16 kHz audio.",
			id: "JorisCos/ConvTasNet_Libri2Mix_sepclean_16k",
		},
		{
			description: "SeamlessM4T v2: translates speech into speech in another language.",
			id: "facebook/seamless-m4t-v2-large",
		},
	],
	spaces: [
		{
			description: "Translate speech into speech or text in about 100 languages with SeamlessM4T v2.",
			id: "facebook/seamless-m4t-v2-large",
		},
		{ description: "Low-latency streaming speech translation with Seamless.", id: "facebook/seamless-streaming" },
	],
	summary:
		"Audio-to-audio models transform an audio input into one or more audio outputs: removing noise, separating overlapping speakers or instruments, converting one voice into another, or translating speech into another language.",
	widgetModels: ["speechbrain/sepformer-wham"],
};
