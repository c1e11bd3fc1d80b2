import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { describe, expect, it } from "vitest";
import * as packageExports from "../src/index.js";
import { TASKS_MODEL_LIBRARIES } from "../src/library-tasks.js";
import { PIPELINE_DATA, PIPELINE_TYPES, PIPELINE_TYPES_SET, type PipelineType } from "../src/pipelines.js";
import { TASKS_DATA } from "../src/tasks/index.js";
import type { ExampleRepo, TaskData, TaskDemoEntry } from "../src/tasks/types.js";

/** A Hub repo id: `owner/name`, or a bare name for the oldest canonical repos. */
const HUB_ID = /^[\w.-]+(\/[\w.-]+)?$/;
const MEDIA_EXTENSIONS = { audio: /\.(wav|flac|mp3)$/, img: /\.(png|jpe?g|gif|webp)$/ };

const described = PIPELINE_TYPES.map((id) => [id, TASKS_DATA[id]] as const);

function entryOf(id: PipelineType): TaskData {
	const entry = TASKS_DATA[id];
	if (!entry) throw new Error(`${id} is not described`);
	return entry;
}

function demoEntries(): Array<[PipelineType, TaskDemoEntry]> {
	return PIPELINE_TYPES.flatMap((id) => {
		const { inputs, outputs } = entryOf(id).demo;
		return [...inputs, ...outputs].map((entry): [PipelineType, TaskDemoEntry] => [id, entry]);
	});
}

function duplicatesIn(repos: ExampleRepo[]): string[] {
	const ids = repos.map((repo) => repo.id);
	return ids.filter((id, index) => ids.indexOf(id) !== index);
}

describe("TASKS_DATA", () => {
	it("describes every one of the 58 task ids, in PIPELINE_DATA order, with no placeholder", () => {
		expect(Object.keys(TASKS_DATA)).toEqual(PIPELINE_TYPES);
		expect(PIPELINE_TYPES).toHaveLength(58);
		for (const [id, entry] of described) {
			expect(entry, id).toBeDefined();
			expect(entry?.isPlaceholder, id).toBeUndefined();
		}
	});

	it("takes id, label and libraries from PIPELINE_DATA and TASKS_MODEL_LIBRARIES", () => {
		for (const id of PIPELINE_TYPES) {
			const entry = entryOf(id);
			expect(entry.id).toBe(id);
			expect(entry.label, id).toBe(PIPELINE_DATA[id].name);
			expect(entry.libraries, id).toEqual(TASKS_MODEL_LIBRARIES[id]);
		}
	});

	it("keeps the reference's canonical ids, and every canonical id is a task id", () => {
		const canonical = Object.fromEntries(
			PIPELINE_TYPES.flatMap((id) => {
				const target = entryOf(id).canonicalId;
				return target ? [[id, target]] : [];
			}),
		);
		expect(canonical).toEqual({
			summarization: "text2text-generation",
			translation: "text2text-generation",
			"text-to-speech": "text-to-audio",
		});
		for (const target of Object.values(canonical)) expect(PIPELINE_TYPES_SET.has(target)).toBe(true);
	});

	it("gives every task a one-paragraph summary ending with a period", () => {
		for (const id of PIPELINE_TYPES) {
			const { summary } = entryOf(id);
			expect(summary.trim(), id).toBe(summary);
			expect(summary.length, id).toBeGreaterThan(80);
			expect(summary.length, id).toBeLessThan(400);
			expect(summary.endsWith("."), id).toBe(true);
		}
	});

	it("links at least one dataset and model per task, by well-formed Hub ids without duplicates", () => {
		for (const id of PIPELINE_TYPES) {
			const { datasets, models, spaces } = entryOf(id);
			expect(datasets.length, id).toBeGreaterThanOrEqual(1);
			expect(models.length, id).toBeGreaterThanOrEqual(1);
			for (const [kind, repos] of Object.entries({ datasets, models, spaces })) {
				for (const repo of repos) expect(repo.id, `${id} ${kind}`).toMatch(HUB_ID);
				expect(duplicatesIn(repos), `${id} ${kind}`).toEqual([]);
			}
		}
	});

	it("names 1 to 4 metrics per task, without duplicates", () => {
		for (const id of PIPELINE_TYPES) {
			const { metrics } = entryOf(id);
			expect(metrics.length, id).toBeGreaterThanOrEqual(1);
			expect(metrics.length, id).toBeLessThanOrEqual(4);
			for (const metric of metrics) expect(metric.id.trim(), id).not.toBe("");
			expect(duplicatesIn(metrics), id).toEqual([]);
		}
	});

	it("explains every dataset, model, Space and metric in a sentence", () => {
		for (const id of PIPELINE_TYPES) {
			const { datasets, models, spaces, metrics } = entryOf(id);
			for (const repo of [...datasets, ...models, ...spaces, ...metrics]) {
				expect(repo.description.length, `${id} ${repo.id}`).toBeGreaterThan(15);
				expect(repo.description.endsWith("."), `${id} ${repo.id}`).toBe(true);
			}
		}
	});

	it("shows widget models that the task lists (only 'other' has no widget)", () => {
		for (const id of PIPELINE_TYPES) {
			const { widgetModels, models } = entryOf(id);
			const listed = new Set(models.map((model) => model.id));
			if (id === "other") expect(widgetModels).toEqual([]);
			else expect(widgetModels.length, id).toBeGreaterThanOrEqual(1);
			expect(widgetModels.length, id).toBeLessThanOrEqual(2);
			for (const model of widgetModels) expect(listed.has(model), `${id} ${model}`).toBe(true);
		}
	});

	it("has a demo with at least one input and one output per task", () => {
		for (const id of PIPELINE_TYPES) {
			const { inputs, outputs } = entryOf(id).demo;
			expect(inputs.length, id).toBeGreaterThanOrEqual(1);
			expect(outputs.length, id).toBeGreaterThanOrEqual(1);
		}
	});

	it("draws demo charts with labelled scores between 0 and 1, highest first", () => {
		const charts = demoEntries().flatMap(([id, entry]) => (entry.type === "chart" ? [[id, entry.data] as const] : []));
		expect(charts.length).toBeGreaterThan(10);
		for (const [id, data] of charts) {
			expect(data.length, id).toBeGreaterThanOrEqual(2);
			for (const { label, score } of data) {
				expect(label.trim(), id).not.toBe("");
				expect(score, `${id} ${label}`).toBeGreaterThanOrEqual(0);
				expect(score, `${id} ${label}`).toBeLessThanOrEqual(1);
			}
			const scores = data.map((point) => point.score);
			expect(scores, id).toEqual([...scores].sort((a, b) => b - a));
		}
	});

	it("tags demo text spans that fall inside the text, in order, on whole words", () => {
		const tagged = demoEntries().flatMap(([id, entry]) =>
			entry.type === "text-with-tokens" ? [[id, entry] as const] : [],
		);
		expect(tagged.length).toBeGreaterThanOrEqual(1);
		for (const [id, { text, tokens }] of tagged) {
			let previousEnd = 0;
			for (const { start, end, type } of tokens) {
				expect(start, id).toBeGreaterThanOrEqual(previousEnd);
				expect(end, id).toBeGreaterThan(start);
				expect(end, id).toBeLessThanOrEqual(text.length);
				const span = text.slice(start, end);
				expect(span.trim(), `${id} ${type}`).toBe(span);
				expect(/\w/.test(text[start - 1] ?? " ") || /\w/.test(text[end] ?? " "), `${id} ${span}`).toBe(false);
				previousEnd = end;
			}
		}
	});

	it("fills demo tables with a header and rows of the same width", () => {
		const tables = demoEntries().flatMap(([id, entry]) =>
			entry.type === "tabular" ? [[id, entry.table] as const] : [],
		);
		expect(tables.length).toBeGreaterThanOrEqual(5);
		for (const [id, table] of tables) {
			expect(table.length, id).toBeGreaterThanOrEqual(2);
			const width = table[0]?.length ?? 0;
			expect(width, id).toBeGreaterThanOrEqual(1);
			for (const row of table) expect(row.length, id).toBe(width);
		}
	});

	it("names demo media files after their task, with an extension that fits the media type", () => {
		for (const [id, entry] of demoEntries()) {
			if (entry.type === "audio" || entry.type === "img") {
				expect(entry.filename.startsWith(`${id}-`), entry.filename).toBe(true);
				expect(entry.filename, id).toMatch(MEDIA_EXTENSIONS[entry.type]);
			}
			if (entry.type === "text") {
				expect(entry.label.trim(), id).not.toBe("");
				expect(entry.content.trim(), id).not.toBe("");
			}
		}
	});

	it("is exported by the package entry point", () => {
		expect(packageExports.TASKS_DATA).toBe(TASKS_DATA);
	});
});

