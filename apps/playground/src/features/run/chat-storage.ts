import type { InferenceProviderOrPolicy } from "@modelyard/inference";
import type { ChatParameters } from "../chat/chat-state.js";
import type { Conversation } from "../chat/conversation.js";
import type { Route } from "./routing.js";

/** A model's chat as kept in this browser, so a reload keeps it (New chat empties it). */
export interface StoredChat {
	provider: InferenceProviderOrPolicy;
	route?: Route;
	parameters: Partial<ChatParameters>;
	draft: string;
	conversation: Conversation;
}

const keyOf = (model: string) => `modelyard.chat.${model}`;

export function loadChat(model: string): StoredChat | undefined {
	try {
		const stored = JSON.parse(localStorage.getItem(keyOf(model)) ?? "null") as StoredChat | null;
		return stored && Array.isArray(stored.conversation) ? stored : undefined;
	} catch {
		return undefined;
	}
}

/** Keeps a chat with turns; an empty one (a new chat) is forgotten. */
export function saveChat(model: string, chat: StoredChat): void {
	try {
		if (chat.conversation.length === 0) localStorage.removeItem(keyOf(model));
		else localStorage.setItem(keyOf(model), JSON.stringify(chat));
	} catch {
		// Storage full or refused (a private window): the chat lives on until the page closes.
	}
}
