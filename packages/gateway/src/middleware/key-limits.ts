import type { MiddlewareHandler } from "hono";
import type { Caller, GatewayEnv } from "../context.js";
import { GatewayError } from "../errors.js";
import type { KeyLimiter } from "../limits/key-limiter.js";
import type { KeyLimits, LimitName } from "../limits/key-limits.js";

const encoder = new TextEncoder();

/** OpenAI's `type` of each refusal: its rate limits say requests or tokens; a spent budget is a quota. */
const TYPE_OF_LIMIT: Record<LimitName, string> = {
	"requests per minute": "requests",
	"tokens per minute": "tokens",
	"USD per day": "insufficient_quota",
};

/**
 * A key's name in counts, messages and logs: `key_` and 12 hex digits of its SHA-256 (a caller's own hub token:
 * `token_...`), never the secret. Stable across restarts and instances, so counts shared in PostgreSQL add up.
 */
export async function fingerprintOf(secret: string, prefix: "key" | "token"): Promise<string> {
	const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(secret)));
	return `${prefix}_${Array.from(digest.subarray(0, 6), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Per gateway key: requests and tokens per minute, dollars per day (`limits` for every key, `keyLimits` by a key's
 * fingerprint). A request over a limit gets a 429 saying which, with `Retry-After`; an admitted one hands its
 * receipt's tokens and cost to the limiter once its body has been sent (a stream's at its end).
 */
export function keyLimits(
	limiter: KeyLimiter,
	keys: readonly string[],
	limits: KeyLimits | undefined,
	byKey: Readonly<Record<string, KeyLimits>> = {},
): MiddlewareHandler<GatewayEnv> {
	const names = Promise.all(keys.map((key) => fingerprintOf(key, "key")));
	const nameOf = async (caller: Caller) => {
		if (caller.keyIndex !== undefined) return (await names)[caller.keyIndex] ?? "key_unknown";
		if (caller.hubToken !== undefined) return fingerprintOf(caller.hubToken, "token");
		return "anonymous";
	};
	return async (c, next) => {
		const name = await nameOf(c.get("caller"));
		const applied = byKey[name] ?? limits;
		if (applied === undefined) return next();
		// A store that cannot answer (its database down) admits nobody: a limit that is not counted does not hold.
		const admission = await limiter.admit(name, applied).catch(() => {
			throw new GatewayError(
				503,
				"The gateway cannot count usage right now (its usage store does not answer): try again shortly.",
				{
					code: "usage_unavailable",
					retryAfterMs: 1000,
				},
			);
		});
		if (admission.refused) {
			throw new GatewayError(429, admission.message, {
				code: admission.limit === "USD per day" ? "insufficient_quota" : "rate_limit_exceeded",
				type: TYPE_OF_LIMIT[admission.limit],
				retryAfterMs: admission.retryAfterSeconds * 1000,
			});
		}
		const record = c.get("record");
		try {
			await next();
		} finally {
			// The receipt is on the record once the body is over (a stream's generator sends it as it ends).
			record.bodyDone.then(() => {
				if (record.receipt) admission.receipt(record.receipt);
				admission.end();
			});
		}
	};
}
