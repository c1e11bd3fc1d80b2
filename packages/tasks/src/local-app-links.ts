/** Deeplinks that open a model in a desktop app; every id and file name is encoded for its URL part. */

import { isLlamaCppGguf } from "./local-app-commands.js";
import { isLora } from "./local-app-conditions.js";
import type { ModelData } from "./model-data.js";

/** encodeURIComponent, plus the marks it leaves (`'` and `!()*`), which break links pasted into quoted text. */
const encodeSegment = (text: string): string =>
	encodeURIComponent(text).replace(/[!'()*]/g, (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase()}`);

/** The id as URL path segments: each part encoded, the owner/name slash kept (apps route on it). */
const idPath = (id: string): string => id.split("/").map(encodeSegment).join("/");

/** `base` + the model id as a path. */
export const pathLink = (base: string) => (model: ModelData) => new URL(`${base}${idPath(model.id)}`);

/** `base` with the model id (and the file, if the app takes one) as query parameters. */
export function queryLink(base: string, idParam: string, fileParam?: string) {
	return (model: ModelData, filepath?: string): URL => {
		const url = new URL(base);
		url.searchParams.set(idParam, model.id);
		if (fileParam !== undefined && filepath !== undefined) url.searchParams.set(fileParam, filepath);
		return url;
	};
}

export function jellyboxLink(model: ModelData): URL {
	if (isLlamaCppGguf(model)) return pathLink("jellybox://llm/models/huggingface/LLM/")(model);
	return pathLink(`jellybox://image/models/huggingface/${isLora(model) ? "ImageLora" : "Image"}/`)(model);
}

export function drawThingsLink(model: ModelData): URL {
	const loader = isLora(model) ? "pipeline.load_lora_weights" : "pipeline.from_pretrained";
	return queryLink(`https://drawthings.ai/import/diffusers/${loader}`, "repo_id")(model);
}