describe("TASKS_DATA tree-shaking", () => {
	const source = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)));
	const aSummary = entryOf("visual-document-retrieval").summary;

	/**
	 * esbuild would drop unused modules anyway because package.json says `"sideEffects": false`; this plugin
	 * marks every module as having side effects, so only the purity of the code itself decides what stays.
	 */
	const ignoreSideEffectsFlag: Plugin = {
		name: "ignore-side-effects-flag",
		setup(builder) {
			builder.onResolve({ filter: /.*/ }, async ({ path, kind, resolveDir, pluginData }) => {
				if (pluginData === "resolving") return undefined;
				const resolved = await builder.resolve(path, { kind, resolveDir, pluginData: "resolving" });
				return { path: resolved.path, sideEffects: true };
			});
		},
	};

	async function bundle(used: "PIPELINE_DATA" | "TASKS_DATA"): Promise<string> {
		const contents = [
			`import { PIPELINE_DATA } from ${source("../src/pipelines.ts")};`,
			`import { TASKS_DATA } from ${source("../src/tasks/index.ts")};`,
			`console.log(${used});`,
		].join("\n");
		const result = await build({
			stdin: { contents, resolveDir: "." },
			bundle: true,
			write: false,
			format: "esm",
			platform: "neutral",
			logLevel: "silent",
			plugins: [ignoreSideEffectsFlag],
		});
		return result.outputFiles[0]?.text ?? "";
	}

	it("leaves every description out of a bundle that uses only PIPELINE_DATA", async () => {
		const onlyPipelines = await bundle("PIPELINE_DATA");
		expect(onlyPipelines).toContain("Visual Document Retrieval");
		expect(onlyPipelines).not.toContain(aSummary);
		expect(onlyPipelines).not.toContain("vidore/colpali-v1.3");
	});

	it("keeps the descriptions in a bundle that uses TASKS_DATA", async () => {
		expect(await bundle("TASKS_DATA")).toContain(aSummary);
	});
});
