/**
 * Values (objects, arrays, strings, numbers) rendered as literals of a target language, so sample inputs
 * are kept as data and only formatted at the edge.
 */
import { jsString, pythonString } from "./strings.js";

export type LiteralValue =
	| string
	| number
	| boolean
	| null
	| undefined
	| LiteralValue[]
	| { [key: string]: LiteralValue };

export interface LiteralOptions {
	/** Indentation unit; default a tab. */
	indent?: string;
	/** Indentation already in force where the literal starts. */
	baseIndent?: string;
}

type Language = "python" | "js" | "json";

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function scalar(value: string | number | boolean | null | undefined, language: Language): string {
	if (typeof value === "string") return language === "python" ? pythonString(value) : jsString(value);
	if (value === null || value === undefined) return language === "python" ? "None" : "null";
	if (typeof value === "boolean") return language === "python" ? (value ? "True" : "False") : String(value);
	if (!Number.isFinite(value)) throw new TypeError(`Cannot write ${value} as a ${language} literal`);
	return String(value);
}

function key(name: string, language: Language): string {
	if (language === "js" && IDENTIFIER.test(name)) return name;
	return language === "python" ? pythonString(name) : jsString(name);
}

function render(value: LiteralValue, language: Language, unit: string, depth: string): string {
	const inner = depth + unit;
	const trailing = language === "json" ? "" : ",";
	if (Array.isArray(value)) {
		if (value.length === 0) return "[]";
		const items = value.map((item) => inner + render(item, language, unit, inner));
		return `[\n${items.join(",\n")}${trailing}\n${depth}]`;
	}
	if (value !== null && typeof value === "object") {
		const entries = Object.entries(value).filter(([, v]) => v !== undefined);
		if (entries.length === 0) return "{}";
		const lines = entries.map(([k, v]) => `${inner}${key(k, language)}: ${render(v, language, unit, inner)}`);
		return `{\n${lines.join(",\n")}${trailing}\n${depth}}`;
	}
	return scalar(value, language);
}

/** A Python literal: dicts with quoted keys, True/False/None. */
export function toPythonLiteral(value: LiteralValue, options: LiteralOptions = {}): string {
	return render(value, "python", options.indent ?? "    ", options.baseIndent ?? "");
}

/** A JavaScript / TypeScript literal: identifier keys unquoted, trailing commas. */
export function toJsLiteral(value: LiteralValue, options: LiteralOptions = {}): string {
	return render(value, "js", options.indent ?? "\t", options.baseIndent ?? "");
}

/** Pretty JSON text (no trailing commas). */
export function toJsonLiteral(value: LiteralValue, options: LiteralOptions = {}): string {
	return render(value, "json", options.indent ?? "    ", options.baseIndent ?? "");
}
