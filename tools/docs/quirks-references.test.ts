// QUIRKS.md names, for every decision, the test that holds it. This keeps those names true: each named file
// exists and each named test (its last `›` segment) is written in that file.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const quirks = readFileSync(new URL("QUIRKS.md", root), "utf8");
// The CLI's own tests (packages/cli/test/) sit in the batch runner's section: the runner's behaviour, seen from the command.
const TEST_DIRS = ["packages/inference/test/", "packages/tasks/test/", "packages/cli/test/", ""];

interface Reference {
	row: number;
	file: string;
	test: string | undefined;
}

/** Test names as written in a test file: the first argument of `it`, `test`, `describe` or of an `.each(...)` call. */
const TEST_NAME = /(?:\b(?:it|test|describe)(?:\.\w+)?|\))\(\s*(?:"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`)/g;

/**
 * Whether `name` is a test name written in `source`: verbatim, through its parameters (`%s`, `${...}`), or as a
 * whole string in a table of cases (`it.each`).
 */
function namesTest(source: string, name: string): boolean {
	if (source.includes(JSON.stringify(name))) return true;
	for (const [, quoted, template] of source.matchAll(TEST_NAME)) {
		const written = quoted ?? template ?? "";
		if (written === name) return true;
		const parts = written.split(/%[sidjo#]|\$\{[^}]*\}/);
		// A name that is mostly parameters (`"%s"`) would match anything: its cases are found as table strings above.
		if (parts.length === 1 || parts.join("").length < 10) continue;
		const pattern = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+");
		if (new RegExp(`^${pattern}$`).test(name)) return true;
	}
	return false;
}

/** The test references of every table row, a `› name` continuation taking the file named before it. */
function references(): Reference[] {
	const found: Reference[] = [];
	let sectionDir: string | undefined;
	quirks.split("\n").forEach((line, index) => {
		const section = /^## .*\(`([^`]+\/)`\)/.exec(line);
		if (line.startsWith("## ")) sectionDir = section?.[1];
		if (!line.startsWith("| ") || line.startsWith("| Quirk") || line.startsWith("| ---")) return;
		const cells = line.split(" | ");
		const testCell = cells[cells.length - 1] ?? "";
		let file: string | undefined;
		for (const [, ref = ""] of testCell.matchAll(/`([^`]+)`/g)) {
			const segments = ref.split(" › ").map((segment) => segment.replace(/^› /, "").trim());
			const first = segments[0] ?? "";
			if (first.endsWith(".test.ts")) {
				file = [sectionDir, ...TEST_DIRS]
					.filter((dir): dir is string => dir !== undefined)
					.map((dir) => `${dir}${first}`)
					.find((path) => existsSync(new URL(path, root)));
				expect(file, `row ${index + 1}: no test file ${first}`).toBeDefined();
				found.push({ row: index + 1, file: file ?? first, test: segments.length > 1 ? segments.at(-1) : undefined });
			} else if (file !== undefined && (ref.startsWith("›") || ref.includes(" › "))) {
				found.push({ row: index + 1, file, test: segments.at(-1) });
			}
		}
	});
	return found;
}

describe("QUIRKS.md test references", () => {
	const all = references();

	it("finds the references of the table", () => {
		expect(all.length).toBeGreaterThan(60);
	});

	it("names tests that exist, in the files named", () => {
		const missing = all.filter(({ file, test }) => {
			if (test === undefined) return false;
			return !namesTest(readFileSync(new URL(file, root), "utf8"), test);
		});
		expect(missing.map(({ row, file, test }) => `row ${row}: ${file} › ${test}`)).toEqual([]);
	});
});
