import type { TaskDataCustom } from "./types.js";

export const audioTextToText: TaskDataCustom = {
	datasets: [
		{
			description:
				"LibriSpeech: read English speech, used to teach and test the listening side of audio language models.",
			id: "openslr/librispeech_asr",
		},
		{
			description: "MusicCaps: music clips with expert descriptions, for music captioning and question answering.",
			id: "google/MusicCaps",
		},
		{
			description: "FLEURS: the same sentences spoken in 102 languages, for multilingual audio understanding.",
			id: "google/fleurs",
		},
	],
	demo: {
		inputs: [
			{ filename: "audio-text-to-text-input.wav", type: "audio" },
			{ label: "Prompt", content: "What is the speaker asking for, and how do they sound?", type: "text" },
		],
		outputs: [
			{
				label: "Answer",
				content:
					"The speaker asks to move their dentist appointment to Friday afternoon. They sound polite but a little rushed.",
				type: "text",
			},
		],
	},
	metrics: [
		{ description: "Word error rate when the model is asked to transcribe.", id: "wer" },
		{ description: "Share of correct answers on audio question-answering benchmarks.", id: "accuracy" },
	],
	models: [
		{
			description: "Qwen2-Audio 7B Instruct: chat about speech, sounds and music, or transcribe and translate.",
			id: "Qwen/Qwen2-Audio-7B-Instruct",
		},
		{
			description: "Voxtral Mini: transcription, translation and spoken-question answering in several languages.",
			id: "mistralai/Voxtral-Mini-3B-2507",
		},
		{
			description: "Ultravox: a Llama 3.1 8B that listens to speech directly, built for voice agents.",
			id: "fixie-ai/ultravox-v0_5-llama-3_1-8b",
		},
		{
			description: "Phi-4 multimodal: small model that takes text, images and speech.",
			id: "microsoft/Phi-4-multimodal-instruct",
		},
	],
	spaces: [
		{ description: "Chat with Qwen2-Audio about a recording or a sound.", id: "Qwen/Qwen2-Audio-Instruct-Demo" },
		{
			description: "Talk to Qwen2.5-Omni with voice, images or video and hear it answer.",
			id: "Qwen/Qwen2.5-Omni-7B-Demo",
		},
	],
	summary:
		"Audio-text-to-text models take audio and a text prompt and answer in text. They can transcribe, translate, summarise a call, answer questions about speech, describe sounds or music, and serve as the listening part of voice assistants.",
	widgetModels: ["Qwen/Qwen2-Audio-7B-Instruct"],
};
