/** js / huggingface.js: `InferenceClient` task functions and chat completion (every task function it has). */
import { jsString, type LiteralValue, toJsLiteral } from "@modelyard/tasks";
import { jsToken } from "../../tokens.js";
import type { ClientTemplates, SnippetContext, SnippetShape, SnippetTemplate } from "../../types.js";
import { namesModel, withFileExpression } from "../shared.js";
import { codeObject, READ_FILE_IMPORT } from "./shared.js";

function clientSetup(context: SnippetContext): string {
	const imports = `${context.file ? READ_FILE_IMPORT.trimEnd() + "\n" : ""}import { InferenceClient } from "@huggingface/inference";\n\n`;
	const client = `new InferenceClient(${jsToken(context.token)})`;
	return `${imports}const client = ${context.endpointUrl ? `${client}.endpoint(${jsString(context.endpointUrl)})` : client};\n\n`;
}

const literal = (value: LiteralValue): string => toJsLiteral(value, { baseIndent: "\t" });

/** `{ provider, model, ...fields }` then the options argument with billTo, as code. */
function callArguments(context: SnippetContext, fields: [string, string][]): string {
	const target: [string, string][] = [];
	// A model-suffix policy names the provider choice inside the model string.
	if (!context.endpointUrl && !context.routerPolicy) {
		const list = context.providers?.map(jsString).join(", ");
		target.push(["provider", list ? `[${list}]` : jsString(context.provider)]);
	}
	if (namesModel(context))
		target.push(["model", jsString(context.routerPolicy ? context.providerModelId : context.modelId)]);
	const options = context.billTo ? `, ${codeObject([["billTo", jsString(context.billTo)]])}` : "";
	return `${codeObject([...target, ...fields])}${options}`;
}

/** The input, with the sample file's path replaced by code reading the file into a Blob. */
function inputCode(context: SnippetContext): string {
	const code = literal(context.inputs);
	if (!context.file) return code;
	return withFileExpression(
		code,
		jsString(context.file.path),
		// The type travels with the Blob: fal-ai refuses a Blob without one.
		`new Blob([await readFile(${jsString(context.file.path)})], { type: ${jsString(context.file.mimeType)} })`,
	);
}

const RESULTS: Partial<Record<SnippetShape, string>> = {
	textToImage: "image",
	textToVideo: "video",
	textToAudio: "audio",
	imageToImage: "image",
	imageToVideo: "video",
};

const taskFunction: SnippetTemplate = (context) => {
	const method = context.jsMethod;
	if (!method) return undefined;
	const fields: [string, string][] = [["inputs", inputCode(context)]];
	if (context.parameters) fields.push(["parameters", literal(context.parameters)]);
	const result = RESULTS[context.shape];
	const call = `await client.${method}(${callArguments(context, fields)})`;
	const use = result
		? `const ${result} = ${call};\n// ${result} is a Blob\nconsole.log(${result}.size, ${result}.type);`
		: `const output = ${call};\n\nconsole.log(output);`;
	return `${clientSetup(context)}${use}`;
};

function chatFields(context: SnippetContext): [string, string][] {
	const body = typeof context.inputs === "object" && context.inputs !== null ? Object.entries(context.inputs) : [];
	return (body as [string, LiteralValue][]).map(([key, value]) => [key, literal(value)]);
}

const conversational: SnippetTemplate = (context) =>
	`${clientSetup(context)}const chatCompletion = await client.chatCompletion(${callArguments(context, chatFields(context))});\n\nconsole.log(chatCompletion.choices[0].message);`;

const conversationalStream: SnippetTemplate = (context) =>
	`${clientSetup(context)}let out = "";\n\nconst stream = client.chatCompletionStream(${callArguments(context, chatFields(context))});\n\nfor await (const chunk of stream) {\n\tif (chunk.choices && chunk.choices.length > 0) {\n\t\tconst newContent = chunk.choices[0].delta.content;\n\t\tout += newContent;\n\t\tconsole.log(newContent);\n\t}\n}`;

export const huggingfaceJs: ClientTemplates = {
	language: "js",
	client: "huggingface.js",
	templates: {
		basic: taskFunction,
		basicAudio: taskFunction,
		basicImage: taskFunction,
		conversational,
		conversationalStream,
		documentQuestionAnswering: taskFunction,
		imageToImage: taskFunction,
		imageToVideo: taskFunction,
		tabular: taskFunction,
		textToAudio: taskFunction,
		textToImage: taskFunction,
		textToVideo: taskFunction,
		zeroShotClassification: taskFunction,
		zeroShotImageClassification: taskFunction,
	},
};
