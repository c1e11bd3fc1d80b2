import type { ProviderDefinition } from "./kinds/definition.js";

/** Declared so routing errors can name it; its polling text-to-image is not implemented in modelyard yet. */
export const blackForestLabs: ProviderDefinition = {
	id: "black-forest-labs",
	host: "https://api.us1.bfl.ai",
	authScheme: "X-Key",
	tasks: {},
};
