import { InferenceClientInputError } from "../errors/index.js";
import type { InferenceTask, RequestArgs } from "../types.js";

/**
 * A chat model written `id:policy` (`:fastest`, `:cheapest`, `:preferred` or a provider id): the router's
 * OpenAI-compatible route (`{routerUrl}/v1/chat/completions`) picks the provider, so there is no hub mapping
 * lookup and the model string is sent as written. Hub model ids never contain ":", so a colon always starts a
 * policy; policies this client does not know go to the router too (its list grows). Returns the policy, checked
 * against the call's provider and token before any network call; undefined for any other call.
 */
export function routerPolicy(task: InferenceTask | undefined, args: RequestArgs): string | undefined {
	const { model, provider, accessToken } = args;
	const colon = model?.indexOf(":") ?? -1;
	if (task !== "conversational" || model === undefined || colon < 0) return undefined;
	const policy = model.slice(colon + 1);
	if (colon === 0 || !policy) {
		throw new InferenceClientInputError(
			`Model "${model}" needs a model id before ":" and a policy after it ("org/model:fastest").`,
		);
	}
	if (provider !== undefined && provider !== "auto" && provider !== policy) {
		throw new InferenceClientInputError(
			`Model "${model}" asks for ":${policy}" but provider is "${provider}": drop one (provider "auto" lets ":${policy}" decide).`,
		);
	}
	if (accessToken && !accessToken.startsWith("hf_")) {
		throw new InferenceClientInputError(
			`Model "${model}": ":${policy}" needs a hub token (hf_...), not a provider key: use one, or drop the suffix and set provider.`,
		);
	}
	return policy;
}

/** The router's OpenAI-compatible base, where policy routes go (`/chat/completions` is added for chat). */
export const routerChatBase = (routerUrl: string): string => `${routerUrl}/v1`;
