/** js / openai: the OpenAI SDK pointed at the router (or the provider), chat only. */
import { jsString, type LiteralValue, toJsLiteral } from "@modelyard/tasks";
import { jsToken } from "../../tokens.js";
import type { ClientTemplates, SnippetContext, SnippetTemplate } from "../../types.js";
import { codeObject } from "./shared.js";

function clientSetup(context: SnippetContext): string {
	const settings: [string, string][] = [
		["baseURL", jsString(context.baseUrl)],
		["apiKey", jsToken(context.token)],
	];
	if (context.billTo) settings.push(["defaultHeaders", `{ "X-HF-Bill-To": ${jsString(context.billTo)} }`]);
	return `import { OpenAI } from "openai";\n\nconst client = new OpenAI(${codeObject(settings)});\n\n`;
}

/** The body the client sends, minus `stream` (passed by the streaming template itself). */
function chatBody(context: SnippetContext, extra: [string, string][]): string {
	const body = Object.entries(context.providerInputs ?? {}).filter(([key]) => key !== "stream");
	const fields = (body as [string, LiteralValue][]).map(([key, value]): [string, string] => [
		key,
		toJsLiteral(value, { baseIndent: "\t" }),
	]);
	return codeObject([...fields, ...extra]);
}

const conversational: SnippetTemplate = (context) =>
	`${clientSetup(context)}const chatCompletion = await client.chat.completions.create(${chatBody(context, [])});\n\nconsole.log(chatCompletion.choices[0].message);`;

const conversationalStream: SnippetTemplate = (context) =>
	`${clientSetup(context)}const stream = await client.chat.completions.create(${chatBody(context, [["stream", "true"]])});\n\nfor await (const chunk of stream) {\n\tprocess.stdout.write(chunk.choices[0]?.delta?.content || "");\n}`;

export const openaiJs: ClientTemplates = {
	language: "js",
	client: "openai",
	templates: { conversational, conversationalStream },
};
