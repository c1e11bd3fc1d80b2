import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

/** Not routed by the hub: `openai/` model ids, OpenAI keys only. */
export const openai = defineProvider({
	id: "openai",
	host: "https://api.openai.com",
	authScheme: "Bearer",
	clientSideRoutingOnly: true,
	tasks: { conversational: kind("openai-chat") },
});
