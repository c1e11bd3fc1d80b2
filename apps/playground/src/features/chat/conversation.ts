import type { ChatCompletionInputMessage } from "@modelyard/tasks";
import { isRecord, isString } from "../../app/stored-values.js";

/**
 * The turns of a chat, kept valid for chat templates: user and assistant alternate, and a failed call never
 * leaves a user turn without its answer (the next send would make two user turns in a row).
 */
export type Conversation = ChatCompletionInputMessage[];

export const textOf = (message: ChatCompletionInputMessage): string =>
	typeof message.content === "string"
		? message.content
		: (message.content ?? []).map((part) => (part.type === "text" ? part.text : "[image]")).join(" ");

/** The turns of a stored chat that are a user's or an assistant's text; any other is left out. */
export function conversationFrom(value: unknown): Conversation {
	if (!Array.isArray(value)) return [];
	return value.filter(
		(turn): turn is ChatCompletionInputMessage =>
			isRecord(turn) && (turn.role === "user" || turn.role === "assistant") && isString(turn.content),
	);
}

/** The conversation to send for a new message. */
export const withUserTurn = (conversation: Conversation, text: string): Conversation => [
	...conversation,
	{ role: "user", content: text },
];

/** After a failed call: the unanswered user turn leaves the conversation and goes back to the message box. */
export function withoutUnansweredTurn(conversation: Conversation): { conversation: Conversation; draft: string } {
	const last = conversation.at(-1);
	if (last?.role !== "user") return { conversation, draft: "" };
	return { conversation: conversation.slice(0, -1), draft: textOf(last) };
}

/** The conversation to send again for a new answer to the last user turn. */
export function forRegeneration(conversation: Conversation): Conversation {
	let end = conversation.length;
	while (end > 0 && conversation[end - 1]?.role === "assistant") end--;
	return conversation.slice(0, end);
}

/**
 * A turn changed by the person. A user turn's answers no longer fit it, so the turns after it go (the caller
 * sends again); an assistant turn is changed in place, to steer what follows.
 */
export function withEditedTurn(conversation: Conversation, index: number, text: string): Conversation {
	const turn = conversation[index];
	if (!turn) return conversation;
	const edited = { ...turn, content: text };
	if (turn.role === "user") return [...conversation.slice(0, index), edited];
	return conversation.map((message, i) => (i === index ? edited : message));
}
