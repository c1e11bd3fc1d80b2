/** js / fetch: the raw HTTP call the client makes, with the body it really sends. */
import { jsString, toJsLiteral } from "@modelyard/tasks";
import type { ClientTemplates, SnippetContext, SnippetTemplate } from "../../types.js";
import { answersAudioAsJson, answersWithBytes, fileSlots } from "../shared.js";
import { fetchJob } from "./fetch-job.js";
import { codeObject, headerEntries, payloadCode, READ_FILE_IMPORT } from "./shared.js";

/** `contentType` undefined: fetch writes it (a FormData's, with its boundary). */
const headers = (context: SnippetContext, contentType: string | undefined): string =>
	codeObject(headerEntries(context, contentType), "\t\t\t");

type Answer = "json" | "blob";

function queryFunction(
	context: SnippetContext,
	parameter: string,
	contentType: string | undefined,
	body: string,
	answer: Answer,
	prepare = "",
) {
	return `async function query(${parameter}) {
${prepare}	const response = await fetch(
		${jsString(context.fullUrl)},
		{
			method: "POST",
			headers: ${headers(context, contentType)},
			body: ${body},
		},
	);
	const result = await response.${answer}();
	return result;
}

`;
}

const jsonQuery = (context: SnippetContext, answer: Answer) =>
	queryFunction(context, "data", "application/json", "JSON.stringify(data)", answer);

const body = (context: SnippetContext): string => toJsLiteral(context.providerInputs ?? {});

const PRINT = `.then((response) => {\n\tconsole.log(JSON.stringify(response));\n});`;

/** JSON in, JSON out: basic tasks, zero-shot, tabular, chat. */
const jsonCall: SnippetTemplate = (context) => {
	if (!context.providerInputs) return undefined;
	return `${jsonQuery(context, "json")}query(${body(context)})${PRINT}`;
};

/** Media out: bytes from hf-inference, JSON (URLs or base64) from the other providers. */
function mediaCall(context: SnippetContext, bytes: boolean, what: string): string | undefined {
	if (!context.providerInputs) return undefined;
	if (!bytes) return jsonCall(context);
	return `${jsonQuery(context, "blob")}query(${body(context)}).then((${what}) => {\n\t// ${what} is a Blob\n\tconsole.log(${what}.size, ${what}.type);\n});`;
}

const textToImage: SnippetTemplate = (context) => mediaCall(context, answersWithBytes(context), "image");
const textToAudio: SnippetTemplate = (context) => mediaCall(context, !answersAudioAsJson(context), "audio");
/** Only a dedicated endpoint's raw call: a provider's video call is a job to follow, which its SDK does. */
const textToVideo: SnippetTemplate = (context) =>
	context.endpointUrl ? mediaCall(context, answersWithBytes(context), "video") : undefined;

/** The raw file is the body: only when the built request sends raw bytes. */
const fileBody: SnippetTemplate = (context) => {
	if (context.providerInputs || context.form || !context.file) return undefined;
	const query = queryFunction(context, "filename", context.file.mimeType, "await readFile(filename)", "json");
	return `${READ_FILE_IMPORT}${query}query(${jsString(context.file.path)})${PRINT}`;
};

/**
 * A JSON body carrying the file base64-encoded (document QA, image-to-image, zero-shot image, fal audio), encoded
 * into its first slot and copied to the others (Replicate's image fields).
 */
const base64FileInJson: SnippetTemplate = (context) => {
	if (fileSlots(context).length === 0) return undefined;
	// Image-to-image answers the image's bytes (hf-inference); JSON providers answer JSON (a job, a URL).
	const bytes = context.shape === "imageToImage" && answersWithBytes(context);
	const output = bytes
		? `.then((image) => {\n\t// image is a Blob\n\tconsole.log(image.size, image.type);\n});`
		: PRINT;
	return `${READ_FILE_IMPORT}${jsonQuery(context, bytes ? "blob" : "json")}${payloadCode(context)}\nquery(payload)${output}`;
};

/** A multipart upload (OpenAI-style transcription): a FormData with the file as a part. */
const formUpload: SnippetTemplate = (context) => {
	if (!context.form || !context.file) return undefined;
	const { fileField, fields } = context.form;
	const file = `new Blob([await readFile(filename)], { type: ${jsString(context.file.mimeType)} })`;
	const appends = [
		`\tform.append(${jsString(fileField)}, ${file}, filename);`,
		...fields.map(([name, value]) => `\tform.append(${jsString(name)}, ${jsString(value)});`),
	];
	const prepare = `\tconst form = new FormData();\n${appends.join("\n")}\n`;
	const query = queryFunction(context, "filename", undefined, "form", "json", prepare);
	return `${READ_FILE_IMPORT}${query}query(${jsString(context.file.path)})${PRINT}`;
};

/** The file as a form part, as the body, or inside a JSON body (fal), as the built request has it. */
const fileCall: SnippetTemplate = (context) => formUpload(context) ?? fileBody(context) ?? base64FileInJson(context);

const conversational: SnippetTemplate = (context) => {
	if (!context.providerInputs) return undefined;
	return `${jsonQuery(context, "json")}query(${body(context)}).then((response) => {\n\tconsole.log(response.choices[0].message);\n});`;
};

export const fetchClient: ClientTemplates = {
	language: "js",
	client: "fetch",
	job: fetchJob,
	templates: {
		basic: jsonCall,
		basicAudio: fileCall,
		basicImage: fileCall,
		conversational,
		documentQuestionAnswering: base64FileInJson,
		imageToImage: base64FileInJson,
		tabular: jsonCall,
		textToAudio,
		textToImage,
		textToVideo,
		zeroShotClassification: jsonCall,
		zeroShotImageClassification: base64FileInJson,
	},
};
