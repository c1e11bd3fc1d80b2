import { InferenceClientInputError, InferenceClientRoutingError } from "../errors/index.js";
import { PROVIDERS, type ProviderDefinition, type TaskHandler } from "../providers/index.js";
import { handlerFrom, type ProtocolSetFor, protocol } from "../providers/protocols/reference.js";
import type {
	InferenceProvider,
	InferenceProviderMappingEntry,
	InferenceProviderOrPolicy,
	InferenceTask,
	ModelId,
	Options,
	RequestArgs,
} from "../types.js";
import { authMethodFor } from "./auth.js";
import { autoProviderEntry, supportedEntries } from "./auto-provider.js";
import type { Route } from "./build-request.js";
import { defaultModelFor } from "./default-model.js";
import { isInferenceProvider, providerDefinition, taskHandler } from "./handlers.js";
import { mappingEntryFor, providerMapping } from "./provider-mapping.js";
import { routerChatBase, routerPolicy } from "./router-policy.js";
import type { CallSession } from "./session.js";

const TASK_NEEDED_FOR_AUTO = "you need to provide a task name when using provider 'auto', e.g. 'text-to-image'";

export interface TaskCall<Task extends InferenceTask | undefined = InferenceTask | undefined> {
	task: Task;
	/** The protocols this call may run: at least every protocol a provider may declare for its task (all for `request`). */
	protocols: ProtocolSetFor<Task>;
	args: RequestArgs;
	options?: Options & { outputType?: "url" | "blob" };
	/**
	 * The task's own words for a failed answer to its request (chat: "does not seem to support chat completion"),
	 * given the model id it was sent to; returns the error to throw.
	 */
	explainFailure?: (error: unknown, providerModelId: string) => unknown;
}

/**
 * Everything before the network call of a task, decided once into a route: validation (SPEC §5, 3.x messages),
 * provider and model resolution, the hub mapping (cached), the auth method. Throws before any network call when
 * it can.
 */
