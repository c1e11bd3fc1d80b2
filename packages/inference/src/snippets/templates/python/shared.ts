import { type LiteralValue, pythonString, toPythonLiteral } from "@modelyard/tasks";
import { readsEnvironment } from "../../tokens.js";
import type { SnippetContext, TokenSource } from "../../types.js";
import { base64Prefix } from "../shared.js";

export const INDENT = "    ";

/** Import lines, with `import os` first when the token is read from the environment. */
export function pythonImports(token: TokenSource, imports: readonly string[]): string {
	return (readsEnvironment(token) ? ["import os", ...imports] : imports).join("\n");
}

/** `name=value,` lines of a call, values as Python literals. */
export function keywordLines(entries: ReadonlyArray<readonly [string, LiteralValue]>): string {
	return entries
		.map(([name, value]) => `${INDENT}${name}=${toPythonLiteral(value, { baseIndent: INDENT })},`)
		.join("\n");
}

/** `name=code,` lines where the values are already Python code. */
export function codeLines(entries: ReadonlyArray<readonly [string, string]>): string {
	return entries.map(([name, code]) => `${INDENT}${name}=${code},`).join("\n");
}

/** A dict literal whose values are code: `{\n    "k": code,\n}`. */
export function codeDict(entries: ReadonlyArray<readonly [string, string]>): string {
	if (entries.length === 0) return "{}";
	return `{\n${entries.map(([key, code]) => `${INDENT}${pythonString(key)}: ${code},`).join("\n")}\n}`;
}

/** `payload["a"][0]`: the body slot at `location` (an all-digit step is a list index). */
export const payloadSlot = (location: readonly string[]): string =>
	`payload${location.map((key) => `[${/^\d+$/.test(key) ? key : pythonString(key)}]`).join("")}`;

/**
 * Code swapping the file path at the first of `slots` (fileSlots) for the file, encoded as the client sends it
 * (needs `import base64`), then copying it to the other slots.
 */
export function encodeFileInto(slots: readonly string[][], context: SnippetContext): string {
	const [first = [], ...others] = slots.map(payloadSlot);
	const prefix = base64Prefix(context);
	const encoded = `base64.b64encode(f.read()).decode("utf-8")`;
	const copies = others.map((slot) => `${slot} = ${first}\n`).join("");
	return `with open(${first}, "rb") as f:\n    ${first} = ${prefix ? `${pythonString(prefix)} + ${encoded}` : encoded}\n\n${copies ? `${copies}\n` : ""}`;
}
