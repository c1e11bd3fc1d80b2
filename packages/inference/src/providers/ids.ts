/**
 * The ids of every provider this client can call, alphabetical (the 3.x `INFERENCE_PROVIDERS` order).
 * `providers/index.ts` maps each id to its definition with a `Record` keyed by this list, so the list and the
 * definitions cannot drift apart; the `InferenceProvider` type derives from it.
 */
export const INFERENCE_PROVIDERS = [
	"black-forest-labs",
	"cerebras",
	"cohere",
	"fal-ai",
	"featherless-ai",
	"fireworks-ai",
	"groq",
	"hf-inference",
	"hyperbolic",
	"nebius",
	"novita",
	"nscale",
	"openai",
	"replicate",
	"sambanova",
	"together",
] as const;
