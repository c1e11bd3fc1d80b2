/**
 * String literals for generated code. Each function returns a complete literal (quotes included) that
 * parses back to exactly the given text in its language, whatever characters it holds.
 */

const escapeControl = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** DEL (invisible in an editor) and the two Unicode line separators (older JS parsers end a string at them). */
const RARELY_RAW = /[\u007f\u2028\u2029]/g;

/**
 * A double-quoted string literal that reads back as `text` in Python and in JavaScript: JSON's escapes
 * (`\\`, `\"`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX`, lone surrogates included) mean the same in both. The
 * few characters JSON leaves raw that we escape too are rare, so `includes` looks for them before a regular
 * expression is used: compiling one costs more than a first call's whole string work.
 */
function doubleQuoted(text: string): string {
	const json = JSON.stringify(text);
	return json.includes("\u007f") || json.includes("\u2028") || json.includes("\u2029")
		? json.replace(RARELY_RAW, escapeControl)
		: json;
}

/** A double-quoted Python string: `"it's"`. */
export function pythonString(text: string): string {
	return doubleQuoted(text);
}

/** A double-quoted JavaScript / TypeScript string. */
export function jsString(text: string): string {
	return doubleQuoted(text);
}

/** Whether `name` is an ASCII identifier (`[A-Za-z_$][A-Za-z0-9_$]*`), tested without a regular expression. */
function isAsciiIdentifier(name: string): boolean {
	if (name === "") return false;
	for (let i = 0; i < name.length; i++) {
		const code = name.charCodeAt(i);
		const lower = code | 0x20; // folds A-Z onto a-z
		const allowed = (lower >= 0x61 && lower <= 0x7a) || code === 0x5f || code === 0x24;
		if (!allowed && !(i > 0 && code >= 0x30 && code <= 0x39)) return false;
	}
	return true;
}

/** An object key as written in a JS object literal: bare when it is an identifier, else a string. */
export function jsKey(name: string, quoteAlways = false): string {
	// A plain `__proto__` key (quoted or not) sets the prototype; a computed one is a key like any other.
	if (name === "__proto__") return `[${jsString(name)}]`;
	return !quoteAlways && isAsciiIdentifier(name) ? name : jsString(name);
}

/** A single-quoted POSIX shell word: `'it'\''s'`. */
export function shellSingleQuoted(text: string): string {
	return `'${text.replaceAll("'", "'\\''")}'`;
}

/** An identifier made from free text (a repo name, say): letters, digits and underscores only. */
export function identifierFrom(text: string, fallback = "model"): string {
	const cleaned = text.replace(/[^A-Za-z0-9_]+/g, "_").replace(/^_+|_+$/g, "");
	if (cleaned === "") return fallback;
	return /^[0-9]/.test(cleaned) ? `_${cleaned}` : cleaned;
}
