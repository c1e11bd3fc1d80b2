import type { ServedTask } from "./by-task.js";
import type { ProtocolRef, ProviderTasks } from "./reference.js";

export type AuthScheme = "Bearer" | "Key" | "X-Key";

/** How a media answer comes: the raw bytes, or JSON holding a URL or base64. */
export type MediaAnswer = "bytes" | "json";

export interface ProviderDefinition {
	id: string;
	/** The provider's name in messages, as 3.x's output errors give it ("Together", "Fal.ai"); default: the id. */
	label?: string;
	/** Base URL used with the provider's own key; every other auth method goes through the router. */
	host: string;
	/** Scheme of the Authorization header with a provider key (hub tokens always use Bearer). */
	authScheme: AuthScheme;
	/**
	 * The environment variable usually holding the provider's own key, which snippets read; default: the id in
	 * capitals with `_API_KEY` (`TOGETHER_API_KEY`).
	 */
	keyVariable?: string;
	/**
	 * How its media answers come: raw bytes (hf-inference), or, by default, JSON; per task where they differ
	 * (DeepInfra: images as JSON base64, speech as bytes). Snippets read it.
	 */
	mediaAnswers?: MediaAnswer | { readonly [Task in ServedTask]?: MediaAnswer };
	/** Audio content types it decodes, when it refuses others (fal-ai); snippets pick a sample it accepts. */
	audioTypes?: readonly string[];
	/** Tasks it serves interchangeably, whichever of them a hub mapping names (hf-inference's sentence models). */
	equivalentTasks?: readonly string[];
	/** SDK clients beyond the generic ones that have snippets for it (`fal_client`). */
	snippetClients?: readonly "fal_client"[];
	/** Never routed by the hub: needs `{id}/` model ids, refuses hub tokens, skips the mapping lookup. */
	clientSideRoutingOnly?: boolean;
	/** Extra headers on every request to this provider. */
	headers?: Record<string, string>;
	/**
	 * Headers asking the provider to hold its answer until a job is done (Replicate's `Prefer: wait`), sent unless
	 * the caller wants job handles (`onJob`): then the job's id comes back at once, before the long part.
	 */
	waitHeaders?: Record<string, string>;
	/** Each task served, with the protocol that serves it (a name and its arguments: data, not code). */
	tasks: ProviderTasks;
	/** The protocol serving `request()` calls that name no task; without it such calls need a task. */
	untasked?: ProtocolRef;
}

/** A provider file's definition, its id kept as a literal type: the provider list derives its id type from it. */
export function defineProvider<const Id extends string>(definition: ProviderDefinition & { id: Id }) {
	return definition;
}
