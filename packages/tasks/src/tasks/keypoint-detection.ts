import type { TaskDataCustom } from "./types.js";

export const keypointDetection: TaskDataCustom = {
	datasets: [
		{
			description: "HaGRID hand images with MediaPipe hand keypoints, over 500,000 examples.",
			id: "Vincent-luo/hagrid-mediapipe-hands",
		},
	],
	demo: {
		inputs: [{ filename: "keypoint-detection-input.png", type: "img" }],
		outputs: [{ filename: "keypoint-detection-output.png", type: "img" }],
	},
	metrics: [
		{ description: "Average precision over object keypoint similarity thresholds; the COCO pose score.", id: "mAP" },
		{ description: "Percentage of correct keypoints: share predicted within a distance of the truth.", id: "PCK" },
	],
	models: [
		{
			description: "ViTPose base: estimates 17 body keypoints for each detected person.",
			id: "usyd-community/vitpose-base-simple",
		},
		{
			description: "ViTPose++ base: body pose trained on several datasets for more robust results.",
			id: "usyd-community/vitpose-plus-base",
		},
		{
			description: "SuperPoint: finds distinctive interest points and descriptors for matching images.",
			id: "magic-leap-community/superpoint",
		},
	],
	spaces: [
		{ description: "Human pose estimation on images with ViTPose in Transformers.", id: "hysts/ViTPose-transformers" },
	],
	summary:
		"Keypoint detection locates specific points in an image, such as body joints, facial landmarks or hand joints (pose estimation), or distinctive corners used to match and align images. Outputs are point coordinates with labels and confidence scores.",
	widgetModels: ["usyd-community/vitpose-base-simple"],
};
