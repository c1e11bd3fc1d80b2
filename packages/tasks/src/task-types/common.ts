// Pieces shared by several task families.

/** How classification scores are normalised before they are returned. */
export type ClassificationOutputTransform = "sigmoid" | "softmax" | "none";

/** `true`, `false`, or `"never"` (beam search stops only when no better candidate can be found). */
export type EarlyStoppingUnion = boolean | "never";

/** Decoding parameters of the generate() loop, for the tasks that generate text or audio. */
export interface GenerationParameters {
	do_sample?: boolean;
	early_stopping?: EarlyStoppingUnion;
	epsilon_cutoff?: number;
	eta_cutoff?: number;
	max_length?: number;
	max_new_tokens?: number;
	min_length?: number;
	min_new_tokens?: number;
	num_beam_groups?: number;
	num_beams?: number;
	penalty_alpha?: number;
	temperature?: number;
	top_k?: number;
	top_p?: number;
	typical_p?: number;
	use_cache?: boolean;
	[property: string]: unknown;
}

/** Parameters of every classification task: the score transform and how many classes to return. */
export interface ClassificationParameters {
	function_to_apply?: ClassificationOutputTransform;
	top_k?: number;
	[property: string]: unknown;
}

/** One class and its score. */
export interface ClassificationOutputElement {
	label: string;
	score: number;
	[property: string]: unknown;
}

/** Pixel box of a detected object. */
export interface BoundingBox {
	xmin: number;
	xmax: number;
	ymin: number;
	ymax: number;
	[property: string]: unknown;
}
