import { describe, expect, it } from "vitest";
import { DATASET_LIBRARIES_UI_ELEMENTS, type DatasetLibraryKey } from "../src/dataset-libraries.js";

describe("DATASET_LIBRARIES_UI_ELEMENTS", () => {
	it("lists the 10 dataset libraries of the reference, in its order", () => {
		const keys: DatasetLibraryKey[] = [
			"mlcroissant",
			"webdataset",
			"datasets",
			"pandas",
			"dask",
			"distilabel",
			"fiftyone",
			"argilla",
			"polars",
			"duckdb",
		];
		expect(Object.keys(DATASET_LIBRARIES_UI_ELEMENTS)).toEqual(keys);
	});

	it("gives each a label, a repository name, a GitHub link and a Hugging Face docs page", () => {
		for (const [key, library] of Object.entries(DATASET_LIBRARIES_UI_ELEMENTS)) {
			expect(library.prettyLabel, key).toMatch(/\S/);
			expect(library.repoUrl, key).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+/);
			expect(library.repoUrl.toLowerCase(), key).toContain(library.repoName.toLowerCase());
			expect(library.docsUrl, key).toMatch(
				/^https:\/\/huggingface\.co\/docs\/(hub\/datasets-|dataset-viewer\/)[\w-]+$/,
			);
		}
		expect(DATASET_LIBRARIES_UI_ELEMENTS.datasets.repoUrl).toBe("https://github.com/huggingface/datasets");
		expect(DATASET_LIBRARIES_UI_ELEMENTS.duckdb.docsUrl).toBe("https://huggingface.co/docs/hub/datasets-duckdb");
	});
});
