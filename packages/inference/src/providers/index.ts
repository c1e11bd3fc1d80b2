import type { InferenceProvider } from "../types.js";
import { blackForestLabs } from "./black-forest-labs.js";
import { cerebras } from "./cerebras.js";
import { cohere } from "./cohere.js";
import { falAi } from "./fal-ai.js";
import { featherlessAi } from "./featherless-ai.js";
import { fireworksAi } from "./fireworks-ai.js";
import { groq } from "./groq.js";
import { hfInference } from "./hf-inference.js";
import { hyperbolic } from "./hyperbolic.js";
import type { ProviderDefinition } from "./kinds/definition.js";
import { nebius } from "./nebius.js";
import { novita } from "./novita.js";
import { nscale } from "./nscale.js";
import { openai } from "./openai.js";
import { replicate } from "./replicate.js";
import { sambanova } from "./sambanova.js";
import { together } from "./together.js";

/** The one provider list: keyed by `INFERENCE_PROVIDERS`, so a provider missing here fails the typecheck. */
export const PROVIDERS: Readonly<Record<InferenceProvider, ProviderDefinition>> = {
	"black-forest-labs": blackForestLabs,
	cerebras,
	cohere,
	"fal-ai": falAi,
	"featherless-ai": featherlessAi,
	"fireworks-ai": fireworksAi,
	groq,
	"hf-inference": hfInference,
	hyperbolic,
	nebius,
	novita,
	nscale,
	openai,
	replicate,
	sambanova,
	together,
};

export type { ProviderDefinition } from "./kinds/definition.js";
export type { RequestBody, RequestContext, ResponseContext, TaskHandler } from "./kinds/handler.js";
