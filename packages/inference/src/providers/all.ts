// The one list of providers, one line each. The provider ids, the InferenceProvider type and PROVIDERS derive
// from it (./index.ts): adding a provider is its file and its line here.
export { baseten } from "./baseten.js";
export { blackForestLabs } from "./black-forest-labs.js";
export { cerebras } from "./cerebras.js";
export { cohere } from "./cohere.js";
export { deepinfra } from "./deepinfra.js";
export { falAi } from "./fal-ai.js";
export { featherlessAi } from "./featherless-ai.js";
export { fireworksAi } from "./fireworks-ai.js";
export { groq } from "./groq.js";
export { hfInference } from "./hf-inference.js";
export { hyperbolic } from "./hyperbolic.js";
export { nebius } from "./nebius.js";
export { novita } from "./novita.js";
export { nscale } from "./nscale.js";
export { openai } from "./openai.js";
export { ovhcloud } from "./ovhcloud.js";
export { publicai } from "./publicai.js";
export { replicate } from "./replicate.js";
export { sambanova } from "./sambanova.js";
export { scaleway } from "./scaleway.js";
export { together } from "./together.js";
export { wavespeed } from "./wavespeed.js";
export { zaiOrg } from "./zai-org.js";
