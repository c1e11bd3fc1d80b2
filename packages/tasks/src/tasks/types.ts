import type { ModelLibraryKey } from "../libraries/index.js";
import type { PipelineType } from "../pipelines.js";

/** A Hub repository (model, dataset or Space) or a metric, cited as an example with what it is good for. */
export interface ExampleRepo {
	description: string;
	/** Hub id (`owner/name`, or a bare name for legacy repos); for metrics, the metric's usual name. */
	id: string;
}

/** One panel of a task page's demo: a media file, a score chart, a table, a text, or a text with tagged spans. */
export type TaskDemoEntry =
	| { filename: string; type: "audio" }
	| { data: Array<{ label: string; score: number }>; type: "chart" }
	| { filename: string; type: "img" }
	| { table: string[][]; type: "tabular" }
	| { content: string; label: string; type: "text" }
	| { text: string; tokens: Array<{ end: number; start: number; type: string }>; type: "text-with-tokens" };

export interface TaskDemo {
	inputs: TaskDemoEntry[];
	outputs: TaskDemoEntry[];
}

export interface TaskData {
	datasets: ExampleRepo[];
	demo: TaskDemo;
	id: PipelineType;
	/** The task whose page this one shares (e.g. translation is a kind of text2text-generation). */
	canonicalId?: PipelineType;
	/** True when the page only has generic content (kept for compatibility: every modelyard task is described). */
	isPlaceholder?: boolean;
	label: string;
	libraries: ModelLibraryKey[];
	metrics: ExampleRepo[];
	models: ExampleRepo[];
	spaces: ExampleRepo[];
	summary: string;
	/** Models shown in the task page's widget. */
	widgetModels: string[];
	youtubeId?: string;
}

/** What a task file declares; `id`, `label` and `libraries` come from the taxonomy. */
export type TaskDataCustom = Omit<TaskData, "id" | "label" | "libraries">;
