/**
 * A small syntax highlighter for the snippet languages (Python, JS/TS, shell, C#): strings, comments,
 * numbers and keywords. Good enough to read code at a glance; it never changes the text.
 */
export type TokenClass = "string" | "comment" | "number" | "keyword" | "plain";
export interface Token {
	class: TokenClass;
	text: string;
}

const KEYWORDS: Record<string, Set<string>> = {
	python: new Set(
		"from import as def return if else elif for in while with True False None print class lambda not and or await async".split(
			" ",
		),
	),
	js: new Set(
		"import from export const let var function return if else for of await async new true false null undefined await".split(
			" ",
		),
	),
	sh: new Set("curl pip npm npx export echo git brew python -X -H -d --data".split(" ")),
};

const PATTERNS: Record<string, RegExp> = {
	python:
		/("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')|(#[^\n]*)|(\b\d+(?:\.\d+)?\b)|([A-Za-z_][\w]*)/g,
	js: /(`(?:\\.|[^`\\])*`|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')|(\/\/[^\n]*|\/\*[\s\S]*?\*\/)|(\b\d+(?:\.\d+)?\b)|([A-Za-z_$][\w$]*)/g,
	sh: /('(?:[^'])*'|"(?:\\.|[^"\\])*")|(#[^\n]*)|(\b\d+(?:\.\d+)?\b)|(-{1,2}[A-Za-z][\w-]*|[A-Za-z_][\w-]*)/g,
};

export function highlight(code: string, language: string): Token[] {
	const family = language === "python" ? "python" : language === "sh" ? "sh" : "js";
	const pattern = new RegExp(PATTERNS[family]!.source, "g");
	const keywords = KEYWORDS[family]!;
	const tokens: Token[] = [];
	let last = 0;
	for (const match of code.matchAll(pattern)) {
		const index = match.index ?? 0;
		if (index > last) tokens.push({ class: "plain", text: code.slice(last, index) });
		const [text, string, comment, number, word] = match;
		const tokenClass: TokenClass = string
			? "string"
			: comment
				? "comment"
				: number
					? "number"
					: word && keywords.has(word)
						? "keyword"
						: "plain";
		tokens.push({ class: tokenClass, text });
		last = index + text.length;
	}
	if (last < code.length) tokens.push({ class: "plain", text: code.slice(last) });
	return tokens;
}
