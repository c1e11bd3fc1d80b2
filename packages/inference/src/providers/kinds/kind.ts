/**
 * A provider's task entry names its kind and the kind's arguments, as data: the kind's code stays out of any
 * bundle whose task functions do not run it (the types come from the full table, which is never imported here).
 */
import type { InferenceTask } from "../../types.js";
import type { TaskHandler } from "./handler.js";
import type { ALL_KINDS } from "./index.js";

type Kinds = typeof ALL_KINDS;

export type KindName = keyof Kinds;

/** The kinds a call can run, by name: a task function carries those serving its task. */
export type KindSet = { readonly [Name in KindName]?: Kinds[Name] };

/** One provider's way of serving one task: a kind and what to build it with. */
export interface KindRef {
	readonly kind: KindName;
	readonly args: readonly unknown[];
}

/** `kind("openai-chat", "inference/v1/chat/completions")`: checked against the kind's own parameters. */
export function kind<Name extends KindName>(name: Name, ...args: Parameters<Kinds[Name]>): KindRef {
	return { kind: name, args };
}

/** The kinds a provider serves its tasks with. */
export type ProviderTasks = Partial<Record<InferenceTask, KindRef>>;

/** Builds the handler a reference names from the kinds a call carries; undefined when the set lacks the kind. */
export function handlerFrom(ref: KindRef, kinds: KindSet): TaskHandler | undefined {
	const build = kinds[ref.kind] as ((...args: readonly unknown[]) => TaskHandler) | undefined;
	return build?.(...ref.args);
}
