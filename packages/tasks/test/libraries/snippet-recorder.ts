/**
 * Library snippets for a test file's cases, each kept as it is generated, so that the file's last test can parse
 * every one of them in its language.
 */
import { MODEL_LIBRARIES_UI_ELEMENTS, type ModelData, type ModelLibraryKey } from "@modelyard/tasks";
import { expect } from "vitest";
import { checkCsharp, checkJs, checkPython, checkShell, type ParseFailure } from "./parse-check.js";
import { type SnippetLanguage, snippetLanguage } from "./snippet-language.js";

const CHECKERS: Record<SnippetLanguage, (code: string[]) => ParseFailure[]> = {
	python: checkPython,
	shell: checkShell,
	js: checkJs,
	csharp: checkCsharp,
};

export function snippetRecorder() {
	const generated: string[] = [];

	/** The snippets of `library` for a descriptor made of `id`, `tags` and any other fields given. */
	function snippets(library: ModelLibraryKey, fields: Partial<ModelData> & { id: string }): string[] {
		const element: { snippets?: (model: ModelData) => string[] } = MODEL_LIBRARIES_UI_ELEMENTS[library];
		if (!element.snippets) throw new Error(`${library} has no snippet generator`);
		const result = element.snippets({ tags: [], ...fields });
		generated.push(...result);
		return result;
	}

	/** The one snippet of `library` for that descriptor (a test failure when it gives more). */
	function only(library: ModelLibraryKey, fields: Partial<ModelData> & { id: string }): string {
		const result = snippets(library, fields);
		expect(result).toHaveLength(1);
		return result[0] ?? "";
	}

	/** Every snippet generated so far (at least `atLeast`) parses in its language and prints no undefined. */
	function expectAllParse(atLeast: number): void {
		expect(generated.length).toBeGreaterThanOrEqual(atLeast);
		const byLanguage = new Map<SnippetLanguage, string[]>();
		for (const code of generated) {
			byLanguage.set(snippetLanguage(code), [...(byLanguage.get(snippetLanguage(code)) ?? []), code]);
		}
		const failures = [...byLanguage].flatMap(([language, codes]) => CHECKERS[language](codes));
		expect(failures).toEqual([]);
		expect(generated.join("\n")).not.toMatch(/\bundefined\b|\[object Object\]/);
	}

	return { snippets, only, expectAllParse };
}
