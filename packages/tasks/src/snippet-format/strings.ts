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
