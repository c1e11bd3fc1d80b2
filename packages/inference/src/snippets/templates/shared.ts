/**
 * Formatting pieces the templates share. Values go through the @modelyard/tasks literal writers, so every
 * string is escaped for the language it lands in.
 */

import type { LiteralValue } from "@modelyard/tasks";
import type { ServedTask } from "../../providers/protocols/by-task.js";
import { providerDefinition } from "../../routing/handlers.js";
import type { SnippetContext } from "../types.js";

/** Every place `needle` sits inside a body (e.g. `["inputs", "image"]`; list items by their index, `"0"`). */
function pathsOf(value: LiteralValue, needle: string, at: string[] = []): string[][] {
	if (value === needle) return [at];
	if (typeof value !== "object" || value === null) return [];
	return Object.entries(value).flatMap(([key, item]) => pathsOf(item, needle, [...at, key]));
}

/**
 * Every place the JSON body carries the sample file, to swap its path for its contents: one for most providers,
 * more where the client fills several fields with it (fal's `image_url` and `image_urls`, Replicate's image
 * fields). Snippets encode the file into the first and copy it to the others. Empty when the body carries none.
 */
export function fileSlots(context: SnippetContext): string[][] {
	if (!context.file || !context.providerInputs) return [];
	return pathsOf(context.providerInputs, context.file.path).filter((location) => location.length > 0);
}

/** What precedes the file's base64 in the body: the `data:` URL head for fal, nothing for bare base64. */
export const base64Prefix = (context: SnippetContext): string =>
	context.fileEncoding === "dataUrl" && context.file
		? `data:${context.dataUrlType || context.file.mimeType};base64,`
		: "";

/** Replaces the (first) literal of the file path inside rendered code by an expression reading the file. */
export function withFileExpression(code: string, pathLiteral: string, expression: string): string {
	const at = code.indexOf(pathLiteral);
	return at < 0 ? code : code.slice(0, at) + expression + code.slice(at + pathLiteral.length);
}

/** Whether the provider answers the task with the raw bytes (others answer JSON): a fact of its file. */
export function answersWithBytes(context: SnippetContext): boolean {
	const answers = providerDefinition(context.provider).mediaAnswers;
	return (typeof answers === "object" ? answers[context.task as ServedTask] : answers) === "bytes";
}

/**
 * Whether the answer to text-to-audio is JSON: from JSON providers, and from hf-inference (bytes for all its
 * media) for models of libraries other than transformers (`{audio, sampling_rate}`). A provider naming its
 * answer per task (DeepInfra's speech bytes) answers so for every model.
 */
export function answersAudioAsJson(context: SnippetContext): boolean {
	if (!answersWithBytes(context)) return true;
	return (
		typeof providerDefinition(context.provider).mediaAnswers === "string" && context.libraryName !== "transformers"
	);
}

/**
 * Whether an SDK call names the hub model: always through the router; with a dedicated endpoint only for chat,
 * where the model is a body field the client sends (the URL is the endpoint's either way).
 */
export const namesModel = (context: SnippetContext): boolean =>
	!context.endpointUrl || context.shape.startsWith("conversational");
