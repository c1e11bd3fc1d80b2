import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

/** Not routed by the hub: `openai/` model ids, OpenAI keys only. */
export const openai = defineProvider({
	id: "openai",
	host: "https://api.openai.com",
	authScheme: "Bearer",
	clientSideRoutingOnly: true,
	tasks: { conversational: protocol("openai-chat") },
});
