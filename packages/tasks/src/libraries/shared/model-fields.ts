/**
 * Reading the descriptor fields that several library snippets share, with the fallbacks they need.
 * Every function copes with missing fields and returns `undefined` rather than a made-up value, so the
 * caller decides which placeholder to render.
 */
import type { ModelData } from "../../model-data.js";

/** Whether the model carries `tag` (tags may be missing on hand-made descriptors). */
export function hasTag(model: Pick<ModelData, "tags">, tag: string): boolean {
	return Array.isArray(model.tags) && model.tags.includes(tag);
}

/** The first widget example's `text`, when it is a non-empty string. */
export function firstWidgetText(model: Pick<ModelData, "widgetData">): string | undefined {
	const example = model.widgetData?.[0];
	if (example && "text" in example && typeof example.text === "string" && example.text !== "") {
		return example.text;
	}
	return undefined;
}

/**
 * The model's base model from its card: the string itself, or the first entry of a list. `undefined`
 * when absent, empty or not a string.
 */
export function baseModelOf(model: Pick<ModelData, "cardData">): string | undefined {
	const base = model.cardData?.base_model;
	const first = Array.isArray(base) ? base[0] : base;
	return typeof first === "string" && first.trim() !== "" ? first : undefined;
}
