import { trimToSize } from "../hub-cache/ttl-cache.js";
import { ObservedCapabilities } from "./observed.js";
import { orderByPolicy, type PublishedModels, readPublished } from "./policy-order.js";

/** Breaker settings per (model, provider): `failures` in a row open it for `cooldownMs`. */
export interface BreakerOptions {
	/** Consecutive fallback-worthy failures that open the breaker; default 3. */
	failures?: number;
	/** How long an open breaker skips the provider, in ms; default 30 s. Then one call may try it (half-open). */
	cooldownMs?: number;
}

const DEFAULT_BREAKER_FAILURES = 3;
const DEFAULT_BREAKER_COOLDOWN_MS = 30_000;
/** Weight of the newest sample in the decaying averages. */
const DECAY = 0.3;

/** What this client measured of one provider for one model (decaying averages; undefined: not measured yet). */
export interface ProviderStats {
	model: string;
	provider: string;
	/** Attempts measured (successes and fallback-worthy failures). */
	samples: number;
	/** 0..1: the share of recent attempts that failed in a way that falls back (5xx, timeouts, resets...). */
	errorRate: number;
	firstByteMs?: number;
	firstTokenMs?: number;
	tokensPerSecond?: number;
	/** "closed" (tried), "open" (skipped until `openUntil`), "half-open" (one call may try it). */
	breaker: "closed" | "open" | "half-open";
	/** Epoch ms (of the client's clock) when an open breaker lets one call try again. */
	openUntil?: number;
}

/** One attempt's outcome, as the scoreboard and the breaker count it. */
export interface AttemptOutcome {
	ok: boolean;
	firstByteMs?: number | undefined;
	firstTokenMs?: number | undefined;
	tokensPerSecond?: number | undefined;
}

interface Entry {
	model: string;
	provider: string;
	samples: number;
	errorRate: number;
	firstByteMs?: number;
	firstTokenMs?: number;
	tokensPerSecond?: number;
	failuresInARow: number;
	/** 0: closed. */
	openUntil: number;
	/** A half-open trial call is in flight: others skip the provider until it ends. */
	trial: boolean;
}

export interface RoutingStateOptions {
	/** The clock of breakers and stats (tests pass a fake one); default Date.now. */
	now?: () => number;
	/** Most (model, provider) pairs remembered; past it, the one first seen is forgotten. Default 1000. */
	maxEntries?: number;
}

const decayed = (average: number | undefined, sample: number | undefined): number | undefined =>
	sample === undefined ? average : average === undefined ? sample : average + DECAY * (sample - average);

/**
 * What a client learns from its own calls, per (model, provider): the breakers and the scoreboard the `fastest`
 * policy reads. Each InferenceClient owns one (two clients share nothing); bounded by `maxEntries`.
 */
export class RoutingState {
	declare readonly now: () => number;
	declare private readonly maxEntries: number;
	declare private readonly entries: Map<string, Entry>;
	/** What worked in this client's calls (tool calls, JSON, completed streams): `capabilities()` reports it. */
	declare readonly observed: ObservedCapabilities;
	/** The router's model list last read, and what it publishes (parsed once per list). */
	declare private publishedFrom: [unknown, PublishedModels] | undefined;

	constructor({ now = Date.now, maxEntries = 1000 }: RoutingStateOptions = {}) {
		this.now = now;
		this.maxEntries = maxEntries;
		this.entries = new Map();
		this.observed = new ObservedCapabilities(maxEntries);
	}

	private entry(model: string, provider: string): Entry {
		const key = `${model}\n${provider}`;
		let entry = this.entries.get(key);
		if (entry === undefined) {
			entry = { model, provider, samples: 0, errorRate: 0, failuresInARow: 0, openUntil: 0, trial: false };
			this.entries.set(key, entry);
			trimToSize(this.entries, this.maxEntries);
		}
		return entry;
	}

	/**
	 * Why a call may not try the provider now (an open breaker, or a half-open one whose trial is in flight), or
	 * undefined if it may. Only looks: admit() takes the half-open trial.
	 */
	blocked(model: string, provider: string): string | undefined {
		const entry = this.entries.get(`${model}\n${provider}`);
		if (entry === undefined || entry.openUntil === 0) return undefined;
		const left = entry.openUntil - this.now();
		if (left > 0) return `breaker open (${entry.failuresInARow} failures in a row), retried in ${Math.ceil(left)} ms`;
		return entry.trial ? "breaker half-open: another call is trying this provider" : undefined;
	}

