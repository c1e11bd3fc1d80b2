/**
 * What the local apps' snippets share: the snippet shape, the quantization placeholders, the model tests that
 * pick an engine (llama.cpp for a GGUF, MLX on Apple silicon) and the `owner/name:QUANT` reference.
 */
import { parseGGUFQuantLabel } from "./gguf.js";
import type { ModelData } from "./model-data.js";

/** One way to run a model: optional setup commands, then the commands themselves. */
export interface LocalAppSnippet {
	/** e.g. "Install from brew" */
	title: string;
	/** Commands to run once before `content` (install, pull an image). */
	setup?: string;
	/** The command(s) that run the model; several entries are run in order. */
	content: string | string[];
}

/** Stands for the quantization (`Q4_K_M`) in a snippet made without a file path; the page fills it in. */
export const QUANT_TAG_PLACEHOLDER = "{{QUANT_TAG}}";
/** Stands for the GGUF file name where an app needs the file itself (LocalAI). */
export const GGUF_FILE_PLACEHOLDER = "{{GGUF_FILE}}";

/** llama.cpp and the apps built on it need a GGUF the Hub could read (it then knows the context length). */
export const isLlamaCppGguf = (model: ModelData): boolean => Boolean(model.gguf?.context_length);
export const isMlx = (model: ModelData): boolean => model.tags.includes("mlx");
export const isConversational = (model: ModelData): boolean => model.tags.includes("conversational");

/** The quantization to ask for: the label in the file name, the placeholder without a file, none if unlabelled. */
export function quantTag(filepath: string | undefined): string | undefined {
	return filepath === undefined ? QUANT_TAG_PLACEHOLDER : parseGGUFQuantLabel(filepath);
}

/** `owner/name:Q4_K_M`, the model reference llama.cpp, Ollama, Docker Model Runner and node-llama-cpp accept. */
export function repoWithQuant(model: ModelData, filepath: string | undefined): string {
	const tag = quantTag(filepath);
	return tag === undefined ? model.id : `${model.id}:${tag}`;
}

export const lines = (...parts: string[]): string => parts.join("\n");
