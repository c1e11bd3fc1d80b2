import type { InferenceProviderOrPolicy } from "@modelyard/inference";
import { forgetKept, readKept, writeKept } from "../../app/browser-store.js";
import { isRecord, isString, validFields } from "../../app/stored-values.js";
import { type ChatParameters, chatParametersFrom } from "../chat/chat-state.js";
import { type Conversation, conversationFrom } from "../chat/conversation.js";
import { isProviderOrPolicy, type Route, routeFrom } from "./routing.js";

/** A chat's form, as a link shares it: the provider, the settings and the message being written. */
export interface ChatForm {
	provider: InferenceProviderOrPolicy;
	route?: Route;
	parameters: Partial<ChatParameters>;
	draft: string;
}

/** A model's chat as kept in this browser, so a reload keeps it (New chat empties it). */
export interface StoredChat extends Partial<ChatForm> {
	conversation: Conversation;
}

const keyOf = (model: string) => `chat.${model}`;
/** The turns a kept chat holds at most: the latest ones (a reload of a very long chat starts from there). */
export const MAX_KEPT_TURNS = 100;

/** The fields of a shared or stored chat form that have their type; the others are left out (defaults apply). */
export function chatFormFrom(value: unknown): Partial<ChatForm> {
	if (!isRecord(value)) return {};
	const route = routeFrom(value.route);
	return {
		...validFields<Pick<ChatForm, "provider" | "draft">>(value, { provider: isProviderOrPolicy, draft: isString }),
		...(route && { route }),
		parameters: chatParametersFrom(value.parameters),
	};
}

export function loadChat(model: string): StoredChat | undefined {
	return readKept(keyOf(model), (stored) =>
		isRecord(stored) && Array.isArray(stored.conversation)
			? { ...chatFormFrom(stored), conversation: conversationFrom(stored.conversation) }
			: undefined,
	);
}

/** Keeps a chat with turns (its latest MAX_KEPT_TURNS); an empty one (a new chat) is forgotten. */
export function saveChat(model: string, chat: StoredChat): void {
	if (chat.conversation.length === 0) forgetChat(model);
	else writeKept(keyOf(model), { ...chat, conversation: chat.conversation.slice(-MAX_KEPT_TURNS) });
}

export function forgetChat(model: string): void {
	forgetKept(keyOf(model));
}
