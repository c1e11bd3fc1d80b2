import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../src/libraries/index.js";
import { LIBRARY_TASK_MAPPING, TASKS_MODEL_LIBRARIES } from "../src/library-tasks.js";
import { PIPELINE_DATA, PIPELINE_TYPES } from "../src/pipelines.js";

const taxonomy = JSON.parse(
	readFileSync(new URL("../../../../shared/reference/hub-taxonomy.json", import.meta.url), "utf8"),
) as { libraryTasks: Record<string, string[]>; libraries: { id: string }[] };

const pairs = (map: Record<string, readonly string[] | undefined>) =>
	Object.entries(map).flatMap(([key, values]) => (values ?? []).map((value) => `${key} -> ${value}`));

describe("TASKS_MODEL_LIBRARIES", () => {
	it("has one entry per pipeline id, in PIPELINE_DATA order", () => {
		expect(Object.keys(TASKS_MODEL_LIBRARIES)).toEqual(PIPELINE_TYPES);
		expect(Object.keys(TASKS_MODEL_LIBRARIES)).toHaveLength(58);
	});

	it("holds 106 (task, library) pairs over 24 distinct libraries, without repeats", () => {
		const all = pairs(TASKS_MODEL_LIBRARIES);
		expect(all).toHaveLength(106);
		expect(new Set(all).size).toBe(106);
		expect(new Set(Object.values(TASKS_MODEL_LIBRARIES).flat()).size).toBe(24);
	});

	it("lists no library for exactly the 6 tasks without one", () => {
		const empty = Object.entries(TASKS_MODEL_LIBRARIES)
			.filter(([, libraries]) => libraries.length === 0)
			.map(([task]) => task)
			.sort();
		expect(empty).toEqual([
			"audio-text-to-text",
			"other",
			"robotics",
			"text-retrieval",
			"time-series-forecasting",
			"voice-activity-detection",
		]);
	});

	it("names only libraries of the registry and of the Hub taxonomy", () => {
		const taxonomyIds = new Set(taxonomy.libraries.map((library) => library.id));
		for (const [task, libraries] of Object.entries(TASKS_MODEL_LIBRARIES)) {
			for (const library of libraries) {
				expect(MODEL_LIBRARIES_UI_ELEMENTS, `${task} -> ${library}`).toHaveProperty([library]);
				expect(taxonomyIds.has(library), `${task} -> ${library}`).toBe(true);
			}
		}
	});

	it("matches the reference rows for a few tasks, order included", () => {
		expect(TASKS_MODEL_LIBRARIES["token-classification"]).toEqual([
			"adapter-transformers",
			"flair",
			"spacy",
			"span-marker",
			"stanza",
			"transformers",
			"transformers.js",
		]);
		expect(TASKS_MODEL_LIBRARIES["reinforcement-learning"]).toEqual([
			"transformers",
			"stable-baselines3",
			"ml-agents",
			"sample-factory",
		]);
		expect(TASKS_MODEL_LIBRARIES["object-detection"]).toEqual(["transformers", "transformers.js", "ultralytics"]);
		expect(TASKS_MODEL_LIBRARIES["text-to-image"]).toEqual(["diffusers"]);
	});
});

describe("LIBRARY_TASK_MAPPING", () => {
	it("equals the taxonomy's libraryTasks exactly (keys, tasks and their order)", () => {
		expect(LIBRARY_TASK_MAPPING).toEqual(taxonomy.libraryTasks);
		expect(Object.keys(LIBRARY_TASK_MAPPING)).toEqual(Object.keys(taxonomy.libraryTasks));
	});

	it("has 28 libraries, 75 pairs and 34 distinct tasks", () => {
		expect(Object.keys(LIBRARY_TASK_MAPPING)).toHaveLength(28);
		expect(pairs(LIBRARY_TASK_MAPPING)).toHaveLength(75);
		expect(new Set(pairs(LIBRARY_TASK_MAPPING)).size).toBe(75);
		expect(new Set(Object.values(LIBRARY_TASK_MAPPING).flat()).size).toBe(34);
		expect(LIBRARY_TASK_MAPPING.transformers).toHaveLength(29);
	});

	it("names registry libraries and known task ids only", () => {
		for (const [library, tasks] of Object.entries(LIBRARY_TASK_MAPPING)) {
			expect(MODEL_LIBRARIES_UI_ELEMENTS, library).toHaveProperty([library]);
			for (const task of tasks ?? []) expect(PIPELINE_DATA, `${library} -> ${task}`).toHaveProperty([task]);
		}
	});
});
