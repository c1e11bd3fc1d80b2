// The one list of providers: adding a provider is its file, its import and its name at the end of the list.
// The list keeps 3.x's registry order (alphabetical, but hf-inference after featherless-ai), which its error
// messages list providers in; INFERENCE_PROVIDERS and PROVIDERS are sorted.
import { baseten } from "./baseten.js";
import { blackForestLabs } from "./black-forest-labs.js";
import { cerebras } from "./cerebras.js";
import { cohere } from "./cohere.js";
import { deepinfra } from "./deepinfra.js";
import { falAi } from "./fal-ai.js";
import { featherlessAi } from "./featherless-ai.js";
import { fireworksAi } from "./fireworks-ai.js";
import { groq } from "./groq.js";
import { hfInference } from "./hf-inference.js";
import { hyperbolic } from "./hyperbolic.js";
import { nebius } from "./nebius.js";
import { novita } from "./novita.js";
import { nscale } from "./nscale.js";
import { openai } from "./openai.js";
import { ovhcloud } from "./ovhcloud.js";
import { publicai } from "./publicai.js";
import { replicate } from "./replicate.js";
import { sambanova } from "./sambanova.js";
import { scaleway } from "./scaleway.js";
import { together } from "./together.js";
import { wavespeed } from "./wavespeed.js";
import { zaiOrg } from "./zai-org.js";

export const ALL_PROVIDERS = [
	blackForestLabs,
	cerebras,
	cohere,
	falAi,
	featherlessAi,
	hfInference,
	fireworksAi,
	groq,
	hyperbolic,
	nebius,
	novita,
	nscale,
	openai,
	replicate,
	sambanova,
	together,
	// Added since 3.x, in the order they came.
	baseten,
	deepinfra,
	ovhcloud,
	publicai,
	scaleway,
	wavespeed,
	zaiOrg,
] as const;