export async function resolveRoute(
	call: TaskCall,
	session: CallSession,
	hubToken = call.args.accessToken || undefined,
	liveOnly = false,
): Promise<Route> {
	const { task, protocols } = call;
	const args = call.args as RequestArgs & Record<string, unknown>;
	const requested = (args.provider as InferenceProviderOrPolicy | undefined) ?? "hf-inference";
	// Strings (the task functions check them): an empty one means none.
	const endpointUrl = args.endpointUrl || undefined;
	const accessToken = args.accessToken || undefined;
	// A named provider is checked before anything else; "auto" is checked once the mapping named one.
	const named = requested === "auto" ? undefined : providerDefinition(requested);
	// Built now to refuse an unsupported task before any network call, and kept for the request.
	const namedHandler = named && taskHandler(named, task, protocols, endpointUrl);
	namedHandler?.checkArgs?.(args);
	if (!named && task === undefined) throw new InferenceClientInputError(TASK_NEEDED_FOR_AUTO);
	if (endpointUrl && requested !== "hf-inference") {
		throw new InferenceClientInputError("Cannot use endpointUrl with a third-party provider.");
	}
	if (args.model !== undefined && /^(https?:|\/)/.test(args.model)) {
		throw new InferenceClientInputError("Model URLs are no longer supported. Use endpointUrl instead.");
	}
	const route = (
		provider: ProviderDefinition,
		handler: TaskHandler,
		providerModelId: string,
		mapping?: InferenceProviderMappingEntry,
		url = endpointUrl,
	): Route => {
		const authMethod = authMethodFor(provider, accessToken, call.options?.includeCredentials);
		const resolved: Route = { provider, handler, task, providerModelId, accessToken, authMethod, endpointUrl: url };
		if (mapping !== undefined) resolved.mapping = mapping;
		return resolved;
	};
	// 3.x compatibility: without a model, the endpoint URL stands in as the body's `model`.
	if (endpointUrl && named && namedHandler) return route(named, namedHandler, args.model ?? endpointUrl);
	const policy = routerPolicy(task, args);
	if (policy) {
		// The policy stands in as the provider (errors carry it); the router's OpenAI-compatible base as endpoint.
		const router = { id: policy, host: "", authScheme: "Bearer", tasks: {} } as const;
		return route(
			router,
			handlerFrom(protocol("openai-chat"), protocols),
			args.model as string,
			undefined,
			routerChatBase(session.routerUrl),
		);
	}
	if (args.model === undefined && task === undefined) {
		throw new InferenceClientInputError("No model provided, and no task has been specified.");
	}
	if (named?.clientSideRoutingOnly && namedHandler) {
		return route(named, namedHandler, clientRoutedModelId(named, args.model));
	}
	const model = args.model ?? (await defaultModelFor(task as InferenceTask, session));
	const entries = await providerMapping(model, session, hubToken);
	const provider = named ?? autoProvider(entries, model, task as InferenceTask);
	const status = entries.find((entry) => entry.provider === provider.id)?.status;
	if (liveOnly && status !== undefined && status !== "live") {
		throw new InferenceClientRoutingError(`Model ${model} is in ${status} mode for provider ${provider.id}.`);
	}
	const mapping = mappingEntryFor(entries, model, provider.id, task, session);
	return route(provider, namedHandler ?? taskHandler(provider, task, protocols), mapping.providerId, mapping);
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
 * `provider: "auto"`: the provider of the mapping's entry {@link autoProviderEntry} picks, or the routing error
 * naming the model's providers.
 */
function autoProvider(
	entries: readonly InferenceProviderMappingEntry[],
	model: ModelId,
	task: InferenceTask,
): ProviderDefinition {
	const chosen = autoProviderEntry(entries, task);
	if (chosen === undefined) {
		const listed = entries.map(
			(entry) => `${entry.provider} (${entry.task}${entry.status === "live" ? "" : `, ${entry.status}`})`,
		);
		const notLive =
			supportedEntries(entries, task).length > 0
				? " An entry not live (staging, error) is used only when its provider is named."
				: "";
		throw new InferenceClientRoutingError(
			`No provider supported by this client serves model ${model} for task ${task}. The model's providers: ${listed.length > 0 ? listed.join(", ") : "none"}.${notLive}`,
		);
	}
	return providerDefinition(chosen.provider);
}

/** A provider the call may try (its route), or one it skips and why (its error, if resolving it failed). */
export interface Candidate {
	provider: string;
	route?: Route;
	skipped?: string;
	error?: unknown;
}

/** Every provider a call may try, in the order given (a policy reorders them later), decided once per call. */
export interface RoutePlan {
	candidates: Candidate[];
	/** Whether a fallback-worthy failure moves on to the next candidate. */
	fallback: boolean;
	/** The hub model id (after the default model of the task, when none was given). */
	model: string | undefined;
	/** "router" for the router's model-suffix policies (`id:fastest`): the router picked the provider. */
	routedBy: "client" | "router";
}

/** A 3.x call: one provider (a name, or "auto"), none of `fallback`, `policy`, `providerKeys`. */
export function isPlainCall(call: TaskCall): boolean {
	const options = call.options ?? {};
	const requested = call.args.provider;
	const list = typeof requested === "object" && requested !== null;
	return !list && options.policy === undefined && !options.fallback && options.providerKeys === undefined;
}

/** The plan of a plain call: its one route, no fallback. */
export function plainPlan(call: TaskCall, route: Route): RoutePlan {
	const routedBy = routerPolicy(call.task, call.args) === undefined ? "client" : "router";
	return { candidates: [{ provider: route.provider.id, route }], fallback: false, model: call.args.model, routedBy };
}

/**
 * The route list of a call. A 3.x call (one provider, none of `fallback`, `policy`, `providerKeys`) resolves as
 * it always did, to one route. Otherwise each provider of the list (or, for `"auto"`, each live provider of the
 * model's mapping this client supports for the task) gets its own route with its own credential: the call's hub
 * token through the router, or its key from `providerKeys`, directly; one with neither, or that does not serve
 * the model for the task, is skipped with the reason.
 */
export async function resolveRoutes(call: TaskCall, session: CallSession): Promise<RoutePlan> {
	if (isPlainCall(call)) return plainPlan(call, await resolveRoute(call, session));
	const options = call.options ?? {};
	const requested = call.args.provider;
	const list = typeof requested === "object" ? (requested as readonly string[]) : undefined;
	const fallback = options.policy !== undefined || (options.fallback ?? list !== undefined) !== false;
	const hubToken = call.args.accessToken || undefined;
	if (hubToken && !hubToken.startsWith("hf_")) {
		throw new InferenceClientInputError(
			"With a provider list, a policy or fallback, `accessToken` must be a hub token (hf_...): put each provider's own key in `options.providerKeys`, so it only reaches that provider.",
		);
	}
	if (list?.length === 0)
		throw new InferenceClientInputError("`provider` is an empty list: name at least one provider.");
	for (const name of list ?? []) providerDefinition(name);
	const { task } = call;
	let model = call.args.model;
	let names: readonly string[] = list ?? [(requested as string | undefined) ?? "hf-inference"];
	if (requested === "auto") {
		if (task === undefined) throw new InferenceClientInputError(TASK_NEEDED_FOR_AUTO);
		model ??= await defaultModelFor(task, session);
		names = supportedEntries(await providerMapping(model, session, hubToken), task).flatMap((entry) =>
			entry.status === "live" ? [entry.provider] : [],
		);
	}
	const candidates: Candidate[] = [];
	for (const provider of names) {
		const closed = isInferenceProvider(provider) && PROVIDERS[provider].clientSideRoutingOnly;
		const credential = options.providerKeys?.[provider as InferenceProvider] ?? (closed ? undefined : hubToken);
		const args = { ...call.args, provider, accessToken: credential, model } as TaskCall["args"];
		if (credential === undefined && options.includeCredentials !== "include") {
			candidates.push({ provider, skipped: `no credential: an hf_ token, or providerKeys["${provider}"]` });
			continue;
		}
		try {
			candidates.push({ provider, route: await resolveRoute({ ...call, args }, session, hubToken, true) });
		} catch (error) {
			if (!(error instanceof InferenceClientRoutingError)) throw error;
			candidates.push({ provider, skipped: `not served: ${error.message}`, error });
		}
	}
	return { candidates, fallback, model, routedBy: "client" };
}
