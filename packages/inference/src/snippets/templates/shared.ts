/**
 * Formatting pieces the templates share. Values go through the @modelyard/tasks literal writers, so every
 * string is escaped for the language it lands in.
 */
import type { LiteralValue } from "@modelyard/tasks";
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

/** Replaces the (first) literal of the file path inside rendered code by an expression reading the file. */
export function withFileExpression(code: string, pathLiteral: string, expression: string): string {
	const at = code.indexOf(pathLiteral);
	return at < 0 ? code : code.slice(0, at) + expression + code.slice(at + pathLiteral.length);
}

/** Whether the provider answers media tasks with the raw bytes (the others answer JSON). */
export const answersWithBytes = (context: SnippetContext): boolean => context.provider === "hf-inference";

/** Whether the provider answers text-to-audio with JSON `{audio, sampling_rate}` rather than bytes. */
export const answersAudioAsJson = (context: SnippetContext): boolean =>
	context.provider !== "hf-inference" || context.libraryName !== "transformers";

/**
 * Whether an SDK call names the hub model: always through the router; with a dedicated endpoint only for chat,
 * where the model is a body field the client sends (the URL is the endpoint's either way).
 */
export const namesModel = (context: SnippetContext): boolean =>
	!context.endpointUrl || context.kind.startsWith("conversational");
