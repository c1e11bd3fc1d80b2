import { InferenceClientInputError, InferenceClientRoutingError } from "../errors/index.js";
import { INFERENCE_PROVIDERS } from "../providers/ids.js";
import { PROVIDERS, type ProviderDefinition, type TaskHandler } from "../providers/index.js";
import { handlerFrom, type KindRef, type KindSet } from "../providers/kinds/kind.js";
import type { InferenceProvider, InferenceTask } from "../types.js";

export function isInferenceProvider(name: string): name is InferenceProvider {
	return (INFERENCE_PROVIDERS as readonly string[]).includes(name);
}

export function providerDefinition(name: string): ProviderDefinition {
	if (!isInferenceProvider(name)) {
		throw new InferenceClientRoutingError(
			`Provider '${name}' not supported. Available providers: ${INFERENCE_PROVIDERS.join(",")}`,
		);
	}
	return PROVIDERS[name];
}

export function supportsTask(provider: ProviderDefinition, task: InferenceTask): boolean {
	return provider.tasks[task] !== undefined;
}

/**
 * The handler serving (provider, task), built from the kinds the call carries; or the 3.x error naming the
 * tasks this provider does support.
 */
export function taskHandler(
	provider: ProviderDefinition,
	task: InferenceTask | undefined,
	kinds: KindSet,
): TaskHandler {
	const ref = kindFor(provider, task);
	const handler = handlerFrom(ref, kinds);
	if (handler === undefined) {
		// A task function carries every kind its providers name (a test holds them to it): only a new provider
		// entry whose kind was not added to the task's set gets here.
		const serves = task === undefined ? "calls without a task" : `task '${task}'`;
		throw new InferenceClientRoutingError(
			`Provider '${provider.id}' serves ${serves} with the '${ref.kind}' kind, which this function does not carry. Add it to the task's kinds in src/tasks/kinds.ts.`,
		);
	}
	return handler;
}

function kindFor(provider: ProviderDefinition, task: InferenceTask | undefined): KindRef {
	if (task === undefined) {
		if (provider.untasked) return provider.untasked;
		throw new InferenceClientInputError(
			"you need to provide a task name when using an external provider, e.g. 'text-to-image'",
		);
	}
	const ref = provider.tasks[task];
	if (ref === undefined) {
		const available = Object.keys(provider.tasks);
		throw new InferenceClientRoutingError(
			`Task '${task}' not supported for provider '${provider.id}'. Available tasks: ${available.length > 0 ? available.join(",") : "none (not implemented in modelyard yet)"}`,
		);
	}
	return ref;
}
