import { InferenceClientInputError, InferenceClientRoutingError } from "../errors/index.js";
import {
	INFERENCE_PROVIDERS,
	LISTED_PROVIDER_IDS,
	PROVIDERS,
	type ProviderDefinition,
	type TaskHandler,
} from "../providers/index.js";
import { handlerFrom, type ProtocolRef, type ProtocolSet } from "../providers/protocols/reference.js";
import type { InferenceProvider, InferenceTask } from "../types.js";

export function isInferenceProvider(name: string): name is InferenceProvider {
	return (INFERENCE_PROVIDERS as readonly string[]).includes(name);
}

export function providerDefinition(name: string): ProviderDefinition {
	if (!isInferenceProvider(name)) {
		throw new InferenceClientRoutingError(
			`Provider '${name}' not supported. Available providers: ${LISTED_PROVIDER_IDS.join(",")}`,
		);
	}
	return PROVIDERS[name];
}

/** The provider's entry for a task, if it serves it (any task id may come in at run time). */
function entryFor(provider: ProviderDefinition, task: InferenceTask): ProtocolRef | undefined {
	return (provider.tasks as Partial<Record<InferenceTask, ProtocolRef>>)[task];
}

export function supportsTask(provider: ProviderDefinition, task: InferenceTask): boolean {
	return entryFor(provider, task) !== undefined;
}

/**
 * The handler serving (provider, task), built from the protocols the call carries (the types make sure it carries
 * this one); or the 3.x error naming the tasks this provider does support. A dedicated endpoint serves the
 * hf-inference API whatever its model does: a task hf-inference's router does not list (text-to-video) gets its
 * raw call there, `{inputs, parameters}` with the answer as received, when the call carries that protocol.
 */
export function taskHandler(
	provider: ProviderDefinition,
	task: InferenceTask | undefined,
	protocols: ProtocolSet,
	endpointUrl?: string,
): TaskHandler {
	const raw = provider.untasked;
	const rawCall = endpointUrl && raw && task && !supportsTask(provider, task) && raw.protocol in protocols;
	return handlerFrom(rawCall ? raw : referenceFor(provider, task), protocols);
}

function referenceFor(provider: ProviderDefinition, task: InferenceTask | undefined): ProtocolRef {
	if (task === undefined) {
		if (provider.untasked) return provider.untasked;
		throw new InferenceClientInputError(
			"you need to provide a task name when using an external provider, e.g. 'text-to-image'",
		);
	}
	const ref = entryFor(provider, task);
	if (ref === undefined) {
		const available = Object.keys(provider.tasks);
		throw new InferenceClientRoutingError(
			`Task '${task}' not supported for provider '${provider.id}'. Available tasks: ${available.length > 0 ? available.join(",") : "none (not implemented in modelyard yet)"}`,
		);
	}
	return ref;
}
