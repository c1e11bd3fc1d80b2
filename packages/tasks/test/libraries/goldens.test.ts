/**
 * Golden files: golden/<library>.txt holds every snippet of the library for a few fixed descriptors
 * (three generic ones plus the corpus entries whose library_name is that library), so a change to any
 * generated snippet shows up in review as a diff.
 *
 * After an intended change, rewrite them and review the diff:
 *   UPDATE_GOLDENS=1 npx vitest run packages/tasks/test/libraries/goldens.test.ts
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { librariesWithSnippets } from "./collect-snippets.js";
import { DESCRIPTOR_LIST, DESCRIPTORS, type DescriptorName } from "./fixtures/descriptors.js";

const GOLDEN_FOLDER = fileURLToPath(new URL("./golden/", import.meta.url));
const GENERIC_DESCRIPTORS: DescriptorName[] = ["minimal", "dottedName", "apostropheId"];
const updating = process.env["UPDATE_GOLDENS"] === "1";

function goldenText(
	library: string,
	snippets: NonNullable<ReturnType<typeof librariesWithSnippets>[number][1]>,
): string {
	const own = DESCRIPTOR_LIST.filter(({ model }) => model.library_name === library).map(({ name }) => name);
	const names = [...GENERIC_DESCRIPTORS, ...own];
	return names
		.map((name) => {
			const model = DESCRIPTORS[name as DescriptorName];
			const blocks = snippets(model).map((code, index) => `--- snippet ${index + 1} ---\n${code}\n`);
			return `=== ${name} (${model.id}) ===\n${blocks.join("")}`;
		})
		.join("\n");
}

describe("library snippet golden files", () => {
	const libraries = librariesWithSnippets();
	if (updating) mkdirSync(GOLDEN_FOLDER, { recursive: true });

	it.each(libraries)("%s matches golden/%s.txt", (library, snippets) => {
		const path = `${GOLDEN_FOLDER}${library}.txt`;
		const actual = goldenText(library, snippets);
		if (updating) writeFileSync(path, actual);
		expect(existsSync(path), `missing ${path}: run with UPDATE_GOLDENS=1`).toBe(true);
		expect(actual).toBe(readFileSync(path, "utf8"));
	});

	it("has no golden file for a library without snippets", () => {
		const expected = new Set(libraries.map(([library]) => `${library}.txt`));
		const stale = existsSync(GOLDEN_FOLDER) ? readdirSync(GOLDEN_FOLDER).filter((file) => !expected.has(file)) : [];
		expect(stale).toEqual([]);
	});
});
