import { jsKey, jsString, toJsLiteral } from "@modelyard/tasks";
import { jsAuthorization } from "../../tokens.js";
import type { SnippetContext } from "../../types.js";
import { base64Prefix, fileSlots } from "../shared.js";

/** An object literal whose values are code, indented by `indent` (one tab per level). */
export function codeObject(entries: ReadonlyArray<readonly [string, string]>, indent = ""): string {
	if (entries.length === 0) return "{}";
	const lines = entries.map(([key, code]) => `${indent}\t${jsKey(key)}: ${code},`);
	return `{\n${lines.join("\n")}\n${indent}}`;
}

/** The request's headers as code: Authorization, `contentType` when given, then the bill-to and extra headers. */
export function headerEntries(context: SnippetContext, contentType?: string): [string, string][] {
	const entries: [string, string][] = [["Authorization", jsAuthorization(context.token)]];
	if (contentType) entries.push(["Content-Type", jsString(contentType)]);
	if (context.billTo) entries.push(["X-HF-Bill-To", jsString(context.billTo)]);
	for (const [name, value] of context.extraHeaders) entries.push([name, jsString(value)]);
	return entries;
}

export const READ_FILE_IMPORT = 'import { readFile } from "node:fs/promises";\n\n';

/** `payload["a"][0]`: the body slot at `location` (an all-digit step is a list index). */
const payloadSlot = (location: readonly string[]): string =>
	`payload${location.map((key) => `[${/^\d+$/.test(key) ? key : jsString(key)}]`).join("")}`;

/**
 * `const payload = {...};` with the sample file, when the body carries one, base64-encoded into its first slot and
 * copied to the others (fal's `image_urls`, Replicate's image fields). Needs READ_FILE_IMPORT when it does.
 */
export function payloadCode(context: SnippetContext): string {
	const declared = `const payload = ${toJsLiteral(context.providerInputs ?? {})};\n`;
	const [first, ...others] = fileSlots(context).map(payloadSlot);
	if (!first) return declared;
	const prefix = base64Prefix(context);
	const encoded = `${prefix ? `${jsString(prefix)} + ` : ""}(await readFile(${first})).toString("base64")`;
	return `${declared}${first} = ${encoded};\n${others.map((slot) => `${slot} = ${first};\n`).join("")}`;
}
