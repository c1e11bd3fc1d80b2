/**
 * Keeping secrets out of errors: header values, URL query parameters and any text an error carries
 * (messages, response bodies that echo a token back).
 */

export const REDACTED = "[redacted]";

const SENSITIVE_HEADER_PARTS = ["authorization", "key", "token", "secret", "cookie"];
const SENSITIVE_QUERY_PARTS = ["token", "key", "signature", "secret", "password"];
const SENSITIVE_QUERY_NAMES = new Set(["sig", "auth", "code"]);

/** Token shapes recognised even when we were not told the value: hub tokens and OpenAI-style keys. */
const TOKEN_PATTERN = /\b(?:hf_[A-Za-z0-9]{4,}|sk-[A-Za-z0-9_-]{4,})/g;
/** A secret shorter than this is not searched for in free text: it would match ordinary words. */
const MIN_SECRET_LENGTH = 6;

export function isSensitiveHeader(name: string): boolean {
	const lower = name.toLowerCase();
	return SENSITIVE_HEADER_PARTS.some((part) => lower.includes(part));
}

function isSensitiveQueryParam(name: string): boolean {
	const lower = name.toLowerCase();
	return SENSITIVE_QUERY_NAMES.has(lower) || SENSITIVE_QUERY_PARTS.some((part) => lower.includes(part));
}

/** A copy of the headers with every credential-like value replaced by "[redacted]". */
export function redactHeaders(headers: Record<string, string> | undefined): Record<string, string> {
	const safe: Record<string, string> = {};
	if (!headers) return safe;
	for (const [name, value] of Object.entries(headers)) {
		safe[name] = isSensitiveHeader(name) ? REDACTED : value;
	}
	return safe;
}

/** The URL without credentials: user info dropped, token/key/signature-like query parameters removed. */
export function redactUrl(url: string): string {
	let parsed: URL;
	try {
		parsed = new URL(url);
	} catch {
		// Not an absolute URL: we cannot tell its parts apart, so drop everything after the path.
		return url.split(/[?#]/, 1)[0] ?? "";
	}
	parsed.username = "";
	parsed.password = "";
	for (const name of [...parsed.searchParams.keys()]) {
		if (isSensitiveQueryParam(name)) parsed.searchParams.delete(name);
	}
	return parsed.toString();
}

/** The credential a call was given, as a list of secrets to scrub (empty when none, or too short to search). */
export function secretsOf(accessToken: unknown): string[] {
	return typeof accessToken === "string" && accessToken.length >= MIN_SECRET_LENGTH ? [accessToken] : [];
}

/** The credential values a request carries (header values, sensitive query values): what must never be echoed. */
export function collectSecrets(url: string | undefined, headers: Record<string, string> | undefined): string[] {
	const secrets: string[] = [];
	const add = (value: string) => {
		if (value.length >= MIN_SECRET_LENGTH && value !== REDACTED) secrets.push(value);
	};
	for (const [name, value] of Object.entries(headers ?? {})) {
		if (!isSensitiveHeader(name)) continue;
		add(value);
		// "Bearer hf_xxx": the bare token may be echoed without its scheme.
		const space = value.indexOf(" ");
		if (space > 0) add(value.slice(space + 1).trim());
	}
	if (url) {
		try {
			for (const [name, value] of new URL(url).searchParams) {
				if (isSensitiveQueryParam(name)) add(value);
			}
		} catch {
			// A relative or malformed URL has no query we could read; redactUrl drops it anyway.
		}
	}
	// Longest first, so a full "Bearer x" is replaced before its bare token.
	return secrets.sort((a, b) => b.length - a.length);
}

/** The text with every known secret and every token-shaped word replaced by "[redacted]". */
export function scrubText(text: string, secrets: readonly string[] = []): string {
	let out = text;
	for (const secret of secrets) {
		if (out.includes(secret)) out = out.split(secret).join(REDACTED);
	}
	return out.replace(TOKEN_PATTERN, REDACTED);
}

/** A deep copy of a JSON-like value with every string scrubbed (response bodies sometimes echo the token). */
export function scrubValue(value: unknown, secrets: readonly string[] = [], depth = 0): unknown {
	if (typeof value === "string") return scrubText(value, secrets);
	if (value === null || typeof value !== "object" || depth > 32) return value;
	if (Array.isArray(value)) return value.map((item) => scrubValue(item, secrets, depth + 1));
	if (!isPlainObject(value)) return value;
	const copy: Record<string, unknown> = {};
	for (const [key, item] of Object.entries(value)) copy[key] = scrubValue(item, secrets, depth + 1);
	return copy;
}

function isPlainObject(value: object): value is Record<string, unknown> {
	const proto = Object.getPrototypeOf(value);
	return proto === Object.prototype || proto === null;
}
