/**
 * STAND-IN for the sample-input value accessor of @modelyard/tasks (sample-inputs.ts, being written by the
 * catalogue helper): the sample input of each task as a VALUE. Delete when that accessor lands; inputs.ts
 * is the only importer.
 */
import type { LiteralValue, ModelDataMinimal } from "@modelyard/tasks";

const IMAGE = "cats.jpg";
const AUDIO = "sample1.flac";

const SAMPLES: Readonly<Record<string, LiteralValue>> = {
	"audio-classification": AUDIO,
	"audio-to-audio": AUDIO,
	"automatic-speech-recognition": AUDIO,
	"document-question-answering": { image: "cat.png", question: "What is in this image?" },
	"feature-extraction": "Today is a sunny day and I will get some ice cream.",
	"image-classification": IMAGE,
	"image-segmentation": IMAGE,
	"image-to-image": { image: "cat.png", prompt: "Turn the cat into a tiger." },
	"image-to-text": IMAGE,
	"object-detection": IMAGE,
	"question-answering": { question: "What is my name?", context: "My name is Clara and I live in Berkeley." },
	"sentence-similarity": {
		source_sentence: "That is a happy person",
		sentences: ["That is a happy dog", "That is a very happy person", "Today is a sunny day"],
	},
	summarization:
		"The tower is 324 metres (1,063 ft) tall, about the same height as an 81-storey building, and the tallest structure in Paris. Its base is square, measuring 125 metres (410 ft) on each side. During its construction, the Eiffel Tower surpassed the Washington Monument to become the tallest man-made structure in the world, a title it held for 41 years until the Chrysler Building in New York City was finished in 1930. It was the first structure to reach a height of 300 metres. Due to the addition of a broadcasting aerial at the top of the tower in 1957, it is now taller than the Chrysler Building by 5.2 metres (17 ft). Excluding transmitters, the Eiffel Tower is the second tallest free-standing structure in France after the Millau Viaduct.",
	"table-question-answering": {
		query: "How many stars does the transformers repository have?",
		table: {
			Repository: ["Transformers", "Datasets", "Tokenizers"],
			Stars: ["36542", "4512", "3934"],
			Contributors: ["651", "77", "34"],
			"Programming language": ["Python", "Python", "Rust, Python and NodeJS"],
		},
	},
	"tabular-classification": {
		data: {
			Height: ["11.52", "12.48", "12.3778"],
			Length1: ["23.2", "24", "23.9"],
			Length2: ["25.4", "26.3", "26.5"],
			Length3: ["30", "31.2", "31.1"],
			Species: ["Bream", "Bream", "Bream"],
			Weight: ["242", "290", "340"],
			Width: ["4.02", "4.3056", "4.6961"],
		},
	},
	"text-classification": "I like you. I love you",
	"text-generation": "Can you please let us know more details about your ",
	"text-to-image": "Astronaut riding a horse",
	"text-to-speech": "The answer to the universe is 42",
	"text-to-audio": "liquid drum and bass, atmospheric synths, airy sounds",
	"text-to-video": "A young man walking on the street",
	"text2text-generation": "The answer to the universe is",
	"token-classification": "My name is Sarah Jessica Parker but you can call me Jessica",
	translation: "Меня зовут Вольфганг и я живу в Берлине",
	"zero-shot-classification":
		"Hi, I recently bought a device from your company but it is not working as advertised and I would like to get reimbursed!",
	"zero-shot-image-classification": IMAGE,
};

const CHAT_SAMPLES: Readonly<Record<string, LiteralValue>> = {
	"text-generation": [{ role: "user", content: "What is the capital of France?" }],
	"image-text-to-text": [
		{
			role: "user",
			content: [
				{ type: "text", text: "Describe this image in one sentence." },
				{
					type: "image_url",
					image_url: {
						url: "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg",
					},
				},
			],
		},
	],
};

export function sampleInputValue(model: ModelDataMinimal): LiteralValue | undefined {
	const tag = model.pipeline_tag ?? "";
	if (model.tags.includes("conversational") && tag in CHAT_SAMPLES) return CHAT_SAMPLES[tag];
	if (tag === "fill-mask") return `The answer to the universe is ${model.mask_token ?? "[MASK]"}.`;
	if (tag === "tabular-regression") return SAMPLES["tabular-classification"];
	return SAMPLES[tag];
}
