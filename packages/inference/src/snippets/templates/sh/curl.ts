/** sh / curl: the raw HTTP call, the JSON body single-quoted so any character in it is safe. */
import { shellSingleQuoted, toJsonLiteral } from "@modelyard/tasks";
import { shellAuthorization } from "../../tokens.js";
import type { ClientTemplates, SnippetContext, SnippetTemplate } from "../../types.js";
import { answersAudioAsJson, answersWithBytes, base64Prefix, fileSlots } from "../shared.js";

const LINE = " \\\n    ";

/** `contentType` undefined: curl writes it (a multipart form's, with its boundary). */
function command(context: SnippetContext, contentType: string | undefined, data: string, output: string): string {
	const parts = [`curl ${shellSingleQuoted(context.fullUrl)}`, "-X POST", `-H ${shellAuthorization(context.token)}`];
	if (contentType) parts.push(`-H ${shellSingleQuoted(`Content-Type: ${contentType}`)}`);
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
	context.file && !context.providerInputs && !context.form
		? command(context, context.file.mimeType, `--data-binary ${shellSingleQuoted(`@${context.file.path}`)}`, "")
		: undefined;

/**
 * A JSON body carrying the file (fal audio, Replicate's audio): written to curl's stdin piece by piece, the file
 * base64-encoded in each place the body carries it, since a large file's base64 does not fit in one command-line
 * argument.
 */
const fileInJson: SnippetTemplate = (context) => {
	if (fileSlots(context).length === 0 || !context.file) return undefined;
	const pieces = toJsonLiteral(context.providerInputs ?? {}).split(JSON.stringify(context.file.path));
	const encodeFile = `base64 < ${shellSingleQuoted(context.file.path)} | tr -d '\\n'`;
	const body = pieces.flatMap((piece, index) => {
		// Each piece but the first follows a file; each but the last precedes one.
		const text = `${index > 0 ? '"' : ""}${piece}${index < pieces.length - 1 ? `"${base64Prefix(context)}` : ""}`;
		const printed = `printf '%s' ${shellSingleQuoted(text)}`;
		return index < pieces.length - 1 ? [printed, encodeFile] : [printed];
	});
	return `{\n${body.map((line) => `    ${line}\n`).join("")}} | ${command(context, "application/json", "--data-binary @-", "")}`;
};

/**
 * A multipart upload (OpenAI-style transcription): `-F` for the file part; the text parts with `--form-string`,
 * which never reads a value starting with `@` or `<` as a file.
 */
const formUpload: SnippetTemplate = (context) => {
	if (!context.form || !context.file) return undefined;
	const parts = [
		`-F ${shellSingleQuoted(`${context.form.fileField}=@${context.file.path}`)}`,
		...context.form.fields.map(([name, value]) => `--form-string ${shellSingleQuoted(`${name}=${value}`)}`),
	];
	return command(context, undefined, parts.join(LINE), "");
};

/** The file as a form part, as the body, or inside a JSON body (fal), as the built request has it. */
const fileCall: SnippetTemplate = (context) => formUpload(context) ?? fileBody(context) ?? fileInJson(context);

/** Media out: saved to a file when the provider answers bytes, printed when it answers JSON. */
function mediaCall(context: SnippetContext, bytes: boolean, file: string): string | undefined {
	if (!context.providerInputs) return undefined;
	return command(context, "application/json", jsonData(context), bytes ? `-o ${file}` : "");
}

export const curlClient: ClientTemplates = {
	language: "sh",
	client: "curl",
	rawHttp: true,
	templates: {
		basic: jsonCall,
		basicAudio: fileCall,
		basicImage: fileCall,
		conversational: jsonCall,
		conversationalStream: jsonCall,
		tabular: jsonCall,
		textToAudio: (context) => mediaCall(context, !answersAudioAsJson(context), "output.flac"),
		textToImage: (context) => mediaCall(context, answersWithBytes(context), "output.png"),
		// Only a dedicated endpoint's raw call: a provider's video call is a job to follow, which its SDK does.
		textToVideo: (context) =>
			context.endpointUrl ? mediaCall(context, answersWithBytes(context), "output.mp4") : undefined,
		zeroShotClassification: jsonCall,
	},
};
