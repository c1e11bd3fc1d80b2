import type { TaskDataCustom } from "./types.js";

export const depthEstimation: TaskDataCustom = {
	datasets: [
		{
			description: "NYU Depth V2: indoor RGB images with depth measured by a Kinect sensor.",
			id: "sayakpaul/nyu_depth_v2",
		},
		{
			description: "DA-2K: image pairs annotated with which point is closer, for evaluating relative depth.",
			id: "depth-anything/DA-2K",
		},
	],
	demo: {
		inputs: [{ filename: "depth-estimation-input.jpg", type: "img" }],
		outputs: [{ filename: "depth-estimation-output.png", type: "img" }],
	},
	metrics: [
		{
			description: "Absolute relative error: mean of |predicted - true| / true depth (lower is better).",
			id: "abs_rel",
		},
		{ description: "Root mean squared depth error, in metres for metric-depth models.", id: "rmse" },
		{ description: "δ1: share of pixels whose predicted depth is within 25% of the truth.", id: "delta1" },
	],
	models: [
		{
			description: "Depth Anything V2 Small: fast, robust relative depth for any image.",
			id: "depth-anything/Depth-Anything-V2-Small-hf",
		},
		{
			description: "Depth Anything V2 Large: sharper, more accurate relative depth.",
			id: "depth-anything/Depth-Anything-V2-Large-hf",
		},
		{
			description: "Depth Pro: metric depth in metres with sharp edges, without camera intrinsics.",
			id: "apple/DepthPro-hf",
		},
		{
			description: "DPT large: a vision transformer for monocular depth, trained on a mix of datasets.",
			id: "Intel/dpt-large",
		},
		{ description: "ZoeDepth: metric depth for both indoor and outdoor scenes.", id: "Intel/zoedepth-nyu-kitti" },
	],
	spaces: [
		{ description: "Turn any image into a depth map with Depth Anything V2.", id: "depth-anything/Depth-Anything-V2" },
		{ description: "Diffusion-based depth estimation with Marigold, with fine detail.", id: "prs-eth/marigold" },
	],
	summary:
		"Depth estimation predicts, for every pixel of a single image, how far it is from the camera. Relative-depth models give an ordering useful for effects and 3D photos; metric models give distances in metres for robotics, AR and measurement.",
	widgetModels: ["depth-anything/Depth-Anything-V2-Small-hf"],
};
