import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
	identifierFrom,
	jsKey,
	jsString,
	type LiteralValue,
	pythonString,
	shellSingleQuoted,
	toJsLiteral,
	toJsonLiteral,
	toPythonLiteral,
} from "../src/snippet-format/index.js";

/** Texts that break naive quoting in at least one language. */
const TRICKY_STRINGS = [
	"",
	"plain words",
	'double "quotes" inside',
	"it's an apostrophe",
	"both ' and \" quotes",
	"back\\slash and \\n not a newline",
	"trailing backslash\\",
	"line one\nline two",
	"windows\r\nline end",
	"tab\there",
	"accents: café, naïve, Ærøskøbing, Straße",
	"scripts: Привет, 日本語, العربية, עברית",
	"emoji: 🦙🚀 and a family 👨‍👩‍👧",
	"separators: \u2028 line and \u2029 paragraph",
	"next line \u0085 and non-breaking\u00a0space",
	"controls: \u0001 \u001b[31m \u007f \b \f \v",
	"lone surrogates: \ud83d and \ude00",
	// biome-ignore lint/suspicious/noTemplateCurlyInString: the text must look like a template placeholder
	"template ${not.interpolated} and `backticks`",
	"shell $(rm -rf /) $HOME ; | & > < * ? ~ !history",
	"python \"\"\"triple\"\"\" and '''single''' and {braces} %s",
	"\\N{BULLET} \\x41 \\u0041 \\0",
	"-starts-with-dash",
];

const NESTED: LiteralValue = {
	inputs: 'it\'s "quoted"\n',
	parameters: { top_k: 3, temperature: 0.7, do_sample: true, stop: null, skipped: undefined },
	"key with spaces": ["a", 1, false, null, { deep: ["🦙"] }],
	"": "empty key",
	"it's": "apostrophe key",
	empty_list: [],
	empty_object: {},
	negative: -2.5e-7,
};
// What the value means once parsed: undefined entries are left out, as JSON does.
const NESTED_PARSED = JSON.parse(JSON.stringify(NESTED));

const workDir = mkdtempSync(join(tmpdir(), "snippet-format-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Runs a generated Python program that prints JSON, and parses what it printed. */
function runPython(source: string): unknown {
	const file = join(workDir, `case-${Math.random().toString(36).slice(2)}.py`);
	writeFileSync(file, source, "utf8");
	return JSON.parse(execFileSync("python3", [file], { encoding: "utf8" }));
}

describe("Python literals", () => {
	it("pythonString reads back as the same text in a Python source file", () => {
		const program = `import json\nvalues = [\n${TRICKY_STRINGS.map(pythonString).join(",\n")}\n]\nprint(json.dumps(values))\n`;
		expect(runPython(program)).toEqual(TRICKY_STRINGS);
	});

	it("toPythonLiteral reads back as the same value, also when indented inside a block", () => {
		const literal = toPythonLiteral(NESTED, { baseIndent: "    " });
		const program = `import ast, json\ndef make():\n    return ${literal}\nassert ast.literal_eval(${pythonString(toPythonLiteral(NESTED))}) == make()\nprint(json.dumps(make()))\n`;
		expect(runPython(program)).toEqual(NESTED_PARSED);
	});

	it("writes True/False/None, quoted keys and four-space indentation with trailing commas", () => {
		expect(toPythonLiteral({ a: true, b: [false, null] })).toBe(
			'{\n    "a": True,\n    "b": [\n        False,\n        None,\n    ],\n}',
		);
		expect(toPythonLiteral({ a: 1 }, { trailingComma: false, indent: "  " })).toBe('{\n  "a": 1\n}');
	});
});

describe("JavaScript and JSON literals", () => {
	it("jsString reads back as the same text", () => {
		const values = new Function(`return [${TRICKY_STRINGS.map(jsString).join(",\n")}];`)();
		expect(values).toEqual(TRICKY_STRINGS);
		for (const literal of TRICKY_STRINGS.map(jsString)) expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
	});

	it("toJsLiteral reads back as the same value, identifier keys bare and others quoted", () => {
		const literal = toJsLiteral(NESTED);
		expect(new Function(`return ${literal};`)()).toEqual(NESTED_PARSED);
		expect(literal).toContain("\tinputs: ");
		expect(literal).toContain('\t"key with spaces": ');
		expect(toJsLiteral({ role: "user" }, { quoteKeys: true, trailingComma: false })).toBe('{\n\t"role": "user"\n}');
	});

	it("toJsLiteral keeps a __proto__ key as a key instead of setting the prototype", () => {
		const value = new Function(`return ${toJsLiteral(JSON.parse('{"__proto__": {"polluted": 1}}'))};`)();
		expect(Object.hasOwn(value, "__proto__")).toBe(true);
		expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
	});

	it("jsKey leaves identifiers bare and writes every other key so it reads back as the same own key", () => {
		expect(jsKey("max_tokens")).toBe("max_tokens");
		expect(jsKey("$ref")).toBe("$ref");
		expect(jsKey("max_tokens", true)).toBe('"max_tokens"');
		expect(jsKey("X-HF-Bill-To")).toBe('"X-HF-Bill-To"');
		expect(jsKey("1st")).toBe('"1st"');
		const keys = [...TRICKY_STRINGS, "__proto__", "plain"];
		const object = new Function(`return { ${keys.map((key, i) => `${jsKey(key)}: ${i}`).join(", ")} };`)();
		for (const key of keys) expect(object[key]).toBe(keys.lastIndexOf(key));
		expect(Object.keys(object)).toHaveLength(new Set(keys).size);
		expect(Object.getPrototypeOf(object)).toBe(Object.prototype);
	});

	it("toJsonLiteral is JSON that parses back, without trailing commas even when asked", () => {
		expect(JSON.parse(toJsonLiteral(NESTED))).toEqual(NESTED_PARSED);
		expect(JSON.parse(toJsonLiteral(TRICKY_STRINGS))).toEqual(TRICKY_STRINGS);
		expect(toJsonLiteral({ a: [1] }, { trailingComma: true })).toBe('{\n    "a": [\n        1\n    ]\n}');
	});

	it("refuses numbers that have no literal", () => {
		expect(() => toJsonLiteral(Number.NaN)).toThrow(TypeError);
		expect(() => toPythonLiteral({ x: Number.POSITIVE_INFINITY })).toThrow(TypeError);
	});
});

describe("shell words", () => {
	it("shellSingleQuoted reaches a command as the same argument", () => {
		const script = `printf '%s\\0' ${TRICKY_STRINGS.map(shellSingleQuoted).join(" ")}`;
		const output = execFileSync("bash", ["-c", script], { encoding: "utf8" });
		// Lone surrogates cannot cross a UTF-8 process boundary: compare what UTF-8 makes of them.
		const expected = TRICKY_STRINGS.map((text) => Buffer.from(text, "utf8").toString("utf8"));
		expect(output.split("\0").slice(0, -1)).toEqual(expected);
	});
});

describe("identifierFrom", () => {
	it("makes a valid identifier from any text", () => {
		for (const text of [...TRICKY_STRINGS, "Llama-3.1-8B", "3dtopia-xl", "..."]) {
			expect(identifierFrom(text)).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
		}
		expect(identifierFrom("Llama-3.1-8B")).toBe("Llama_3_1_8B");
		expect(identifierFrom("3dtopia-xl")).toBe("_3dtopia_xl");
		expect(identifierFrom("🦙", "fallback")).toBe("fallback");
	});
});
