import { describe, expect, it } from "vitest";
import {
	HF_HUB_INFERENCE_PROXY_TEMPLATE,
	type InferenceSnippet,
	inferenceSnippetLanguages,
	openAIbaseUrl,
	stringifyGenerationConfig,
	stringifyMessages,
} from "../src/snippet-helpers.js";
import type { ChatCompletionInputMessage } from "../src/task-types/chat-completion.js";

const messages: ChatCompletionInputMessage[] = [
	{ role: "system", content: 'Answer in "plain" words.' },
	{
		role: "user",
		content: [
			{ type: "text", text: 'It\'s "key": value\nsecond line' },
			{ type: "image_url", image_url: { url: "https://example.com/a.png" } },
		],
	},
];

describe("snippet languages and router URLs", () => {
	it("lists python, js and sh", () => {
		expect(inferenceSnippetLanguages).toEqual(["python", "js", "sh"]);
		const snippet: InferenceSnippet = { language: "sh", client: "curl", content: "curl ..." };
		expect(inferenceSnippetLanguages).toContain(snippet.language);
	});

	it("builds the router base URL of a provider, with /v1 for hf-inference only", () => {
		expect(HF_HUB_INFERENCE_PROXY_TEMPLATE).toBe("https://router.huggingface.co/{{PROVIDER}}");
		expect(openAIbaseUrl("together")).toBe("https://router.huggingface.co/together");
		expect(openAIbaseUrl("fireworks-ai")).toBe("https://router.huggingface.co/fireworks-ai");
		expect(openAIbaseUrl("hf-inference")).toBe("https://router.huggingface.co/hf-inference/v1");
		expect(openAIbaseUrl("some-new-provider")).toBe("https://router.huggingface.co/some-new-provider");
	});
});

describe("stringifyMessages", () => {
	it("writes a tab-indented array with bare keys that JavaScript reads back", () => {
		const text = stringifyMessages(messages);
		expect(text.startsWith('[\n\t{\n\t\trole: "system",\n\t\tcontent: "Answer in \\"plain\\" words."\n\t},')).toBe(
			true,
		);
		expect(text).not.toMatch(/,\n\s*[\]}]/);
		expect(new Function(`return ${text};`)()).toEqual(messages);
	});

	it("quotes keys on request, which makes it JSON", () => {
		const text = stringifyMessages(messages, { attributeKeyQuotes: true });
		expect(text).toContain('"role": "user"');
		expect(JSON.parse(text)).toEqual(messages);
	});

	it("leaves strings that look like keys alone (only real keys lose their quotes)", () => {
		const text = stringifyMessages(messages);
		expect(text).toContain('"It\'s \\"key\\": value\\nsecond line"');
		expect(text).toContain("image_url: {");
	});

	it("indents every line after the first, to sit inside indented code", () => {
		const lines = stringifyMessages(messages, { indent: "    " }).split("\n");
		expect(lines[0]).toBe("[");
		for (const line of lines.slice(1)) expect(line.startsWith("    ")).toBe(true);
		expect(lines.at(-1)).toBe("    ]");
	});

	it("applies the custom escaper to the whole text last", () => {
		const text = stringifyMessages([{ role: "user", content: "a{b}" }], {
			customContentEscaper: (raw) => raw.replace(/[{}]/g, (brace) => brace + brace),
		});
		expect(text).toBe('[\n\t{{\n\t\trole: "user",\n\t\tcontent: "a{{b}}"\n\t}}\n]');
	});

	it("writes an empty conversation as []", () => {
		expect(stringifyMessages([])).toBe("[]");
	});

	it("escapes DEL and the Unicode line separators, and JavaScript reads the same text back", () => {
		const conversation = [{ role: "user", content: "a\u007fb\u2028c\u2029d" }];
		const text = stringifyMessages(conversation);
		expect(text).toContain('content: "a\\u007fb\\u2028c\\u2029d"');
		expect(new Function(`return ${text};`)()).toEqual(conversation);
	});
});

describe("stringifyGenerationConfig", () => {
	const config = { max_tokens: 512, temperature: 0.5, top_p: undefined };

	it("writes key=value items for Python keyword arguments", () => {
		expect(stringifyGenerationConfig(config, { indent: "\n\t", attributeValueConnector: "=" })).toBe(
			"max_tokens=512,\n\ttemperature=0.5,",
		);
	});

	it("writes quoted keys for JSON-like bodies", () => {
		expect(
			stringifyGenerationConfig(config, { indent: "\n    ", attributeValueConnector: ": ", attributeKeyQuotes: true }),
		).toBe('"max_tokens": 512,\n    "temperature": 0.5,');
	});

	it("writes nothing for an empty config", () => {
		expect(stringifyGenerationConfig({}, { indent: "\n", attributeValueConnector: "=" })).toBe("");
	});
});
