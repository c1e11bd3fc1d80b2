import { InferenceClientRoutingError, isRecord } from "../errors/index.js";
import { PROVIDERS } from "../providers/index.js";
import type { InferenceProviderMappingEntry, InferenceTask, ModelId } from "../types.js";
import { isInferenceProvider } from "./handlers.js";
import { hubGetJson, hubToken } from "./hub-get.js";
import type { CallSession } from "./session.js";

function notFoundMessage(modelId: ModelId): string {
	return `We have not been able to find inference provider information for model ${modelId}.`;
}

/**
 * The model's provider mapping, in the hub's order (the user's preference order), from the call's hub cache: one
 * hub GET per TTL and credential. Keyed by the model and a
 * fingerprint of the token the hub got: a private model's mapping, fetched with one tenant's token, is never
 * handed to a caller whose token the hub would refuse.
 */
export function providerMapping(
	modelId: ModelId,
	session: CallSession,
	accessToken: string | undefined,
): Promise<InferenceProviderMappingEntry[]> {
	// The hub cache holds answers of several shapes; under a model id, always the entries loaded here.
	return session.hubCache.answersOf(session.hubUrl).get(
		session.hubCache.answerKey(modelId, hubToken(accessToken)),
		async () => {
			const body = await hubGetJson(`/api/models/${modelId}?expand[]=inferenceProviderMapping`, session, accessToken, {
				onStatus: { 404: `Model ${modelId} does not exist` },
				onError: notFoundMessage(modelId),
			});
			const entries = normaliseMapping(isRecord(body) ? body["inferenceProviderMapping"] : undefined, modelId);
			if (entries === undefined) throw new InferenceClientRoutingError(notFoundMessage(modelId));
			return entries;
		},
		session.signal,
	) as Promise<InferenceProviderMappingEntry[]>;
}

/** Accepts the keyed-object form (`{together: {...}}`, 3.x hub) and the array form (`[{provider: "together"}]`). */
export function normaliseMapping(field: unknown, modelId: ModelId): InferenceProviderMappingEntry[] | undefined {
	const raw: Record<string, unknown>[] | undefined = Array.isArray(field)
		? field.filter(isRecord)
		: isRecord(field)
			? Object.entries(field).flatMap(([provider, entry]) => (isRecord(entry) ? [{ ...entry, provider }] : []))
			: undefined;
	return raw?.flatMap((entry) => {
		const { provider, providerId, status, task } = entry;
		if (typeof provider !== "string" || typeof providerId !== "string" || typeof task !== "string") return [];
		return [
			{
				...entry,
				provider,
				providerId,
				task,
				status: mappingStatus(status),
				hfModelId: typeof entry["hfModelId"] === "string" ? entry["hfModelId"] : modelId,
			} as InferenceProviderMappingEntry,
		];
	});
}

/**
 * The entry's status as the hub gave it: `live`, `staging` or `error`. An entry without one (older hub answers) is
 * live; any other status is taken as `error`, so that nothing the hub did not call live is picked by "auto".
 */
function mappingStatus(status: unknown): InferenceProviderMappingEntry["status"] {
	if (status === undefined || status === "live") return "live";
	return status === "staging" ? "staging" : "error";
}

function taskMatches(entry: InferenceProviderMappingEntry, task: InferenceTask | undefined): boolean {
	if (task === undefined || entry.task === task) return true;
	// hf-inference serves sentence-transformers models under either of its two tasks.
	const equivalent = isInferenceProvider(entry.provider) ? PROVIDERS[entry.provider].equivalentTasks : undefined;
	return equivalent?.includes(entry.task) === true && equivalent.includes(task);
}

/**
 * The entry of one provider, checked against the task; warns once per (hub cache, model, provider) for staging
 * entries, through the call's warning sink.
 */
export function mappingEntryFor(
	entries: readonly InferenceProviderMappingEntry[],
	modelId: ModelId,
	provider: string,
	task: InferenceTask | undefined,
	session: Pick<CallSession, "hubCache" | "warn">,
): InferenceProviderMappingEntry {
	const entry = entries.find((candidate) => candidate.provider === provider);
	if (entry === undefined) {
		const available = entries.map((candidate) => candidate.provider);
		throw new InferenceClientRoutingError(
			`${notFoundMessage(modelId)} Providers serving this model: ${available.length > 0 ? available.join(", ") : "none"}.`,
		);
	}
	if (!taskMatches(entry, task)) {
		throw new InferenceClientRoutingError(
			`Model ${modelId} is not supported for task ${task} and provider ${provider}. Supported task: ${entry.task}.`,
		);
	}
	if (entry.status === "staging" && session.hubCache.firstWarning(`${modelId}\n${provider}`)) {
		session.warn(`Model ${modelId} is in staging mode for provider ${entry.provider}. Meant for test purposes only.`);
	}
	return entry;
}
