import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MODALITIES, PIPELINE_DATA, PIPELINE_TYPES, PIPELINE_TYPES_SET, SUBTASK_TYPES } from "../src/pipelines.js";

interface TaxonomyPipeline {
	id: string;
	name: string;
	modality: string;
	subtasks: string[];
	hideInModels: boolean;
	hideInDatasets: boolean;
}
interface Taxonomy {
	modalities: string[];
	pipelines: TaxonomyPipeline[];
}
const readTaxonomy = (file: string) =>
	JSON.parse(readFileSync(new URL(`../../../../shared/reference/${file}`, import.meta.url), "utf8")) as Taxonomy;
/** The Hub's current lists, and the 3.9.2-era ones whose dropped entries a drop-in keeps. */
const taxonomy = readTaxonomy("hub-taxonomy-latest.json");
const taxonomy392 = readTaxonomy("hub-taxonomy.json");
/** The one task the Hub's current list dropped; it keeps its place after text-generation. */
const KEPT_DROPPED = "text2text-generation";

describe("PIPELINE_DATA", () => {
	it("lists the current taxonomy's 57 task ids in its order, plus the dropped text2text-generation", () => {
		const current = taxonomy.pipelines.map((p) => p.id);
		expect(current).toHaveLength(57);
		expect(current).not.toContain(KEPT_DROPPED);
		const expected = current.flatMap((id) => (id === "text-generation" ? [id, KEPT_DROPPED] : [id]));
		expect(PIPELINE_TYPES).toEqual(expected);
		expect(PIPELINE_TYPES).toHaveLength(58);
		expect(PIPELINE_TYPES_SET.size).toBe(58);
	});

	it("keeps every task id of the 3.9.2-era taxonomy", () => {
		for (const { id } of taxonomy392.pipelines) expect(PIPELINE_TYPES_SET.has(id as never), id).toBe(true);
	});

	it("agrees with both taxonomies on names, modalities, subtasks and hide flags", () => {
		const dropped = taxonomy392.pipelines.filter((p) => p.id === KEPT_DROPPED);
		for (const expected of [...taxonomy.pipelines, ...dropped]) {
			const entry = PIPELINE_DATA[expected.id as keyof typeof PIPELINE_DATA] as {
				name: string;
				modality: string;
				subtasks?: { type: string }[];
				hideInModels?: boolean;
				hideInDatasets?: boolean;
			};
			expect(entry.name, expected.id).toBe(expected.name);
			expect(entry.modality, expected.id).toBe(expected.modality);
			expect(entry.subtasks?.map((s) => s.type) ?? [], expected.id).toEqual(expected.subtasks);
			expect(entry.hideInModels ?? false, expected.id).toBe(expected.hideInModels);
			expect(entry.hideInDatasets ?? false, expected.id).toBe(expected.hideInDatasets);
		}
	});

	it("has the taxonomy's modalities and 82 subtask entries (74 distinct)", () => {
		expect([...MODALITIES]).toEqual(taxonomy.modalities);
		expect(SUBTASK_TYPES).toHaveLength(82);
		expect(new Set(SUBTASK_TYPES).size).toBe(74);
	});
});
