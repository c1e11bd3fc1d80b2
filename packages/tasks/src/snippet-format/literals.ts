/**
 * Values (objects, arrays, strings, numbers) rendered as literals of a target language, so sample inputs
 * are kept as data and only formatted at the edge.
 */
import { jsKey, jsString, pythonString } from "./strings.js";

/** A value that has a literal in every target language (read-only containers are accepted too). */
export type LiteralValue =
	| string
	| number
	| boolean
	| null
	| undefined
	| readonly LiteralValue[]
	| { readonly [key: string]: LiteralValue };

/** How a literal is laid out. */
export interface LiteralOptions {
	/** Indentation unit; default a tab for JS, four spaces for Python and JSON. */
	indent?: string;
	/** Indentation already in force where the literal starts. */
	baseIndent?: string;
	/** A comma after the last item of multi-line containers; default true for Python and JS, never in JSON. */
	trailingComma?: boolean;
	/** JS only: quote every key, not only those that are not identifiers. */
	quoteKeys?: boolean;
}

type Language = "python" | "js" | "json";

function scalar(value: string | number | boolean | null | undefined, language: Language): string {
	if (typeof value === "string") return language === "python" ? pythonString(value) : jsString(value);
	if (value === null || value === undefined) return language === "python" ? "None" : "null";
	if (typeof value === "boolean") return language === "python" ? (value ? "True" : "False") : String(value);
	if (!Number.isFinite(value)) throw new TypeError(`Cannot write ${value} as a ${language} literal`);
	return String(value);
}

/** How one call renders: the language and the layout choices, resolved from defaults and options. */
interface Layout {
	language: Language;
	unit: string;
	trailing: string;
	quoteKeys: boolean;
}

function key(name: string, layout: Layout): string {
	if (layout.language === "js") return jsKey(name, layout.quoteKeys);
	return layout.language === "python" ? pythonString(name) : jsString(name);
}

/**
 * Loops rather than `map` / `filter` callbacks: a first call in a fresh process pays for compiling every
 * function it runs, and a literal is rendered many times per snippet set.
 */
function render(value: LiteralValue, layout: Layout, depth: string): string {
	if (value === null || typeof value !== "object") return scalar(value, layout.language);
	const inner = depth + layout.unit;
	let body = "";
	if (Array.isArray(value)) {
		const list = value as readonly LiteralValue[];
		for (const item of list) body += `${body === "" ? "" : ",\n"}${inner}${render(item, layout, inner)}`;
		return body === "" ? "[]" : `[\n${body}${layout.trailing}\n${depth}]`;
	}
	const record = value as { readonly [key: string]: LiteralValue };
	for (const name in record) {
		const item = record[name];
		if (item === undefined || !Object.hasOwn(record, name)) continue;
		body += `${body === "" ? "" : ",\n"}${inner}${key(name, layout)}: ${render(item, layout, inner)}`;
	}
	return body === "" ? "{}" : `{\n${body}${layout.trailing}\n${depth}}`;
}

function literal(value: LiteralValue, language: Language, defaultIndent: string, options: LiteralOptions): string {
	const layout: Layout = {
		language,
		unit: options.indent ?? defaultIndent,
		trailing: language !== "json" && (options.trailingComma ?? true) ? "," : "",
		quoteKeys: options.quoteKeys ?? false,
	};
	return render(value, layout, options.baseIndent ?? "");
}

/** A Python literal: dicts with quoted keys, True/False/None. */
export function toPythonLiteral(value: LiteralValue, options: LiteralOptions = {}): string {
	return literal(value, "python", "    ", options);
}

/** A JavaScript / TypeScript literal: identifier keys unquoted, trailing commas. */
export function toJsLiteral(value: LiteralValue, options: LiteralOptions = {}): string {
	return literal(value, "js", "\t", options);
}

/** Pretty JSON text (no trailing commas). */
export function toJsonLiteral(value: LiteralValue, options: LiteralOptions = {}): string {
	return literal(value, "json", "    ", options);
}