	/**
	 * Whether a call may try the provider now: undefined if so, else why not. Past an open breaker's cooldown the
	 * first call to ask is let through as the half-open trial; the others are turned away until it ends.
	 */
	admit(model: string, provider: string): string | undefined {
		const refused = this.blocked(model, provider);
		const entry = this.entries.get(`${model}\n${provider}`);
		if (refused === undefined && entry !== undefined && entry.openUntil !== 0) entry.trial = true;
		return refused;
	}

	/** Counts one attempt: a success closes the breaker; `failures` fallback-worthy failures in a row open it. */
	record(model: string, provider: string, outcome: AttemptOutcome, breaker: BreakerOptions | false): void {
		const entry = this.entry(model, provider);
		entry.samples++;
		entry.errorRate += DECAY * ((outcome.ok ? 0 : 1) - entry.errorRate);
		const firstByteMs = decayed(entry.firstByteMs, outcome.firstByteMs);
		const firstTokenMs = decayed(entry.firstTokenMs, outcome.firstTokenMs);
		const tokensPerSecond = decayed(entry.tokensPerSecond, outcome.tokensPerSecond);
		if (firstByteMs !== undefined) entry.firstByteMs = firstByteMs;
		if (firstTokenMs !== undefined) entry.firstTokenMs = firstTokenMs;
		if (tokensPerSecond !== undefined) entry.tokensPerSecond = tokensPerSecond;
		const wasTrial = entry.trial;
		entry.trial = false;
		if (outcome.ok) {
			entry.failuresInARow = 0;
			entry.openUntil = 0;
		} else if (breaker) {
			entry.failuresInARow++;
			if (wasTrial || entry.failuresInARow >= (breaker.failures ?? DEFAULT_BREAKER_FAILURES)) {
				entry.openUntil = this.now() + (breaker.cooldownMs ?? DEFAULT_BREAKER_COOLDOWN_MS);
			}
		}
	}

	/** An attempt that ended without a verdict (cancelled, or refused input): a half-open trial may be tried again. */
	release(model: string, provider: string): void {
		const entry = this.entries.get(`${model}\n${provider}`);
		if (entry) entry.trial = false;
	}

	private published(routerModels: unknown): PublishedModels {
		if (this.publishedFrom === undefined || this.publishedFrom[0] !== routerModels) {
			this.publishedFrom = [routerModels, readPublished(routerModels)];
		}
		return this.publishedFrom[1];
	}

	/**
	 * Candidates in a policy's order, from this client's measurements and the router's model list (`/v1/models`
	 * as the router answered it): see orderByPolicy. Ties keep the given order.
	 */
	order<Candidate extends { provider: string }>(
		candidates: Candidate[],
		policy: "fastest" | "cheapest",
		model: string,
		routerModels: unknown,
	): Candidate[] {
		return orderByPolicy(candidates, policy, model, this.published(routerModels), this.stats(model));
	}

	/** What an answer's usage cost at the provider's published price (USD per million tokens), when known. */
	costUsd(model: string, provider: string, usage: unknown, routerModels: unknown): number | undefined {
		const price = this.published(routerModels).get(model)?.get(provider)?.pricing;
		const { prompt_tokens: input, completion_tokens: output } = (usage ?? {}) as Record<string, unknown>;
		if (!price || typeof input !== "number" || typeof output !== "number") return undefined;
		return (input * price.input + output * price.output) / 1e6;
	}

	/** The scoreboard: every (model, provider) measured, or those of one model. */
	stats(model?: string): ProviderStats[] {
		const now = this.now();
		const stats: ProviderStats[] = [];
		for (const entry of this.entries.values()) {
			if (model !== undefined && entry.model !== model) continue;
			const { failuresInARow: _failures, trial: _trial, openUntil, ...measured } = entry;
			const breaker = openUntil === 0 ? "closed" : openUntil > now ? "open" : "half-open";
			stats.push(openUntil === 0 ? { ...measured, breaker } : { ...measured, breaker, openUntil });
		}
		return stats;
	}
}
