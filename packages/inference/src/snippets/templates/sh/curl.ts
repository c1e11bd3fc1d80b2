/** sh / curl: the raw HTTP call, the JSON body single-quoted so any character in it is safe. */
import { shellSingleQuoted, toJsonLiteral } from "@modelyard/tasks";
import { shellAuthorization } from "../../tokens.js";
import type { ClientTemplates, SnippetContext, SnippetTemplate } from "../../types.js";
import { answersAudioAsJson, answersWithBytes } from "../shared.js";

const LINE = " \\\n    ";

function command(context: SnippetContext, contentType: string, data: string, output: string): string {
	const parts = [`curl ${shellSingleQuoted(context.fullUrl)}`, "-X POST", `-H ${shellAuthorization(context.token)}`];
	parts.push(`-H ${shellSingleQuoted(`Content-Type: ${contentType}`)}`);
	if (context.billTo) parts.push(`-H ${shellSingleQuoted(`X-HF-Bill-To: ${context.billTo}`)}`);
	for (const [name, value] of context.extraHeaders) parts.push(`-H ${shellSingleQuoted(`${name}: ${value}`)}`);
	parts.push(data);
	if (output) parts.push(output);
	return parts.join(LINE);
}

const jsonData = (context: SnippetContext): string =>
	`-d ${shellSingleQuoted(toJsonLiteral(context.providerInputs ?? {}, { baseIndent: "    " }))}`;

const jsonCall: SnippetTemplate = (context) =>
	context.providerInputs ? command(context, "application/json", jsonData(context), "") : undefined;

/** The raw file is the body: only when the built request sends raw bytes. */
const fileBody: SnippetTemplate = (context) =>
	context.file && !context.providerInputs
		? command(context, context.file.mimeType, `--data-binary ${shellSingleQuoted(`@${context.file.path}`)}`, "")
		: undefined;

/** Media out: saved to a file when the provider answers bytes, printed when it answers JSON. */
function mediaCall(context: SnippetContext, bytes: boolean, file: string): string | undefined {
	if (!context.providerInputs) return undefined;
	return command(context, "application/json", jsonData(context), bytes ? `-o ${file}` : "");
}

export const curlClient: ClientTemplates = {
	language: "sh",
	client: "curl",
	templates: {
		basic: jsonCall,
		basicAudio: fileBody,
		basicImage: fileBody,
		conversational: jsonCall,
		conversationalStream: jsonCall,
		tabular: jsonCall,
		textToAudio: (context) => mediaCall(context, !answersAudioAsJson(context), "output.flac"),
		textToImage: (context) => mediaCall(context, answersWithBytes(context), "output.png"),
		zeroShotClassification: jsonCall,
	},
};
