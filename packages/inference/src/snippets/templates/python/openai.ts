/** python / openai: the OpenAI SDK pointed at the router (or the provider), chat only. */
import { type LiteralValue, pythonString } from "@modelyard/tasks";
import { pythonToken } from "../../tokens.js";
import type { ClientTemplates, SnippetContext, SnippetTemplate } from "../../types.js";
import { codeLines, keywordLines, pythonImports } from "./shared.js";

function clientSetup(context: SnippetContext): string {
	const settings: [string, string][] = [
		["base_url", pythonString(context.baseUrl)],
		["api_key", pythonToken(context.token)],
	];
	if (context.billTo) settings.push(["default_headers", `{"X-HF-Bill-To": ${pythonString(context.billTo)}}`]);
	return `${pythonImports(context.token, ["from openai import OpenAI"])}\n\nclient = OpenAI(\n${codeLines(settings)}\n)\n\n`;
}

/** The body the client sends, minus `stream` (passed by the streaming template itself). */
function chatEntries(context: SnippetContext, extra: [string, LiteralValue][]): string {
	const body = Object.entries(context.providerInputs ?? {}).filter(([key]) => key !== "stream");
	return keywordLines([...body, ...extra]);
}

const conversational: SnippetTemplate = (context) =>
	`${clientSetup(context)}completion = client.chat.completions.create(\n${chatEntries(context, [])}\n)\n\nprint(completion.choices[0].message)`;

const conversationalStream: SnippetTemplate = (context) =>
	`${clientSetup(context)}stream = client.chat.completions.create(\n${chatEntries(context, [["stream", true]])}\n)\n\nfor chunk in stream:\n    print(chunk.choices[0].delta.content or "", end="")`;

export const openaiPython: ClientTemplates = {
	language: "python",
	client: "openai",
	templates: { conversational, conversationalStream },
};
