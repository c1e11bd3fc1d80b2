/**
 * The registry must be the Hub's current taxonomy: its ids in its order, same labels, links, filter flags and
 * download rules; the libraries the Hub has dropped since 3.9.2 stay, as they were. Every library the Hub gives
 * a snippet has one here, except the few listed with a reason in fixtures/without-snippet.ts.
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
import { HUB_SNIPPET_NOT_WRITTEN } from "./fixtures/without-snippet.js";

interface TaxonomyLibrary {
	id: string;
	prettyLabel: string;
	repoName: string;
	repoUrl: string;
	docsUrl: string | null;
	filter: boolean | null;
	hasUsageSnippet: boolean;
	/** The current taxonomy gives the rule itself (null: none); the 3.9.2-era one only says whether there is one. */
	countDownloads?: string | null;
	hasDownloadCountRule?: boolean;
}

const readTaxonomy = (file: string) =>
	JSON.parse(readFileSync(new URL(`../../../../../shared/reference/${file}`, import.meta.url), "utf8")) as {
		libraries: TaxonomyLibrary[];
	};
const current = readTaxonomy("hub-taxonomy-latest.json").libraries;
const era392 = readTaxonomy("hub-taxonomy.json").libraries;
const currentIds = new Set(current.map((library) => library.id));
const dropped = era392.filter((library) => !currentIds.has(library.id));

const registry = MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>;

/** The Hub writes some rules over several lines; whitespace between terms does not change a query. */
const oneLine = (rule: string | null | undefined) => rule?.replace(/\s+/g, " ") ?? null;

function expectSameMetadata(expected: TaxonomyLibrary): void {
	const entry = registry[expected.id];
	expect(entry?.prettyLabel).toBe(expected.prettyLabel);
	expect(entry?.repoName).toBe(expected.repoName);
	expect(entry?.repoUrl).toBe(expected.repoUrl);
	// The taxonomy writes an absent docs link or filter flag as null; the registry leaves the field out.
	expect(entry?.docsUrl ?? null).toBe(expected.docsUrl ?? null);
	expect(entry?.filter ?? null).toBe(expected.filter ?? null);
}

describe("model-library registry", () => {
	it("has the current taxonomy's 257 ids in its order, and the dropped dia before dia-tts", () => {
		expect(current).toHaveLength(257);
		expect(dropped.map((library) => library.id)).toEqual(["dia"]);
		const expected = current.flatMap(({ id }) => (id === "dia-tts" ? ["dia", id] : [id]));
		expect(ALL_MODEL_LIBRARY_KEYS).toEqual(expected);
		expect(ALL_MODEL_LIBRARY_KEYS).toHaveLength(258);
	});

	it.each(current)("$id carries the current taxonomy's label, repo, docs, filter and download rule", (expected) => {
		expectSameMetadata(expected);
		expect(oneLine(registry[expected.id]?.countDownloads)).toBe(oneLine(expected.countDownloads));
	});

	it.each(dropped)("$id, dropped by the Hub, keeps its 3.9.2-era entry", (expected) => {
		expectSameMetadata(expected);
		expect(registry[expected.id]?.countDownloads !== undefined).toBe(expected.hasDownloadCountRule);
		expect(registry[expected.id]?.snippets !== undefined).toBe(expected.hasUsageSnippet);
	});

	it("lists the 35 libraries with filter true as display keys", () => {
		const expected = ALL_MODEL_LIBRARY_KEYS.filter((key) => registry[key]?.filter === true);
		expect(ALL_DISPLAY_MODEL_LIBRARY_KEYS).toEqual(expected);
		expect(ALL_DISPLAY_MODEL_LIBRARY_KEYS).toEqual(
			current.filter((library) => library.filter === true).map((library) => library.id),
		);
		expect(ALL_DISPLAY_MODEL_LIBRARY_KEYS).toHaveLength(35);
	});

	it("has a snippet generator for every library the Hub gives one, but the listed few", () => {
		const missing = current.filter((library) => library.hasUsageSnippet && !registry[library.id]?.snippets);
		expect(missing.map((library) => library.id)).toEqual(Object.keys(HUB_SNIPPET_NOT_WRITTEN));
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
		expect(parseDownloadQuery('path_filename:"model" AND _exists_:"path_prefix"')).toEqual({
			op: "AND",
			left: { field: "path_filename", value: "model" },
			right: { field: "_exists_", value: "path_prefix" },
		});
	});

	it.each([
		['size:"1"', /unknown field/],
		['_exists_:"size"', /_exists_ names an unknown field/],
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
