import type { TaskDataCustom } from "./types.js";

export const textTo3d: TaskDataCustom = {
	datasets: [
		{
			description: "Objaverse: 800,000 annotated 3D objects, the main open training source for 3D generation.",
			id: "allenai/objaverse",
		},
		{
			description: "Cap3D: descriptive captions for Objaverse objects, pairing text with 3D shapes.",
			id: "tiange/Cap3D",
		},
	],
	demo: {
		inputs: [{ label: "Prompt", content: "A wooden rocking chair with a red cushion", type: "text" }],
		outputs: [{ filename: "text-to-3d-output.gif", type: "img" }],
	},
	metrics: [
		{
			description: "CLIP score of rendered views against the prompt: how well the shape matches the text.",
			id: "clip_score",
		},
	],
	models: [
		{ description: "Shap-E: generates textured 3D meshes or neural fields from text in seconds.", id: "openai/shap-e" },
		{
			description: "TRELLIS text large: detailed 3D assets from text, exported as meshes or Gaussians.",
			id: "microsoft/TRELLIS-text-large",
		},
		{
			description: "Hunyuan3D 2: high-fidelity textured meshes; text prompts go through an image first.",
			id: "tencent/Hunyuan3D-2",
		},
	],
	spaces: [
		{ description: "Generate a 3D object from a text prompt with Shap-E.", id: "hysts/Shap-E" },
		{ description: "Create textured 3D assets with Hunyuan3D 2.", id: "tencent/Hunyuan3D-2" },
	],
	summary:
		"Text-to-3D models generate a 3D object (a mesh, point cloud or Gaussian splat) from a text description. They are used for game assets, prototyping and AR; results are usually single objects that may need clean-up before production use.",
	widgetModels: ["openai/shap-e"],
};
