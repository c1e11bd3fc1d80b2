import type { TaskDataCustom } from "./types.js";

export const textToAudio: TaskDataCustom = {
	datasets: [
		{
			description: "MusicCaps: 5,500 ten-second music clips described in detail by musicians.",
			id: "google/MusicCaps",
		},
		{
			description: "AudioSet: two million ten-second YouTube clips labelled with 527 sound classes.",
			id: "agkphysics/AudioSet",
		},
		{
			description: "LJ Speech: single-speaker English recordings, for the speech side of text-to-audio.",
			id: "keithito/lj_speech",
		},
	],
	demo: {
		inputs: [
			{ label: "Input", content: "A calm lo-fi beat with soft piano and rain in the background.", type: "text" },
		],
		outputs: [{ filename: "text-to-audio-output.wav", type: "audio" }],
	},
	metrics: [
		{
			description:
				"Fréchet Audio Distance: how close generated audio statistics are to real recordings (lower is better).",
			id: "FAD",
		},
		{
			description:
				"CLAP score: agreement between the prompt and the generated audio, measured with a text-audio model.",
			id: "CLAP",
		},
	],
	models: [
		{
			description: "MusicGen small: generates music from a text description; fast enough for experimentation.",
			id: "facebook/musicgen-small",
		},
		{
			description: "MusicGen melody: follows a text prompt and, optionally, a reference melody.",
			id: "facebook/musicgen-melody",
		},
		{
			description: "Stable Audio Open: up to 47 seconds of stereo sound effects or music from text.",
			id: "stabilityai/stable-audio-open-1.0",
		},
		{
			description: "AudioLDM 2: latent diffusion for sound effects, music and speech from text.",
			id: "cvssp/audioldm2",
		},
		{ description: "Bark: speech, music and sound effects from text prompts.", id: "suno/bark" },
	],
	spaces: [
		{
			description: "Generate music from a description (and an optional melody) with MusicGen.",
			id: "facebook/MusicGen",
		},
		{ description: "Generate expressive speech and simple sounds with Bark.", id: "suno/bark" },
	],
	summary:
		"Text-to-audio generates sound from a text prompt: music, sound effects, ambience or speech. Music and effects models are usually diffusion or token-based generators with a length limit of seconds to a few minutes; speech generation has its own text-to-speech task.",
	widgetModels: ["facebook/musicgen-small"],
};
