import { InferenceClientInputError, InferenceClientRoutingError } from "../errors/index.js";
import { PROVIDERS, type ProviderDefinition, type RequestContext, type TaskHandler } from "../providers/index.js";
import type { KindSetFor } from "../providers/kinds/kind.js";
import type {
	InferenceProvider,
	InferenceProviderMappingEntry,
	InferenceTask,
	ModelId,
	Options,
	RequestArgs,
} from "../types.js";
import { type BuildRequestInput, type BuiltRequest, buildWithHandler } from "./build-request.js";
import { defaultModelFor } from "./default-model.js";
import { isInferenceProvider, providerDefinition, supportsTask, taskHandler } from "./handlers.js";
import { mappingEntryFor, providerMapping } from "./provider-mapping.js";
import type { CallSession } from "./session.js";

const TASK_NEEDED_FOR_AUTO = "you need to provide a task name when using provider 'auto', e.g. 'text-to-image'";

export interface TaskCall<Task extends InferenceTask | undefined = InferenceTask | undefined> {
	task: Task;
	/** The kinds this call may run: at least every kind a provider may declare for its task (all for `request`). */
	kinds: KindSetFor<Task>;
	args: RequestArgs;
	options?: Options & { outputType?: "url" | "blob" };
}

export interface ResolvedCall {
	provider: ProviderDefinition;
	handler: TaskHandler;
	input: BuildRequestInput;
	request: BuiltRequest;
	context: RequestContext;
}

/**
 * Everything before the network call of a task: validation (SPEC §5, 3.x messages), provider and model
 * resolution, the hub mapping (cached), then the request itself. Throws before any network call when it can.
 * Synchronous when nothing needs the hub (a fresh cached mapping): most calls then skip every wait before the send.
 */
export function resolveCall(
	call: TaskCall,
	stream: boolean,
	session: CallSession,
): ResolvedCall | Promise<ResolvedCall> {
	const { task, kinds, options = {} } = call;
	const args = call.args as RequestArgs & Record<string, unknown>;
	const requested = args.provider ?? "hf-inference";
	// A string (the task functions check it): an empty one means none.
	const endpointUrl = args.endpointUrl || undefined;
	// A named provider is checked before anything else; "auto" is checked once the mapping named one.
	const named = requested === "auto" ? undefined : providerDefinition(requested);
	// Built now to refuse an unsupported task before any network call, and kept for the request.
	const namedHandler = named && taskHandler(named, task, kinds);
	if (!named && task === undefined) throw new InferenceClientInputError(TASK_NEEDED_FOR_AUTO);
	if (endpointUrl && requested !== "hf-inference") {
		throw new InferenceClientInputError("Cannot use endpointUrl with a third-party provider.");
	}
	if (args.model !== undefined && /^(https?:|\/)/.test(args.model)) {
		throw new InferenceClientInputError("Model URLs are no longer supported. Use endpointUrl instead.");
	}
	const base = {
		task,
		args,
		// Undefined means unset for each of these.
		billTo: options.billTo,
		includeCredentials: options.includeCredentials,
		accessToken: args.accessToken,
		stream,
		routerUrl: session.routerUrl,
		hubUrl: session.hubUrl,
	};
	// `base` is this call's own object: completed in place rather than copied (a spread's copy is slow to extend).
	const input = base as BuildRequestInput;
	if (endpointUrl && named && namedHandler) {
		// 3.x compatibility: without a model, the endpoint URL stands in as the body's `model`.
		input.provider = named.id;
		input.providerModelId = args.model ?? endpointUrl;
		return finish(named, namedHandler, input);
	}
	if (args.model === undefined && task === undefined) {
		throw new InferenceClientInputError("No model provided, and no task has been specified.");
	}
	if (named?.clientSideRoutingOnly && namedHandler) {
		input.provider = named.id;
		input.providerModelId = clientRoutedModelId(named, args.model);
		return finish(named, namedHandler, input);
	}
	// Synchronous when the model's mapping is cached: most calls then reach the send without a wait.
	return settle(args.model ?? defaultModelFor(task as InferenceTask, session), (model) =>
		settle(providerMapping(model, session, args.accessToken), (entries) => {
			const provider = named ?? autoProvider(entries, model, task as InferenceTask);
			const mapping = mappingEntryFor(entries, model, provider.id, task, session.hubCache);
			input.provider = provider.id;
			input.providerModelId = mapping.providerId;
			input.mapping = mapping;
			return finish(provider, namedHandler ?? taskHandler(provider, task, kinds), input);
		}),
	);
}

/** `next(value)` at once when the value is ready, else once it is. */
export function settle<T, R>(value: T | Promise<T>, next: (ready: T) => R | Promise<R>): R | Promise<R> {
	return value instanceof Promise ? value.then(next) : next(value);
}

function finish(provider: ProviderDefinition, handler: TaskHandler, input: BuildRequestInput): ResolvedCall {
	const { request, context } = buildWithHandler(input, handler);
	return { provider, handler, input, request, context };
}

/** `openai/gpt-4o` -> `gpt-4o`: such providers are never in hub mappings, the prefix says where to go. */
function clientRoutedModelId(provider: ProviderDefinition, model: ModelId | undefined): string {
	if (model === undefined) {
		throw new InferenceClientInputError(`Provider ${provider.id} requires a model ID to be passed directly.`);
	}
	const prefix = `${provider.id}/`;
	if (!model.startsWith(prefix)) {
		throw new InferenceClientInputError(`Models from ${provider.id} must be prefixed by "${prefix}". Got "${model}".`);
	}
	return model.slice(prefix.length);
}

/**
 * `provider: "auto"`: the first entry of the model's mapping (the hub keeps the user's preference order) that
 * this client supports for the task, preferring `live` over `staging`.
 */
function autoProvider(
	entries: readonly InferenceProviderMappingEntry[],
	model: ModelId,
	task: InferenceTask,
): ProviderDefinition {
	const usable = entries.flatMap((entry) => {
		if (!isInferenceProvider(entry.provider) || !supportsTask(PROVIDERS[entry.provider], task)) return [];
		return [{ entry, provider: PROVIDERS[entry.provider as InferenceProvider] }];
	});
	const chosen = usable.find(({ entry }) => entry.status === "live") ?? usable[0];
	if (chosen === undefined) {
		const listed = entries.map((entry) => `${entry.provider} (${entry.task})`);
		throw new InferenceClientRoutingError(
			`No provider supported by this client serves model ${model} for task ${task}. The model's providers: ${listed.length > 0 ? listed.join(", ") : "none"}.`,
		);
	}
	return chosen.provider;
}
