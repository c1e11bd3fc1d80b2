/**
 * The registry must be the Hub taxonomy: same ids in the same order, same labels and links, filter flags,
 * a snippet generator wherever the reference has one, a download rule wherever the reference has one, and
 * every download rule well-formed in the Hub's query syntax.
 */
import { readFileSync } from "node:fs";
import {
	ALL_DISPLAY_MODEL_LIBRARY_KEYS,
	ALL_MODEL_LIBRARY_KEYS,
	type LibraryUiElement,
	MODEL_LIBRARIES_UI_ELEMENTS,
} from "@modelyard/tasks";
import { describe, expect, it } from "vitest";
import { parseDownloadQuery } from "./download-query.js";

interface TaxonomyLibrary {
	id: string;
	prettyLabel: string;
	repoName: string;
	repoUrl: string;
	docsUrl?: string | null;
	filter?: boolean | null;
	hasUsageSnippet: boolean;
	hasDownloadCountRule: boolean;
}

const taxonomy = JSON.parse(
	readFileSync(new URL("../../../../../shared/reference/hub-taxonomy.json", import.meta.url), "utf8"),
) as { libraries: TaxonomyLibrary[] };

const registry = MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>;

describe("model-library registry", () => {
	it("has the taxonomy's 128 ids in the taxonomy's order", () => {
		expect(taxonomy.libraries).toHaveLength(128);
		expect(ALL_MODEL_LIBRARY_KEYS).toEqual(taxonomy.libraries.map((library) => library.id));
	});

	it.each(taxonomy.libraries)("$id carries the taxonomy's label, repo, docs and filter", (expected) => {
		const entry = registry[expected.id];
		expect(entry?.prettyLabel).toBe(expected.prettyLabel);
		expect(entry?.repoName).toBe(expected.repoName);
		expect(entry?.repoUrl).toBe(expected.repoUrl);
		// The taxonomy writes an absent docs link or filter flag as null; the registry leaves the field out.
		expect(entry?.docsUrl ?? null).toBe(expected.docsUrl ?? null);
		expect(entry?.filter ?? null).toBe(expected.filter ?? null);
	});

	it("lists the 32 libraries with filter true as display keys", () => {
		const expected = taxonomy.libraries.filter((library) => library.filter === true).map((library) => library.id);
		expect(ALL_DISPLAY_MODEL_LIBRARY_KEYS).toEqual(expected);
		expect(ALL_DISPLAY_MODEL_LIBRARY_KEYS).toHaveLength(32);
	});

	it("has a snippet generator for every library the reference gives one", () => {
		const missing = taxonomy.libraries.filter((library) => library.hasUsageSnippet && !registry[library.id]?.snippets);
		expect(missing.map((library) => library.id)).toEqual([]);
	});

	it("has a download rule for every library the reference gives one", () => {
		const missing = taxonomy.libraries.filter(
			(library) => library.hasDownloadCountRule && !registry[library.id]?.countDownloads,
		);
		expect(missing.map((library) => library.id)).toEqual([]);
	});

	it("writes every download rule in the Hub's query syntax", () => {
		const malformed = ALL_MODEL_LIBRARY_KEYS.flatMap((key) => {
			const rule = registry[key]?.countDownloads;
			if (rule === undefined) return [];
			try {
				parseDownloadQuery(rule);
				return [];
			} catch (error) {
				return [`${key}: ${(error as Error).message} in ${rule}`];
			}
		});
		expect(malformed).toEqual([]);
	});
});

describe("download query parser", () => {
	it("accepts fields, quoted values, AND/OR and parentheses", () => {
		expect(parseDownloadQuery('path_extension:"nemo" OR path:"model_config.yaml"')).toEqual({
			op: "OR",
			left: { field: "path_extension", value: "nemo" },
			right: { field: "path", value: "model_config.yaml" },
		});
		expect(() => parseDownloadQuery('(path_prefix:"a/" AND path_filename:"b") OR path:"c"')).not.toThrow();
	});

	it.each([
		['size:"1"', /unknown field/],
		["path:model.bin", /quoted value/],
		['path:"a" OR', /expected a field/],
		['(path:"a"', /expected \)/],
		['path:"a" path:"b"', /expected AND or OR/],
		['path:"unterminated', /unterminated/],
		["", /expected a field/],
	])("rejects %s", (query, message) => {
		expect(() => parseDownloadQuery(query)).toThrow(message);
	});
});
