import type { ProviderDefinition } from "./kinds/definition.js";

/** Declared so routing errors can name it; its prediction tasks are not implemented in modelyard yet. */
export const replicate: ProviderDefinition = {
	id: "replicate",
	host: "https://api.replicate.com",
	authScheme: "Bearer",
	headers: { Prefer: "wait" },
	tasks: {},
};
