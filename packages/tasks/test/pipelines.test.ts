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
const taxonomy = JSON.parse(
	readFileSync(new URL("../../../../shared/reference/hub-taxonomy.json", import.meta.url), "utf8"),
) as {
	modalities: string[];
	pipelines: TaxonomyPipeline[];
};

describe("PIPELINE_DATA", () => {
	it("lists the taxonomy's 55 task ids in its order", () => {
		expect(PIPELINE_TYPES).toEqual(taxonomy.pipelines.map((p) => p.id));
		expect(PIPELINE_TYPES).toHaveLength(55);
		expect(PIPELINE_TYPES_SET.size).toBe(55);
	});

	it("agrees with the taxonomy on names, modalities, subtasks and hide flags", () => {
		for (const expected of taxonomy.pipelines) {
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

	it("has the taxonomy's modalities and 74 subtask entries (73 distinct)", () => {
		expect([...MODALITIES]).toEqual(taxonomy.modalities);
		expect(SUBTASK_TYPES).toHaveLength(74);
		expect(new Set(SUBTASK_TYPES).size).toBe(73);
	});
});
