import { HF_ROUTER_URL, PROVIDERS } from "@modelyard/inference";
import type { CallSpec } from "./call-spec.js";
import { Lane } from "./limiter.js";

const PROVIDER_HOSTS = Object.entries(PROVIDERS).map(([id, definition]) => ({ id, host: `${definition.host}/` }));

/**
 * The provider a request goes to, from its URL: a provider's own host (a call with that provider's key), else the
 * path segment after the router's URL (`routerUrl`, default the Hub's router; a proxy's may have a path of its own),
 * else a router at the root of any host (`/<provider>/...`). Undefined for anything else (Hub lookups, a router
 * policy's `/v1/...`).
 */
export function providerOfUrl(url: string, routerUrl: string = HF_ROUTER_URL): string | undefined {
	const byHost = PROVIDER_HOSTS.find((provider) => url.startsWith(provider.host));
	if (byHost) return byHost.id;
	const router = `${routerUrl.replace(/\/+$/, "")}/`;
	let path: string;
	try {
		path = url.startsWith(router) ? `/${url.slice(router.length)}` : new URL(url).pathname;
	} catch {
		return undefined;
	}
	const first = path.split(/[/?#]/)[1];
	return first && Object.hasOwn(PROVIDERS, first) ? first : undefined;
}

/**
 * The provider every call of a run goes to, when the spec names it before any routing: the one provider given, or
 * hf-inference (the client's default, endpoints included). Undefined for "auto" or a list: routing picks it. A
 * chat model with a router suffix (`id:fastest`, `id:<provider>`) is routed by the router: named only by a
 * provider suffix.
 */
export function namedProvider(spec: CallSpec): string | undefined {
	const suffix = spec.task === "chat-completion" && !spec.endpointUrl ? spec.model?.split(":")[1] : undefined;
	if (suffix !== undefined) return Object.hasOwn(PROVIDERS, suffix) ? suffix : undefined;
	if (Array.isArray(spec.provider) || spec.provider === "auto") return undefined;
	return spec.provider ?? "hf-inference";
}

/**
 * Takes a slot of `provider` shared with other processes, answering how to give it back; undefined when the
 * provider has no shared cap.
 */
export type SharedSlot = (provider: string, signal?: AbortSignal) => Promise<(() => Promise<void>) | undefined>;

/**
 * One lane per provider that serves a run's calls, made when first used: its cap (`providerLimits`, else the run's
 * concurrency) and its own rate-limit pauses, so a provider that says "too many" holds up only its own calls.
 */
export class ProviderLanes {
	readonly #lanes = new Map<string, Lane>();

	constructor(
		readonly concurrency: number,
		readonly limits: Record<string, number> = {},
		/** A slot shared with other processes (the queue's workers), taken once this process's lane let a call in. */
		readonly sharedSlot?: SharedSlot,
		/** Told of a provider's pause cut to MAX_PAUSE_MS. */
		readonly onWarning?: (message: string) => void,
	) {}

	get(provider: string): Lane {
		let lane = this.#lanes.get(provider);
		if (!lane) {
			lane = new Lane({
				concurrency: Math.min(this.concurrency, this.limits[provider] ?? this.concurrency),
				label: provider,
				...(this.onWarning ? { onWarning: this.onWarning } : {}),
			});
			this.#lanes.set(provider, lane);
		}
		return lane;
	}

	/** The providers of a list whose lane is not paused; all of them when every one is (the call then waits). */
	available(list: readonly string[]): string[] {
		const now = Date.now();
		const open = list.filter((provider) => (this.#lanes.get(provider)?.pausedUntil ?? 0) <= now);
		return open.length > 0 ? open : [...list];
	}
}

/**
 * The provider slot one request holds: taken when the request first goes to a provider (at its start when the spec
 * names it, else when routing picks it), and given back when the request moves on to another provider (a fallback:
 * one slot at a time, so two requests never wait on each other's) or ends.
 */
export class ProviderHold {
	#provider: string | undefined;
	#entry: Promise<{ lane: Lane; leave?: () => Promise<void> }> | undefined;

	constructor(readonly lanes: ProviderLanes) {}

	/** The lane of `provider`, once this request holds a slot of it (and of its shared cap, if any). */
	enter(provider: string, signal?: AbortSignal): Promise<Lane> {
		if (this.#provider !== provider || !this.#entry) {
			this.release(false);
			const lane = this.lanes.get(provider);
			this.#provider = provider;
			this.#entry = lane.acquire(signal).then(async () => {
				try {
					return { lane, leave: await this.lanes.sharedSlot?.(provider, signal) };
				} catch (error) {
					lane.release(false);
					throw error;
				}
			});
		}
		return this.#entry.then(({ lane }) => lane);
	}

	/** The served provider so far, if any. */
	get provider(): string | undefined {
		return this.#provider;
	}

	release(ok: boolean): void {
		this.#entry?.then(
			({ lane, leave }) => {
				lane.release(ok);
				void leave?.();
			},
			() => {},
		);
		this.#provider = undefined;
		this.#entry = undefined;
	}
}
