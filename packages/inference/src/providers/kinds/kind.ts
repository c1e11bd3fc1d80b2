/**
 * A provider's task entry names its kind and the kind's arguments, as data: the kind's code stays out of any
 * bundle whose task functions do not run it (the types come from the full table, which is never imported here).
 */
import type { InferenceTask } from "../../hub-types.js";
import type { KindsByTask, ServedTask } from "./by-task.js";
import type { TaskHandler } from "./handler.js";
import type { ALL_KINDS } from "./index.js";

type Kinds = typeof ALL_KINDS;

export type KindName = keyof Kinds;

/** The kinds a call can run, by name: a task function carries those serving its task. */
export type KindSet = { readonly [Name in KindName]?: Kinds[Name] };

/** The kinds a call for `Task` must carry: every kind a provider may declare for it. */
export type KindSetFor<Task extends InferenceTask | undefined> = Task extends ServedTask
	? { readonly [Name in KindsByTask[Task]]: Kinds[Name] } & KindSet
	: KindSet;

/** One provider's way of serving one task: a kind and what to build it with. */
export interface KindRef<Name extends KindName = KindName> {
	readonly kind: Name;
	readonly args: readonly unknown[];
}

/** `kind("openai-chat", "inference/v1/chat/completions")`: checked against the kind's own parameters. */
export function kind<Name extends KindName>(name: Name, ...args: Parameters<Kinds[Name]>): KindRef<Name> {
	return { kind: name, args };
}

/** The kinds a provider serves its tasks with: per task, only a kind that task's function carries. */
export type ProviderTasks = { readonly [Task in ServedTask]?: KindRef<KindsByTask[Task]> };

/**
 * Builds the handler a reference names from the kinds the call carries. The types guarantee the set holds it (a
 * task function's set has every kind its task's providers may declare; `request` carries them all).
 */
export function handlerFrom(ref: KindRef, kinds: KindSet): TaskHandler {
	const build = kinds[ref.kind] as (...args: readonly unknown[]) => TaskHandler;
	return build(...ref.args);
}
