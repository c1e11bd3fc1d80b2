// GenAI semantic-convention attributes of a call, from its arguments, its answer (or stream events) and its receipt.
// Only named fields are read: never the arguments as a whole (they hold the token).
import { isRecord } from "../errors/index.js";
import type { Receipt } from "../types.js";

export type Attributes = Record<string, string | number | boolean | string[]>;

/** `gen_ai.operation.name`: chat, text_completion, embeddings, else the task id. */
export function operationOf(task: string | undefined): string {
	if (task === "conversational") return "chat";
	if (task === "text-generation") return "text_completion";
	if (task === "feature-extraction") return "embeddings";
	return task ?? "request";
}

/** The request parameters the conventions name, when the call gives them (chat fields, or text generation's). */
export function requestAttributes(args: Record<string, unknown>): Attributes {
	const attributes: Attributes = {};
	const parameters = isRecord(args["parameters"]) ? args["parameters"] : {};
	const numbers: [string, unknown][] = [
		["gen_ai.request.max_tokens", args["max_tokens"] ?? parameters["max_new_tokens"]],
		["gen_ai.request.temperature", args["temperature"] ?? parameters["temperature"]],
		["gen_ai.request.top_p", args["top_p"] ?? parameters["top_p"]],
	];
	for (const [key, value] of numbers) if (typeof value === "number") attributes[key] = value;
	return attributes;
}

/**
 * What the answer says of itself, gathered over a unary answer or every event of a stream: id, model, finish
 * reasons and (kept only when content is recorded) the text.
 */
export class AnswerFacts {
	id: string | undefined;
	model: string | undefined;
	readonly finishReasons: string[] = [];
	text = "";
	constructor(private readonly keepText: boolean) {}

	add(output: unknown): void {
		if (!isRecord(output)) return;
		if (typeof output["id"] === "string") this.id = output["id"];
		if (typeof output["model"] === "string") this.model = output["model"];
		const choices = Array.isArray(output["choices"]) ? output["choices"] : [];
		for (const choice of choices) {
			if (!isRecord(choice)) continue;
			if (typeof choice["finish_reason"] === "string") this.finishReasons.push(choice["finish_reason"]);
			if (!this.keepText) continue;
			const message = isRecord(choice["message"])
				? choice["message"]
				: isRecord(choice["delta"])
					? choice["delta"]
					: {};
			if (typeof message["content"] === "string") this.text += message["content"];
		}
		const details = isRecord(output["details"]) ? output["details"] : {};
		if (typeof details["finish_reason"] === "string") this.finishReasons.push(details["finish_reason"]);
		if (this.keepText && typeof output["generated_text"] === "string") this.text += output["generated_text"];
	}
}

/** Attributes of the answer: who served, what the answer says of itself, token counts. */
export function responseAttributes(receipt: Receipt, answer: AnswerFacts): Attributes {
	const attributes: Attributes = {};
	if (receipt.provider !== undefined) attributes["gen_ai.provider.name"] = receipt.provider;
	if (answer.model !== undefined) attributes["gen_ai.response.model"] = answer.model;
	if (answer.id !== undefined) attributes["gen_ai.response.id"] = answer.id;
	if (answer.finishReasons.length > 0) attributes["gen_ai.response.finish_reasons"] = answer.finishReasons;
	const { prompt_tokens: input, completion_tokens: output } = receipt.usage ?? {};
	if (typeof input === "number") attributes["gen_ai.usage.input_tokens"] = input;
	if (typeof output === "number") attributes["gen_ai.usage.output_tokens"] = output;
	return attributes;
}

/** The messages sent (chat) or the input text, as `gen_ai.input.messages` JSON. */
export function inputMessages(args: Record<string, unknown>): string | undefined {
	if (Array.isArray(args["messages"])) {
		return JSON.stringify(
			args["messages"]
				.filter(isRecord)
				.map((message) => ({ role: message["role"], parts: partsOf(message["content"]) })),
		);
	}
	if (typeof args["inputs"] === "string") {
		return JSON.stringify([{ role: "user", parts: [{ type: "text", content: args["inputs"] }] }]);
	}
	return undefined;
}

/** The answer's text as `gen_ai.output.messages` JSON. */
export function outputMessages(answer: AnswerFacts): string {
	const message: Record<string, unknown> = { role: "assistant", parts: [{ type: "text", content: answer.text }] };
	if (answer.finishReasons[0] !== undefined) message["finish_reason"] = answer.finishReasons[0];
	return JSON.stringify([message]);
}

/** A message's content as parts: a string is one text part; an array keeps its text parts (media is not copied). */
function partsOf(content: unknown): { type: string; content?: string }[] {
	if (typeof content === "string") return [{ type: "text", content }];
	if (!Array.isArray(content)) return [];
	return content
		.filter(isRecord)
		.map((part) =>
			typeof part["text"] === "string" ? { type: "text", content: part["text"] } : { type: String(part["type"]) },
		);
}
