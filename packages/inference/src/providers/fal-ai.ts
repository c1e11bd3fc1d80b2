import type { ProviderDefinition } from "./kinds/definition.js";

/** Declared so routing errors can name it; its tasks (queue, output downloads) are not implemented in modelyard yet. */
export const falAi: ProviderDefinition = {
	id: "fal-ai",
	host: "https://fal.run",
	authScheme: "Key",
	tasks: {},
};
