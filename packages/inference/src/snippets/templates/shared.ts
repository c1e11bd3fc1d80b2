/**
 * Formatting pieces the templates share. Values go through the @modelyard/tasks literal writers, so every
 * string is escaped for the language it lands in.
 */

import type { LiteralValue } from "@modelyard/tasks";
import type { ServedTask } from "../../providers/kinds/by-task.js";
import { providerDefinition } from "../../routing/handlers.js";
import type { SnippetContext } from "../types.js";

/** Where `needle` sits inside a body (e.g. `["inputs", "image"]`), to swap a file path for its contents. */
export function pathOf(value: LiteralValue, needle: string): string[] | undefined {
	if (value === needle) return [];
	if (typeof value !== "object" || value === null) return undefined;
	for (const [key, item] of Object.entries(value)) {
		const inner = pathOf(item, needle);
		if (inner) return [key, ...inner];
	}
	return undefined;
}

/** Every place `needle` sits inside a body (fal sends an image as `image_url` and in `image_urls`). */
export function pathsOf(value: LiteralValue, needle: string, at: string[] = []): string[][] {
	if (value === needle) return [at];
	if (typeof value !== "object" || value === null) return [];
	return Object.entries(value).flatMap(([key, item]) => pathsOf(item, needle, [...at, key]));
}

/** Where the sample file's path sits inside the JSON body, when the body carries the file. */
export function fileSlot(context: SnippetContext): string[] | undefined {
	const location = context.file && context.providerInputs && pathOf(context.providerInputs, context.file.path);
	return location && location.length > 0 ? location : undefined;
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
	!context.endpointUrl || context.kind.startsWith("conversational");
