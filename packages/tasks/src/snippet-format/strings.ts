/**
 * String literals for generated code. Each function returns a complete literal (quotes included) that
 * parses back to exactly the given text in its language, whatever characters it holds.
 */

const escapeControl = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** Python's short escapes; every other character `PYTHON_SPECIAL` matches is written `\uXXXX`. */
const PYTHON_ESCAPES: Readonly<Record<string, string>> = {
	"\\": "\\\\",
	'"': '\\"',
	"\n": "\\n",
	"\r": "\\r",
	"\t": "\\t",
};
/**
 * What a double-quoted Python string cannot hold as is: backslash, quote, control characters, the two
 * Unicode line separators, and half of a surrogate pair standing alone (it has no UTF-8 encoding). One
 * pattern, so the text is scanned once (and one regular expression is compiled, not seven).
 */
const PYTHON_SPECIAL =
	// biome-ignore lint/suspicious/noControlCharactersInRegex: escaping control characters is the point
	/[\\"\u0000-\u001f\u007f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const escapePython = (char: string) => PYTHON_ESCAPES[char] ?? escapeControl(char);

/** A double-quoted Python string: `"it's"`. */
export function pythonString(text: string): string {
	return `"${text.replace(PYTHON_SPECIAL, escapePython)}"`;
}

/** A double-quoted JavaScript / TypeScript string. */
export function jsString(text: string): string {
	const json = JSON.stringify(text);
	// JSON leaves the two line separators raw; older JS parsers end a string at them. Rare: test before
	// reaching for a regular expression.
	return json.includes("\u2028") || json.includes("\u2029") ? json.replace(/[\u2028\u2029]/g, escapeControl) : json;
}

const JS_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** An object key as written in a JS object literal: bare when it is an identifier, else a string. */
export function jsKey(name: string, quoteAlways = false): string {
	// A plain `__proto__` key (quoted or not) sets the prototype; a computed one is a key like any other.
	if (name === "__proto__") return `[${jsString(name)}]`;
	return !quoteAlways && JS_IDENTIFIER.test(name) ? name : jsString(name);
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
