import { jsKey } from "@modelyard/tasks";

/** An object literal whose values are code, indented by `indent` (one tab per level). */
export function codeObject(entries: ReadonlyArray<readonly [string, string]>, indent = ""): string {
	if (entries.length === 0) return "{}";
	const lines = entries.map(([key, code]) => `${indent}\t${jsKey(key)}: ${code},`);
	return `{\n${lines.join("\n")}\n${indent}}`;
}

export const READ_FILE_IMPORT = 'import { readFile } from "node:fs/promises";\n\n';
