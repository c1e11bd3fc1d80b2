import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

/** Its key goes in an `X-Key` header (the BFL API's scheme); hub tokens go through the router as Bearer. */
export const blackForestLabs = defineProvider({
	id: "black-forest-labs",
	host: "https://api.us1.bfl.ai",
	authScheme: "X-Key",
	keyVariable: "BFL_API_KEY",
	tasks: { "text-to-image": protocol("black-forest-labs-image", { attempts: 5, intervalMs: 1000 }) },
});
