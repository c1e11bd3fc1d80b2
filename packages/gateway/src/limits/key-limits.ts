// What a gateway key may use, and the store contract the in-memory and PostgreSQL stores both fulfil.

/** A gateway key's limits; a limit left out is not enforced. */
export interface KeyLimits {
	/** Requests admitted per minute (a UTC-aligned minute window). */
	requestsPerMinute?: number;
	/** Tokens (the receipts' usage) per minute: a request is admitted while the minute's tokens are below it. */
	tokensPerMinute?: number;
	/** US dollars per UTC day, from the receipts' cost. */
	usdPerDay?: number;
	/**
	 * Dollars each admitted request holds against `usdPerDay` until its receipt arrives (default 0). A request also
	 * holds at least the largest cost one of the key's calls had that day, so the margin closes once costs are seen.
	 */
	reserveUsd?: number;
}

export type LimitName = "requests per minute" | "tokens per minute" | "USD per day";

/** The windows a request counts in: the starts (ms since the epoch) of its UTC minute and UTC day. */
export interface Windows {
	minute: number;
	day: number;
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export function windowsAt(now: number): Windows {
	return { minute: now - (now % MINUTE_MS), day: now - (now % DAY_MS) };
}

/** Whole seconds until the window that stopped a request ends (at least 1, as `Retry-After` says). */
export function retryAfterSeconds(limit: LimitName, windows: Windows, now: number): number {
	const end = limit === "USD per day" ? windows.day + DAY_MS : windows.minute + MINUTE_MS;
	return Math.max(1, Math.ceil((end - now) / 1000));
}

export type Admission = { admitted: true; reservedUsd: number } | { admitted: false; limit: LimitName; used: number };

/** What a request's calls used, added to its key's windows. */
export interface Usage {
	tokens: number;
	costUsd: number;
}

/**
 * Where usage is counted. `admit` checks every limit and, only when all pass, counts the request and holds its
 * reservation, in one atomic step (so concurrent requests, in one instance or many, cannot both take the last slot).
 */
export interface UsageStore {
	admit(key: string, limits: KeyLimits, windows: Windows): Promise<Admission>;
	/**
	 * Adds usage to the current `windows` and gives back `releaseUsd` of the day's reservations, in one atomic step
	 * (given back apart, the reservation could be gone before the cost is counted, and one more request admitted).
	 */
	settle(key: string, windows: Windows, usage: Usage, releaseUsd: number): Promise<void>;
	close(): Promise<void>;
}

/** Checks a limits object from a config file; throws a message naming the field and what it takes. */
export function parseKeyLimits(value: unknown, where: string): KeyLimits {
	if (value === undefined) return {};
	if (typeof value !== "object" || value === null || Array.isArray(value))
		throw new TypeError(`${where} must be an object such as {"requestsPerMinute": 60, "usdPerDay": 5}.`);
	const limits: KeyLimits = {};
	const known = ["requestsPerMinute", "tokensPerMinute", "usdPerDay", "reserveUsd"] as const;
	for (const [field, entry] of Object.entries(value)) {
		if (!(known as readonly string[]).includes(field))
			throw new TypeError(`${where}.${field} is not a limit; the limits are ${known.join(", ")}.`);
		const integer = field === "requestsPerMinute" || field === "tokensPerMinute";
		const valid =
			typeof entry === "number" && Number.isFinite(entry) && entry >= 0 && (!integer || Number.isInteger(entry));
		if (!valid) throw new TypeError(`${where}.${field} must be a ${integer ? "whole " : ""}number >= 0.`);
		limits[field as (typeof known)[number]] = entry as number;
	}
	return limits;
}
