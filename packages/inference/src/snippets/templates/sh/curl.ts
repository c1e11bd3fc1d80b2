/** sh / curl: the raw HTTP call, the JSON body single-quoted so any character in it is safe. */
import { shellSingleQuoted } from "@modelyard/tasks";
import type { ClientTemplates, SnippetContext, SnippetTemplate } from "../../types.js";
import { answersAudioAsJson, answersWithBytes } from "../shared.js";
import { curlJob } from "./curl-job.js";
import { command, jsonData, jsonWithFileOnStdin, LINE } from "./shared.js";

const jsonCall: SnippetTemplate = (context) =>
	context.providerInputs ? command(context, "application/json", jsonData(context), "") : undefined;

/** The raw file is the body: only when the built request sends raw bytes. */
const fileBody: SnippetTemplate = (context) =>
	context.file && !context.providerInputs && !context.form
		? command(context, context.file.mimeType, `--data-binary ${shellSingleQuoted(`@${context.file.path}`)}`, "")
		: undefined;

const fileInJson: SnippetTemplate = (context) => {
	const body = jsonWithFileOnStdin(context);
	return body && `${body} | ${command(context, "application/json", "--data-binary @-", "")}`;
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
	job: curlJob,
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
