import type { MiddlewareHandler } from "hono";
import type { Caller, GatewayEnv } from "../context.js";
import { GatewayError } from "../errors.js";

const encoder = new TextEncoder();

async function digest(text: string): Promise<Uint8Array> {
	return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/** Equal digests, every byte read whatever the first difference (no early exit to time). */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
	let difference = a.length ^ b.length;
	for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
	return difference === 0;
}

function bearerOf(header: string | undefined): string | undefined {
	const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
	return match?.[1];
}

/**
 * Clients present a gateway key (`Authorization: Bearer KEY`), compared in constant time: the presented key and
 * every configured key are hashed, and all digests are compared in full. With pass-through, a caller's own `hf_`
 * token is accepted instead: it pays for the call. No keys configured (loopback only, checked at start): open.
 */
export function authenticate(keys: readonly string[], passThrough: boolean): MiddlewareHandler<GatewayEnv> {
	const digests = Promise.all(keys.map(digest));
	return async (c, next) => {
		const token = bearerOf(c.req.header("authorization"));
		const caller: Caller = {};
		if (keys.length > 0 || (passThrough && token?.startsWith("hf_"))) {
			if (token === undefined) {
				throw new GatewayError(401, "Missing gateway key: send it as `Authorization: Bearer KEY`.", {
					code: "missing_api_key",
				});
			}
			const presented = await digest(token);
			let found = -1;
			(await digests).forEach((known, index) => {
				if (sameBytes(known, presented) && found < 0) found = index;
			});
			if (found >= 0) caller.keyIndex = found;
			else if (passThrough && token.startsWith("hf_")) caller.hubToken = token;
			else throw new GatewayError(401, "Incorrect gateway key provided.", { code: "invalid_api_key" });
		}
		c.set("caller", caller);
		await next();
	};
}
