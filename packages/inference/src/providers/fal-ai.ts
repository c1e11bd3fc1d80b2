import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

/** The audio fal decodes (a data: URL of any other type is refused). */
const FAL_AUDIO_TYPES = ["audio/mpeg", "audio/mp4", "audio/wav", "audio/x-wav"];

/**
 * The audio fal's queued endpoints decode, each with the type its data: URL must declare: fal answers
 * "Unsupported data URL" to `audio/wav` but decodes the same bytes labelled `audio/x-wav`. FLAC is refused.
 */
const FAL_QUEUE_AUDIO_TYPES = {
	"audio/mpeg": "audio/mpeg",
	"audio/mp3": "audio/mpeg",
	"audio/wav": "audio/x-wav",
	"audio/wave": "audio/x-wav",
	"audio/x-wav": "audio/x-wav",
	"audio/webm": "video/webm",
	"video/webm": "video/webm",
};

const QUEUE = "https://queue.fal.run";

export const falAi = defineProvider({
	id: "fal-ai",
	label: "Fal.ai",
	host: "https://fal.run",
	authScheme: "Key",
	keyVariable: "FAL_KEY",
	audioTypes: FAL_AUDIO_TYPES,
	snippetClients: ["fal_client"],
	tasks: {
		// Through the queue, as the latest Hub client does (3.x held one connection open for the whole generation).
		"text-to-image": protocol("fal-queue", QUEUE, {
			input: "prompt",
			output: "image",
			fields: { sync_mode: true },
			loras: true,
		}),
		"text-to-speech": protocol("fal-text-to-speech"),
		"text-to-video": protocol("fal-queue", QUEUE, { input: "prompt", output: "video" }),
		"automatic-speech-recognition": protocol("fal-speech-recognition", FAL_AUDIO_TYPES),
		"text-to-audio": protocol("fal-queue", QUEUE, { input: "prompt", output: "audio" }),
		"image-to-image": protocol("fal-queue", QUEUE, { input: "image_url+image_urls", output: "image" }),
		"image-text-to-image": protocol("fal-queue", QUEUE, { input: "image_url+image_urls", output: "image" }),
		"image-to-video": protocol("fal-queue", QUEUE, { input: "image_url", output: "video" }),
		"image-text-to-video": protocol("fal-queue", QUEUE, { input: "image_url", output: "video" }),
		"image-segmentation": protocol("fal-queue", QUEUE, {
			input: "image_url",
			output: "mask",
			fields: { sync_mode: true },
		}),
		"audio-to-audio": protocol("fal-queue", QUEUE, {
			input: "audio_url",
			output: "audio-track",
			audioTypes: FAL_QUEUE_AUDIO_TYPES,
		}),
	},
});
