import { InferenceClientInputError } from "../errors/index.js";
import type { CredentialsMode } from "../http/types.js";
import type { ProviderDefinition } from "../providers/index.js";
import type { AuthMethod } from "../types.js";

/**
 * How a call authenticates, from the token alone: `hf_` tokens go through the router, any other token is the
 * provider's own key (sent straight to the provider), no token + `includeCredentials: "include"` uses cookies.
 */
export function authMethodFor(
	provider: ProviderDefinition,
	accessToken: string | undefined,
	includeCredentials: string | boolean | undefined,
): AuthMethod {
	if (provider.clientSideRoutingOnly) {
		if (accessToken?.startsWith("hf_")) {
			throw new InferenceClientInputError(`Provider ${provider.id} is closed-source and does not support HF tokens.`);
		}
		return "provider-key";
	}
	if (accessToken) return accessToken.startsWith("hf_") ? "hf-token" : "provider-key";
	return includeCredentials === "include" ? "credentials-include" : "none";
}

/** The RequestInit `credentials`: `true` means "include"; anything else unset (edge runtimes reject the field). */
export function requestCredentials(includeCredentials: string | boolean | undefined): CredentialsMode | undefined {
	if (includeCredentials === true) return "include";
	return typeof includeCredentials === "string" ? (includeCredentials as CredentialsMode) : undefined;
}

/** No token, no header (3.x sent `Bearer undefined`). Hub tokens always use Bearer; keys use the provider's scheme. */
export function authorizationHeader(
	provider: ProviderDefinition,
	authMethod: AuthMethod,
	accessToken: string | undefined,
): Record<string, string> {
	if (!accessToken) return {};
	if (authMethod !== "provider-key" || provider.authScheme === "Bearer")
		return { Authorization: `Bearer ${accessToken}` };
	// Black Forest Labs reads its key from its own header (3.x sent "Authorization: X-Key {key}").
	if (provider.authScheme === "X-Key") return { "X-Key": accessToken };
	return { Authorization: `${provider.authScheme} ${accessToken}` };
}
