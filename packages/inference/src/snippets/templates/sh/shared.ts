/** Pieces the curl snippets share: the command with its headers, the JSON body as an argument or on stdin. */
import { shellSingleQuoted, toJsonLiteral } from "@modelyard/tasks";
import { shellAuthorization } from "../../tokens.js";
import type { SnippetContext } from "../../types.js";
import { base64Prefix, fileSlots } from "../shared.js";

export const LINE = " \\\n    ";

/** `-H` words of the request: Authorization, `contentType` when given, then the bill-to and extra headers. */
export function headerWords(context: SnippetContext, contentType?: string): string[] {
	const words = [`-H ${shellAuthorization(context.token)}`];
	if (contentType) words.push(`-H ${shellSingleQuoted(`Content-Type: ${contentType}`)}`);
	if (context.billTo) words.push(`-H ${shellSingleQuoted(`X-HF-Bill-To: ${context.billTo}`)}`);
	for (const [name, value] of context.extraHeaders) words.push(`-H ${shellSingleQuoted(`${name}: ${value}`)}`);
	return words;
}

/** `contentType` undefined: curl writes it (a multipart form's, with its boundary). `flags` go before the URL. */
export function command(
	context: SnippetContext,
	contentType: string | undefined,
	data: string,
	output: string,
	flags = "",
): string {
	const parts = [
		`curl ${flags}${shellSingleQuoted(context.fullUrl)}`,
		"-X POST",
		...headerWords(context, contentType),
		data,
	];
	if (output) parts.push(output);
	return parts.join(LINE);
}

export const jsonData = (context: SnippetContext): string =>
	`-d ${shellSingleQuoted(toJsonLiteral(context.providerInputs ?? {}, { baseIndent: "    " }))}`;

/**
 * A JSON body carrying the file (fal audio, Replicate's audio), as a `{ ... }` group writing it to curl's stdin
 * piece by piece, the file base64-encoded in each place the body carries it, since a large file's base64 does not fit
 * in one command-line argument. Undefined when the body carries no file.
 */
export function jsonWithFileOnStdin(context: SnippetContext): string | undefined {
	if (fileSlots(context).length === 0 || !context.file) return undefined;
	const pieces = toJsonLiteral(context.providerInputs ?? {}).split(JSON.stringify(context.file.path));
	const encodeFile = `base64 < ${shellSingleQuoted(context.file.path)} | tr -d '\\n'`;
	const body = pieces.flatMap((piece, index) => {
		// Each piece but the first follows a file; each but the last precedes one.
		const text = `${index > 0 ? '"' : ""}${piece}${index < pieces.length - 1 ? `"${base64Prefix(context)}` : ""}`;
		const printed = `printf '%s' ${shellSingleQuoted(text)}`;
		return index < pieces.length - 1 ? [printed, encodeFile] : [printed];
	});
	return `{\n${body.map((line) => `    ${line}\n`).join("")}}`;
}
