import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

export const wavespeed = defineProvider({
	id: "wavespeed",
	label: "WaveSpeed",
	host: "https://api.wavespeed.ai",
	authScheme: "Bearer",
	keyVariable: "WAVESPEED_API_KEY",
	tasks: {
		"text-to-image": protocol("wavespeed-job", { input: "text", output: "image" }),
		"text-to-video": protocol("wavespeed-job", { input: "text", output: "media" }),
		"image-to-image": protocol("wavespeed-job", { input: "image", output: "image" }),
		"image-to-video": protocol("wavespeed-job", { input: "image", output: "media" }),
		"image-text-to-image": protocol("wavespeed-job", { input: "image", output: "image" }),
		// Text-and-image-to-video models (TI2V) also make a video from a prompt alone.
		"image-text-to-video": protocol("wavespeed-job", { input: "image", output: "media", promptAloneIn: "ti2v" }),
	},
});
