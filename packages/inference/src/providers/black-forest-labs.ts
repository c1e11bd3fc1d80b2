import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

/** Its key goes in an `X-Key` header (the BFL API's scheme); hub tokens go through the router as Bearer. */
export const blackForestLabs = defineProvider({
	id: "black-forest-labs",
	host: "https://api.us1.bfl.ai",
	authScheme: "X-Key",
	keyVariable: "BFL_API_KEY",
	tasks: { "text-to-image": kind("black-forest-labs-image", { attempts: 5, intervalMs: 1000 }) },
});
