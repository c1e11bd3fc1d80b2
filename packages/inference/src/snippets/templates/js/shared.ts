import { jsString } from "@modelyard/tasks";

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** An object key as written in a JS object literal. */
export const jsKey = (name: string): string => (IDENTIFIER.test(name) ? name : jsString(name));

/** An object literal whose values are code, indented by `indent` (one tab per level). */
export function codeObject(entries: ReadonlyArray<readonly [string, string]>, indent = ""): string {
	if (entries.length === 0) return "{}";
	const lines = entries.map(([key, code]) => `${indent}\t${jsKey(key)}: ${code},`);
	return `{\n${lines.join("\n")}\n${indent}}`;
}

export const READ_FILE_IMPORT = 'import { readFile } from "node:fs/promises";\n\n';
