/**
 * A provider's task entry names its protocol and the protocol's arguments, as data: the protocol's code stays
 * out of any bundle whose task functions do not run it (the types come from the full set, never imported here).
 */
import type { InferenceTask } from "../../hub-types.js";
import type { ProtocolsByTask, ServedTask } from "./by-task.js";
import type { ProtocolSet } from "./define.js";

export type { ProtocolSet } from "./define.js";

import type { TaskHandler } from "./handler.js";
import type { ALL_PROTOCOLS } from "./index.js";

type Protocols = typeof ALL_PROTOCOLS;

export type ProtocolName = keyof Protocols;

/** The protocols a call for `Task` must carry: every protocol a provider may declare for it. */
export type ProtocolSetFor<Task extends InferenceTask | undefined> = Task extends ServedTask
	? { readonly [Name in ProtocolsByTask[Task]]: Protocols[Name] } & ProtocolSet
	: ProtocolSet;

/** One provider's way of serving one task: a protocol and what to build it with. */
export interface ProtocolRef<Name extends ProtocolName = ProtocolName> {
	readonly protocol: Name;
	readonly args: readonly unknown[];
}

/** `protocol("openai-chat", "inference/v1/chat/completions")`: checked against the protocol's own parameters. */
export function protocol<Name extends ProtocolName>(
	name: Name,
	...args: Parameters<Protocols[Name]>
): ProtocolRef<Name> {
	return { protocol: name, args };
}

/** The protocols a provider serves its tasks with: per task, only one that task's function carries. */
export type ProviderTasks = { readonly [Task in ServedTask]?: ProtocolRef<ProtocolsByTask[Task]> };

/**
 * Builds the handler a reference names from the protocols the call carries. The types guarantee the set holds it
 * (a task function's set has every protocol its task's providers may declare; `request` carries them all).
 */
export function handlerFrom(ref: ProtocolRef, protocols: ProtocolSet): TaskHandler {
	const build = protocols[ref.protocol] as (...args: readonly unknown[]) => TaskHandler;
	return build(...ref.args);
}
