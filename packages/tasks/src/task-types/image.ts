// Image and video tasks: inputs are the image bytes (a Blob), or a prompt for the generators.
import type { BoundingBox, ClassificationOutputElement, ClassificationParameters } from "./common.js";

export type ImageClassificationParameters = ClassificationParameters;
export interface ImageClassificationInput {
	inputs: Blob;
	parameters?: ImageClassificationParameters;
	[property: string]: unknown;
}
export type ImageClassificationOutputElement = ClassificationOutputElement;
export type ImageClassificationOutput = ImageClassificationOutputElement[];

export type ImageSegmentationSubtask = "instance" | "panoptic" | "semantic";
export interface ImageSegmentationParameters {
	mask_threshold?: number;
	overlap_mask_area_threshold?: number;
	subtask?: ImageSegmentationSubtask;
	threshold?: number;
	[property: string]: unknown;
}
export interface ImageSegmentationInput {
	inputs: Blob;
	parameters?: ImageSegmentationParameters;
	[property: string]: unknown;
}
export interface ImageSegmentationOutputElement {
	label: string;
	/** The mask as a base64-encoded PNG. */
	mask: string;
	/** Absent for semantic segmentation. */
	score?: number;
	[property: string]: unknown;
}
export type ImageSegmentationOutput = ImageSegmentationOutputElement[];

export interface TargetSize {
	height: number;
	width: number;
	[property: string]: unknown;
}
export type ImageToImageTargetSize = TargetSize;
export interface ImageToImageParameters {
	guidance_scale?: number;
	negative_prompt?: string;
	num_inference_steps?: number;
	prompt?: string;
	target_size?: TargetSize;
	[property: string]: unknown;
}
export interface ImageToImageInput {
	inputs: Blob;
	parameters?: ImageToImageParameters;
	[property: string]: unknown;
}
export interface ImageToImageOutput {
	image: unknown;
	[property: string]: unknown;
}

export type ObjectDetectionBoundingBox = BoundingBox;
export interface ObjectDetectionParameters {
	threshold?: number;
	[property: string]: unknown;
}
export interface ObjectDetectionInput {
	inputs: Blob;
	parameters?: ObjectDetectionParameters;
	[property: string]: unknown;
}
export interface ObjectDetectionOutputElement {
	box: BoundingBox;
	label: string;
	score: number;
	[property: string]: unknown;
}
export type ObjectDetectionOutput = ObjectDetectionOutputElement[];

export interface ZeroShotImageClassificationParameters {
	candidate_labels: string[];
	hypothesis_template?: string;
	[property: string]: unknown;
}
export interface ZeroShotImageClassificationInput {
	inputs: Blob;
	parameters: ZeroShotImageClassificationParameters;
	[property: string]: unknown;
}
export type ZeroShotImageClassificationOutputElement = ClassificationOutputElement;
export type ZeroShotImageClassificationOutput = ZeroShotImageClassificationOutputElement[];

export interface ZeroShotObjectDetectionParameters {
	candidate_labels: string[];
	[property: string]: unknown;
}
export interface ZeroShotObjectDetectionInput {
	inputs: Blob;
	parameters: ZeroShotObjectDetectionParameters;
	[property: string]: unknown;
}
export interface ZeroShotObjectDetectionOutputElement {
	box: BoundingBox;
	label: string;
	score: number;
	[property: string]: unknown;
}
export type ZeroShotObjectDetectionOutput = ZeroShotObjectDetectionOutputElement[];

export interface DepthEstimationInput {
	inputs: unknown;
	parameters?: Record<string, unknown>;
	[property: string]: unknown;
}
export interface DepthEstimationOutput {
	/** The depth map as an image. */
	depth: unknown;
	predicted_depth: unknown;
	[property: string]: unknown;
}

export interface TextToImageParameters {
	guidance_scale?: number;
	height?: number;
	negative_prompt?: string;
	num_inference_steps?: number;
	scheduler?: string;
	seed?: number;
	width?: number;
	target_size?: TargetSize;
	[property: string]: unknown;
}
export interface TextToImageInput {
	inputs: string;
	parameters?: TextToImageParameters;
	[property: string]: unknown;
}
export interface TextToImageOutput {
	image: unknown;
	[property: string]: unknown;
}

export interface TextToVideoParameters {
	guidance_scale?: number;
	negative_prompt?: string[];
	num_frames?: number;
	num_inference_steps?: number;
	seed?: number;
	[property: string]: unknown;
}
export interface TextToVideoInput {
	inputs: string;
	parameters?: TextToVideoParameters;
	[property: string]: unknown;
}
export interface TextToVideoOutput {
	video: unknown;
	[property: string]: unknown;
}

/** Shared by the image(+text)-to-video and image-text-to-image generators. */
interface ImageGenerationParameters {
	guidance_scale?: number;
	negative_prompt?: string;
	num_inference_steps?: number;
	/** The text guiding the generation. */
	prompt?: string;
	seed?: number;
	target_size?: TargetSize;
	[property: string]: unknown;
}

export interface ImageToVideoParameters extends ImageGenerationParameters {
	num_frames?: number;
}
export interface ImageToVideoInput {
	/** The first frame. */
	inputs: Blob;
	parameters?: ImageToVideoParameters;
	[property: string]: unknown;
}
export interface ImageToVideoOutput {
	video: unknown;
	[property: string]: unknown;
}

export interface ImageTextToImageParameters extends ImageGenerationParameters {
	/** Further images guiding the generation, as URLs or data: URLs. */
	reference_images?: string[];
}
/** An image, a prompt (`parameters.prompt`), or both. */
export interface ImageTextToImageInput {
	inputs?: Blob;
	parameters?: ImageTextToImageParameters;
	[property: string]: unknown;
}
export interface ImageTextToImageOutput {
	image: unknown;
	[property: string]: unknown;
}

export interface ImageTextToVideoParameters extends ImageToVideoParameters {
	/** Further images, audio or video clips guiding the generation, as URLs or data: URLs. */
	reference_images?: string[];
	reference_audio?: string[];
	reference_videos?: string[];
}
/** An image, a prompt (`parameters.prompt`), or both. */
export interface ImageTextToVideoInput {
	inputs?: Blob;
	parameters?: ImageTextToVideoParameters;
	[property: string]: unknown;
}
export interface ImageTextToVideoOutput {
	video: unknown;
	[property: string]: unknown;
}

export interface VideoClassificationParameters extends ClassificationParameters {
	frame_sampling_rate?: number;
	num_frames?: number;
}
export interface VideoClassificationInput {
	inputs: unknown;
	parameters?: VideoClassificationParameters;
	[property: string]: unknown;
}
export type VideoClassificationOutputElement = ClassificationOutputElement;
export type VideoClassificationOutput = VideoClassificationOutputElement[];
