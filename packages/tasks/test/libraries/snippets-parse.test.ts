/**
 * Every library's snippets, over every descriptor of the corpus, must parse in their language and never
 * print `undefined`, a bare `null` or `[object Object]` (DESIGN §5; quirk "library snippets that do not
 * parse"). Python goes to one batched python3 process, shell to one bash process, JS through the
 * TypeScript compiler, C# through a balance check.
 */
import { describe, expect, it } from "vitest";
import { type GeneratedSnippet, generateAllSnippets } from "./collect-snippets.js";
import { DESCRIPTOR_LIST } from "./fixtures/descriptors.js";
import { checkCsharp, checkJs, checkPython, checkShell, type ParseFailure } from "./parse-check.js";
import { type SnippetLanguage, snippetLanguage } from "./snippet-language.js";

const CHECKERS: Record<SnippetLanguage, (snippets: string[]) => ParseFailure[]> = {
	python: checkPython,
	shell: checkShell,
	js: checkJs,
	csharp: checkCsharp,
};

function describeFailure(snippet: GeneratedSnippet, message: string): string {
	return `${snippet.library} / ${snippet.descriptor} #${snippet.index}: ${message}\n${snippet.code}`;
}

describe("snippet language detection", () => {
	it("tells the languages apart by the documented rule", () => {
		expect(snippetLanguage("from transformers import pipeline\npipe = pipeline('x')")).toBe("python");
		expect(snippetLanguage("# pip install foo\nimport foo")).toBe("python");
		expect(snippetLanguage("pip install foo")).toBe("shell");
		expect(snippetLanguage("# Download weights\nhuggingface-cli download acme/x")).toBe("shell");
		expect(snippetLanguage("#!/bin/bash\necho hi")).toBe("shell");
		expect(snippetLanguage("import { pipeline } from '@huggingface/transformers';")).toBe("js");
		expect(snippetLanguage("// npm i x\nconst x = 1;")).toBe("js");
		expect(snippetLanguage("using UnityEngine;\nclass A { }")).toBe("csharp");
	});
});

describe("parse checkers reject broken code", () => {
	it("python", () => expect(checkPython(["x = (", "x = 1"]).map((f) => f.code)).toEqual(["x = ("]));
	it("shell", () => {
		const broken = ["if true; then", "echo 'unterminated", "fi", "done"];
		const fine = ["echo ok", "# only a comment", "exit 3", "cat <<'EOF'\n$(not run)\nEOF", 'echo "$HOME" | wc -c'];
		expect(checkShell([...fine, ...broken]).map((f) => f.code)).toEqual(broken);
	});
	it("js", () => expect(checkJs(["const x = ;", "const y = 2;"]).map((f) => f.code)).toEqual(["const x = ;"]));
	it("csharp", () =>
		expect(checkCsharp(["class A { void F() { }", "class B { }"]).map((f) => f.code)).toEqual([
			"class A { void F() { }",
		]));
});

describe("library snippets over the descriptor corpus", () => {
	const snippets = generateAllSnippets();

	it("has a corpus of at least 40 descriptors and checks thousands of snippets", () => {
		console.info(`library snippets: ${DESCRIPTOR_LIST.length} descriptors, ${snippets.length} snippets checked`);
		expect(DESCRIPTOR_LIST.length).toBeGreaterThanOrEqual(40);
		expect(snippets.length).toBeGreaterThan(DESCRIPTOR_LIST.length * 50);
	});

	it("returns non-empty strings only", () => {
		const bad = snippets.filter((s) => typeof s.code !== "string" || s.code.trim() === "");
		expect(bad.map((s) => `${s.library} / ${s.descriptor} #${s.index}`)).toEqual([]);
	});

	it("never prints undefined, a bare null or [object Object]", () => {
		const leaked = /\bundefined\b|\[object Object\]|(?:^|[\s=:(,[])null(?=[\s),\]};]|$)/m;
		const bad = snippets.filter((s) => leaked.test(s.code));
		expect(bad.map((s) => describeFailure(s, "leaked value"))).toEqual([]);
	});

	it("parses in its language (python ast.parse, bash -n, TypeScript, C# balance)", () => {
		const byLanguage = new Map<SnippetLanguage, Map<string, GeneratedSnippet>>();
		for (const snippet of snippets) {
			const language = snippetLanguage(snippet.code);
			const unique = byLanguage.get(language) ?? new Map<string, GeneratedSnippet>();
			if (!unique.has(snippet.code)) unique.set(snippet.code, snippet);
			byLanguage.set(language, unique);
		}
		const failures = [...byLanguage].flatMap(([language, unique]) =>
			CHECKERS[language]([...unique.keys()]).map((failure) =>
				describeFailure(unique.get(failure.code) as GeneratedSnippet, `${language}: ${failure.message}`),
			),
		);
		const counts = [...byLanguage].map(([language, unique]) => `${language} ${unique.size}`).join(", ");
		console.info(`distinct snippets parsed: ${counts}; failures: ${failures.length}`);
		expect(failures).toEqual([]);
	});
});
