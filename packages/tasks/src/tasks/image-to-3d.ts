import type { TaskDataCustom } from "./types.js";

export const imageTo3d: TaskDataCustom = {
	datasets: [
		{
			description: "Objaverse: 800,000 3D objects, rendered from many angles to train image-to-3D models.",
			id: "allenai/objaverse",
		},
		{ description: "Cap3D: captions and renderings of Objaverse objects.", id: "tiange/Cap3D" },
	],
	demo: {
		inputs: [{ filename: "image-to-3d-input.png", type: "img" }],
		outputs: [{ filename: "image-to-3d-output.gif", type: "img" }],
	},
	metrics: [
		{ description: "Chamfer distance between generated and true surfaces (lower is better).", id: "chamfer_distance" },
		{ description: "Peak signal-to-noise ratio of rendered novel views against ground-truth renders.", id: "PSNR" },
	],
	models: [
		{ description: "TripoSR: a mesh from a single image in under a second on a GPU.", id: "stabilityai/TripoSR" },
		{
			description: "Stable Fast 3D: textured, UV-unwrapped meshes from one image in about a second.",
			id: "stabilityai/stable-fast-3d",
		},
		{
			description: "TRELLIS image large: high-quality 3D assets as meshes, Gaussians or radiance fields.",
			id: "microsoft/TRELLIS-image-large",
		},
		{ description: "Hunyuan3D 2: detailed shapes with high-resolution textures.", id: "tencent/Hunyuan3D-2" },
		{
			description: "InstantMesh: multi-view diffusion followed by fast mesh reconstruction.",
			id: "TencentARC/InstantMesh",
		},
	],
	spaces: [
		{ description: "Turn an image into a 3D asset with TRELLIS.", id: "JeffreyXiang/TRELLIS" },
		{ description: "Fast single-image 3D reconstruction with TripoSR.", id: "stabilityai/TripoSR" },
		{ description: "Textured 3D generation from an image with Hunyuan3D 2.", id: "tencent/Hunyuan3D-2" },
	],
	summary:
		"Image-to-3D models reconstruct a 3D object from one or a few images, including the sides the camera did not see. Outputs are meshes (often GLB with textures), point clouds or Gaussian splats, used for e-commerce, games and AR.",
	widgetModels: ["stabilityai/TripoSR"],
};
