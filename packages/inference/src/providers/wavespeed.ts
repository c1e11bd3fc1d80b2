import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

export const wavespeed = defineProvider({
	id: "wavespeed",
	label: "WaveSpeed",
	host: "https://api.wavespeed.ai",
	authScheme: "Bearer",
	keyVariable: "WAVESPEED_API_KEY",
	tasks: {
		"text-to-image": kind("wavespeed-job", { input: "text", output: "image" }),
		"text-to-video": kind("wavespeed-job", { input: "text", output: "media" }),
		"image-to-image": kind("wavespeed-job", { input: "image", output: "image" }),
		"image-to-video": kind("wavespeed-job", { input: "image", output: "media" }),
		"image-text-to-image": kind("wavespeed-job", { input: "image", output: "image" }),
		"image-text-to-video": kind("wavespeed-job", { input: "image", output: "media" }),
	},
});
