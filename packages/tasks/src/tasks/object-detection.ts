import type { TaskDataCustom } from "./types.js";

export const objectDetection: TaskDataCustom = {
	datasets: [
		{
			description: "COCO: 118,000 training images with boxes for 80 everyday object classes; the standard benchmark.",
			id: "detection-datasets/coco",
		},
		{
			description: "CPPE-5: medical personal protective equipment (masks, gloves, gowns); a small fine-tuning example.",
			id: "rishitdagli/cppe-5",
		},
	],
	demo: {
		inputs: [{ filename: "object-detection-input.jpg", type: "img" }],
		outputs: [{ filename: "object-detection-output.jpg", type: "img" }],
	},
	metrics: [
		{
			description: "Mean average precision over classes and IoU thresholds 0.5 to 0.95; the COCO headline score.",
			id: "mAP",
		},
		{
			description: "Intersection over Union between predicted and true boxes; sets when a detection counts as correct.",
			id: "IoU",
		},
	],
	models: [
		{
			description: "DETR with a ResNet-50 backbone: the transformer detector that needs no anchors or NMS.",
			id: "facebook/detr-resnet-50",
		},
		{
			description: "RT-DETR: a real-time transformer detector with accuracy close to larger models.",
			id: "PekingU/rtdetr_r50vd",
		},
		{
			description: "D-FINE: accurate real-time detector pre-trained on Objects365 and fine-tuned on COCO.",
			id: "ustc-community/dfine-xlarge-obj2coco",
		},
		{ description: "YOLOS tiny: a small vision-transformer detector for quick experiments.", id: "hustvl/yolos-tiny" },
		{
			description: "Conditional DETR: converges faster than DETR during fine-tuning.",
			id: "microsoft/conditional-detr-resnet-50",
		},
	],
	spaces: [
		{
			description: "Leaderboard of object detection models by COCO accuracy and speed.",
			id: "hf-vision/object_detection_leaderboard",
		},
	],
	summary:
		"Object detection finds instances of known object classes in an image and returns a bounding box, label and confidence score for each one. It is used for counting, tracking, inventory, safety and self-driving; fine-tuning adapts a model to your own classes.",
	widgetModels: ["facebook/detr-resnet-50"],
};
