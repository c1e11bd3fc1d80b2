/**
 * Credentials in generated code: the caller's token when given, else an environment lookup, so a snippet
 * never shows an empty `Bearer ` and never asks the reader to paste a secret into code.
 */
import { jsString, pythonString, shellSingleQuoted } from "@modelyard/tasks";
import { providerDefinition } from "../routing/handlers.js";
import type { TokenSource } from "./types.js";

export const HF_TOKEN_VARIABLE = "HF_TOKEN";

/** The environment variable holding a provider's own API key, as its file declares it (`TOGETHER_API_KEY`). */
export function providerKeyVariable(provider: string): string {
	return providerDefinition(provider).keyVariable ?? `${provider.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}_API_KEY`;
}

/** Whether the token is a Hugging Face token (routed through the HF router). */
export const isHfToken = (token: string): boolean => token.startsWith("hf_");

/** Python expression of the token. */
export function pythonToken(token: TokenSource): string {
	return token.value === undefined ? `os.environ[${pythonString(token.envVar)}]` : pythonString(token.value);
}

/** Python expression of the Authorization header value. */
export function pythonAuthorization(token: TokenSource): string {
	return token.value === undefined
		? `f"${token.scheme} {os.environ['${token.envVar}']}"`
		: pythonString(`${token.scheme} ${token.value}`);
}

/**
 * The same credential read from its environment variable, never printed: a queued job's script runs long and is
 * kept in a file, so it holds no token even when one was given.
 */
export const fromEnvironment = (token: TokenSource): TokenSource => ({ ...token, value: undefined });

/** Whether a Python snippet reads the environment (and so needs `import os`). */
export const readsEnvironment = (token: TokenSource): boolean => token.value === undefined;

/** JavaScript expression of the token. */
export function jsToken(token: TokenSource): string {
	return token.value === undefined ? `process.env.${token.envVar}` : jsString(token.value);
}

/** JavaScript expression of the Authorization header value. */
export function jsAuthorization(token: TokenSource): string {
	return token.value === undefined
		? `\`${token.scheme} \${process.env.${token.envVar}}\``
		: jsString(`${token.scheme} ${token.value}`);
}

/** A shell word holding the whole `Authorization: …` header line. */
export function shellAuthorization(token: TokenSource): string {
	return token.value === undefined
		? `"Authorization: ${token.scheme} $${token.envVar}"`
		: shellSingleQuoted(`Authorization: ${token.scheme} ${token.value}`);
}
