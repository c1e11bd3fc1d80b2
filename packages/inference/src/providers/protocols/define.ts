import type { TaskHandler } from "./handler.js";

/**
 * A protocol: one way a provider's API serves a task ("openai-chat", "fal-queue"...), built into a handler from
 * the arguments a provider file gives it. Its name is declared once, in its own file beside its code
 * (defineProtocol); provider files refer to it by that name.
 */
// biome-ignore lint/suspicious/noExplicitAny: any argument list, checked per protocol where a provider names it.
export type Protocol<Name extends string = string> = ((...args: any[]) => TaskHandler) & {
	readonly protocolName: Name;
};

/** `defineProtocol("openai-chat", (path = "v1/chat/completions") => handler)`: the builder, carrying its name. */
export function defineProtocol<const Name extends string, Build extends (...args: never[]) => TaskHandler>(
	name: Name,
	build: Build,
): Build & { readonly protocolName: Name } {
	return Object.assign(build, { protocolName: name });
}

/** Protocols by name: what a task function carries, so a bundle ships only the code its tasks can run. */
export type ProtocolSet<P extends Protocol = Protocol> = { readonly [Q in P as Q["protocolName"]]: Q };

export function protocolSet<const P extends readonly Protocol[]>(...protocols: P): ProtocolSet<P[number]> {
	const set: Record<string, Protocol> = {};
	for (const protocol of protocols) set[protocol.protocolName] = protocol;
	return set as ProtocolSet<P[number]>;
}

/** The protocols of several sets, each once. */
export function mergeProtocolSets<const S extends readonly ProtocolSet[]>(
	...sets: S
): ProtocolSet<{ [I in keyof S]: S[I][keyof S[I]] }[number] & Protocol> {
	return Object.assign({}, ...sets);
}
