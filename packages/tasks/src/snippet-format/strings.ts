/**
 * String literals for generated code. Each function returns a complete literal (quotes included) that
 * parses back to exactly the given text in its language, whatever characters it holds.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: escaping control characters is the point
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/g;
const escapeControl = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
/** Half of a surrogate pair standing alone: it has no UTF-8 encoding, so it can only be written escaped. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A double-quoted Python string: `"it's"`. */
export function pythonString(text: string): string {
	const body = text
		.replace(/\\/g, "\\\\")
		.replace(/"/g, '\\"')
		.replace(/\n/g, "\\n")
		.replace(/\r/g, "\\r")
		.replace(/\t/g, "\\t")
		.replace(CONTROL, escapeControl)
		.replace(LONE_SURROGATE, escapeControl);
	return `"${body}"`;
}

/** A double-quoted JavaScript / TypeScript string. */
export function jsString(text: string): string {
	return JSON.stringify(text).replace(/[\u2028\u2029]/g, escapeControl);
}

/** A single-quoted POSIX shell word: `'it'\''s'`. */
export function shellSingleQuoted(text: string): string {
	return `'${text.replace(/'/g, "'\\''")}'`;
}

/** An identifier made from free text (a repo name, say): letters, digits and underscores only. */
export function identifierFrom(text: string, fallback = "model"): string {
	const cleaned = text.replace(/[^A-Za-z0-9_]+/g, "_").replace(/^_+|_+$/g, "");
	if (cleaned === "") return fallback;
	return /^[0-9]/.test(cleaned) ? `_${cleaned}` : cleaned;
}
