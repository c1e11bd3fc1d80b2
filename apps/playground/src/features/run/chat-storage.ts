import type { InferenceProviderOrPolicy } from "@modelyard/inference";
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

const keyOf = (model: string) => `modelyard.chat.${model}`;

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
	try {
		const stored: unknown = JSON.parse(localStorage.getItem(keyOf(model)) ?? "null");
		if (!isRecord(stored) || !Array.isArray(stored.conversation)) return undefined;
		return { ...chatFormFrom(stored), conversation: conversationFrom(stored.conversation) };
	} catch {
		return undefined;
	}
}

/** Keeps a chat with turns; an empty one (a new chat) is forgotten. */
export function saveChat(model: string, chat: StoredChat): void {
	try {
		if (chat.conversation.length === 0) forgetChat(model);
		else localStorage.setItem(keyOf(model), JSON.stringify(chat));
	} catch {
		// Storage full or refused (a private window): the chat lives on until the page closes.
	}
}

export function forgetChat(model: string): void {
	localStorage.removeItem(keyOf(model));
}
