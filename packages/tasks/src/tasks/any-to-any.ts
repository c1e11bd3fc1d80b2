import type { TaskDataCustom } from "./types.js";

export const anyToAny: TaskDataCustom = {
	datasets: [
		{
			description: "AnyInstruct: multi-turn conversations mixing text, speech, images and music.",
			id: "fnlp/AnyInstruct",
		},
		{
			description: "The Cauldron: 50 vision-language datasets in one instruction format.",
			id: "HuggingFaceM4/the_cauldron",
		},
	],
	demo: {
		inputs: [
			{ filename: "any-to-any-input.jpg", type: "img" },
			{ label: "Prompt", content: "Describe this dish out loud and suggest a wine to go with it.", type: "text" },
		],
		outputs: [
			{
				label: "Answer",
				content:
					"This is a mushroom risotto topped with parmesan and thyme. A dry white such as a Pinot Grigio would suit it.",
				type: "text",
			},
			{ filename: "any-to-any-output.wav", type: "audio" },
		],
	},
	metrics: [
		{
			description: "Share of correct answers, measured per modality on benchmarks such as MMMU or audio QA sets.",
			id: "accuracy",
		},
	],
	models: [
		{
			description: "Qwen2.5-Omni 7B: understands text, images, audio and video and answers in text and natural speech.",
			id: "Qwen/Qwen2.5-Omni-7B",
		},
		{
			description: "Janus-Pro 7B: one model that both understands images and generates them from text.",
			id: "deepseek-ai/Janus-Pro-7B",
		},
		{
			description: "MiniCPM-o 2.6: an 8B model for vision, speech and live multimodal streaming.",
			id: "openbmb/MiniCPM-o-2_6",
		},
		{
			description: "Phi-4 multimodal: compact model that takes text, images and speech.",
			id: "microsoft/Phi-4-multimodal-instruct",
		},
	],
	spaces: [
		{ description: "Speak or show a video to Qwen2.5-Omni and hear its reply.", id: "Qwen/Qwen2.5-Omni-7B-Demo" },
		{ description: "Ask Janus-Pro about an image, or have it draw one.", id: "deepseek-ai/Janus-Pro-7B" },
	],
	summary:
		"Any-to-any models accept and produce several modalities with one network: for example, text, images, audio or video in, and text, speech or images out. They power voice-and-vision assistants and unified understand-and-generate systems.",
	widgetModels: ["Qwen/Qwen2.5-Omni-7B"],
};
