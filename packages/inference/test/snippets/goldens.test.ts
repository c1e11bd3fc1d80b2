/**
 * Golden files: one per case x language x client (the case names the provider). Regenerate with
 * `UPDATE_GOLDENS=1 npx vitest run packages/inference/test/snippets` and review the diff like code.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { getInferenceSnippets, type InferenceSnippet } from "@modelyard/inference/snippets";
import { describe, expect, it } from "vitest";
import { GOLDEN_CASES, mappingFor } from "./cases.js";
import { jsFailures, pythonFailures, shellFailures } from "./parse-check.js";

const GOLDEN_DIR = fileURLToPath(new URL("./golden/", import.meta.url));
const UPDATE = process.env["UPDATE_GOLDENS"] === "1";
const EXTENSIONS = { python: "py", js: "js", sh: "sh" } as const;

const fileName = (snippet: InferenceSnippet) => `${snippet.language}.${snippet.client}.${EXTENSIONS[snippet.language]}`;

/** A case without snippets (the client cannot route that provider and task yet) keeps this one file. */
const NONE_FILE = "none.txt";
const NONE_TEXT = "No snippets: the client's request builder cannot route this provider and task.\n";

/** The files a case's snippets should be stored as. */
function goldenFiles(snippets: InferenceSnippet[]): Map<string, string> {
	if (snippets.length === 0) return new Map([[NONE_FILE, NONE_TEXT]]);
	return new Map(snippets.map((snippet) => [fileName(snippet), `${snippet.content}\n`]));
}

const generated = GOLDEN_CASES.map((testCase) => ({
	testCase,
	snippets: getInferenceSnippets(
		testCase.model,
		testCase.accessToken ?? "",
		testCase.provider,
		mappingFor(testCase),
		testCase.opts,
	),
}));

if (UPDATE) {
	rmSync(GOLDEN_DIR, { recursive: true, force: true });
	for (const { testCase, snippets } of generated) {
		mkdirSync(`${GOLDEN_DIR}${testCase.name}`, { recursive: true });
		for (const [file, text] of goldenFiles(snippets)) writeFileSync(`${GOLDEN_DIR}${testCase.name}/${file}`, text);
	}
}

describe("inference snippet goldens", () => {
	it.each(generated.map(({ testCase, snippets }) => [testCase.name, snippets] as const))(
		"%s matches its golden files",
		(name, snippets) => {
			const files = goldenFiles(snippets);
			expect([...files.keys()].sort()).toEqual(readdirSync(`${GOLDEN_DIR}${name}`).sort());
			for (const [file, text] of files) expect(text).toBe(readFileSync(`${GOLDEN_DIR}${name}/${file}`, "utf8"));
		},
	);

	it("has no golden folder without a case", () => {
		const folders = existsSync(GOLDEN_DIR) ? readdirSync(GOLDEN_DIR).sort() : [];
		expect(folders).toEqual(GOLDEN_CASES.map((testCase) => testCase.name).sort());
	});

	it("every golden snippet parses in its language", () => {
		const all = generated.flatMap(({ snippets }) => snippets);
		const of = (language: string) => all.filter((s) => s.language === language).map((s) => s.content);
		expect(pythonFailures(of("python"))).toEqual([]);
		expect(jsFailures(of("js"))).toEqual([]);
		expect(shellFailures(of("sh"))).toEqual([]);
	});
});
