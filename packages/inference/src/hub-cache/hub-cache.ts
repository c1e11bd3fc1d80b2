import { InferenceClientInputError } from "../errors/index.js";
import { createTtlCache, type TtlCache, trimToSize } from "./ttl-cache.js";

/** Default lifetime of hub answers (provider mappings, default models). */
export const DEFAULT_HUB_CACHE_TTL_MS = 5 * 60 * 1000;
/** Default bound on the models whose mapping a hub cache keeps, per hub URL. */
export const DEFAULT_HUB_CACHE_MAX_ENTRIES = 1000;
/** A client talks to one hub, or a few: past this many hub URLs, the one first seen is forgotten. */
const MAX_HUB_URLS = 8;
/** Where `/api/tasks` sits among a hub's answers: model ids never start with "/" (resolve refuses them). */
export const TASKS_KEY = "/api/tasks";

export interface HubCacheOptions {
	/** How long a hub answer is reused, in milliseconds (0: asked again on every call). Default 5 minutes. */
	ttlMs?: number;
	/**
	 * The most answers kept per hub URL (one per model, plus the default models); past it, the one loaded longest
	 * ago is dropped. Default 1000.
	 */
	maxEntries?: number;
}

/**
 * What a client remembers of the hub: each model's provider mapping, the default model of each task (/api/tasks)
 * and the warnings already shown (staging mappings, deprecated functions). Bounded in time (`ttlMs`) and size (`maxEntries`). Each InferenceClient
 * owns one unless given one in its options (`hubCache`); the free functions share a default one.
 */
export class HubCache {
	// Declared and set in the constructor: defined class fields cost a helper call each in the es2020 build.
	/** Applies to answers loaded from now on. */
	declare ttlMs: number;
	declare readonly maxEntries: number;
	declare private readonly hubs: Map<string, TtlCache<unknown>>;
	/** The key of each warning shown (`{model}\n{provider}` for staging ones), bounded like the answers. */
	declare private readonly warned: Set<string>;
	/**
	 * @internal The key of a hub answer (`name`: a model id or a path) for a credential: `{name}\n{fingerprint}`.
	 * Built again only when it differs from the last one asked (a client calls with one model and token: once,
	 * not on every call). A closure, so the cache shows no token when inspected.
	 */
	declare readonly answerKey: (name: string, credential: string | undefined) => string;

	constructor({ ttlMs = DEFAULT_HUB_CACHE_TTL_MS, maxEntries = DEFAULT_HUB_CACHE_MAX_ENTRIES }: HubCacheOptions = {}) {
		this.ttlMs = checkLimit("new HubCache: `ttlMs`", ttlMs, 0);
		this.maxEntries = checkLimit("new HubCache: `maxEntries`", maxEntries, 1);
		this.hubs = new Map();
		this.warned = new Set();
		this.answerKey = rememberingLastKey();
	}

	/**
	 * @internal The cached answers of one hub: each model's provider mapping by model id and credential
	 * fingerprint (`{model}\n{fingerprint}`), and `/api/tasks` under
	 * TASKS_KEY.
	 */
	answersOf(hubUrl: string): TtlCache<unknown> {
		let answers = this.hubs.get(hubUrl);
		if (answers === undefined) {
			answers = createTtlCache(() => this.ttlMs, this.maxEntries);
			this.hubs.set(hubUrl, answers);
			trimToSize(this.hubs, MAX_HUB_URLS);
		}
		return answers;
	}

	/** @internal True the first time for a key (the warning is due), false after. */
	firstWarning(key: string): boolean {
		if (this.warned.has(key)) return false;
		this.warned.add(key);
		trimToSize(this.warned, this.maxEntries);
		return true;
	}

	/** Forgets every answer and warning: the next call asks the hub again. */
	clear(): void {
		this.hubs.clear();
		this.warned.clear();
	}
}

/** `value` when it is a number >= `min` (Infinity: no limit), else an InferenceClientInputError naming `where`. */
function checkLimit(where: string, value: unknown, min: number): number {
	if (typeof value === "number" && value >= min) return value;
	throw new InferenceClientInputError(
		`${where} must be a number >= ${min}, got ${typeof value === "number" ? value : typeof value}.`,
	);
}

/**
 * A short, non-reversible fingerprint of a credential (53-bit cyrb53 hash, base 36), to key the answers a hub gave
 * to that credential: a lookup made with one token (a private model's mapping) must serve only callers with the
 * same token, and the token itself is never kept as a key. Synchronous and without node:crypto, so it runs in
 * browsers; it only separates cache entries, it protects no secret. "" for no credential.
 */
export function credentialFingerprint(credential: string | undefined): string {
	if (!credential) return "";
	let h1 = 0xdeadbeef;
	let h2 = 0x41c6ce57;
	for (let index = 0; index < credential.length; index++) {
		const code = credential.charCodeAt(index);
		h1 = Math.imul(h1 ^ code, 2654435761);
		h2 = Math.imul(h2 ^ code, 1597334677);
	}
	h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
	h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
	return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function rememberingLastKey(): (name: string, credential: string | undefined) => string {
	let lastName: string | undefined;
	let lastCredential: string | undefined;
	let lastKey = "";
	return (name, credential) => {
		if (name !== lastName || credential !== lastCredential) {
			lastKey = `${name}\n${credentialFingerprint(credential)}`;
			lastName = name;
			lastCredential = credential;
		}
		return lastKey;
	};
}

/** The hub cache of the free functions (and of any call given no `hubCache`). */
export const sharedHubCache = /* @__PURE__ */ new HubCache();

/** Sets how long the shared hub cache reuses provider mappings and default models (ms; 0 disables reuse). */
export function setHubCacheTtl(ttlMs: number): void {
	sharedHubCache.ttlMs = checkLimit("setHubCacheTtl: `ttlMs`", ttlMs, 0);
}

/** Forgets the shared hub cache's mappings, default models and staging warnings (the next call asks the hub). */
export function clearProviderMappingCache(): void {
	sharedHubCache.clear();
}
