/**
 * Python-specific pieces for library snippets: string literals (re-exported from snippet-format so a
 * generator imports one module) and identifiers that are safe even when made from a repo id.
 */
import { identifierFrom } from "../../snippet-format/index.js";

export { pythonString, toPythonLiteral } from "../../snippet-format/index.js";

/** Python's hard keywords: an identifier made from a repo name (e.g. `pass`, `import`) must avoid them. */
const PYTHON_KEYWORDS = new Set([
	"False",
	"None",
	"True",
	"and",
	"as",
	"assert",
	"async",
	"await",
	"break",
	"class",
	"continue",
	"def",
	"del",
	"elif",
	"else",
	"except",
	"finally",
	"for",
	"from",
	"global",
	"if",
	"import",
	"in",
	"is",
	"lambda",
	"nonlocal",
	"not",
	"or",
	"pass",
	"raise",
	"return",
	"try",
	"while",
	"with",
	"yield",
]);

/**
 * A valid Python identifier made from free text (a repo name with dots, dashes, spaces...): invalid
 * characters become `_`, a leading digit gets a `_` prefix, a keyword gets a `_` suffix.
 */
export function pythonIdentifier(text: string, fallback = "model"): string {
	const identifier = identifierFrom(text, fallback);
	return PYTHON_KEYWORDS.has(identifier) ? `${identifier}_` : identifier;
}
