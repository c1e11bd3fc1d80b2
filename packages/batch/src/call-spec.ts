import { BatchInputError } from "./errors.js";

/**
 * What every row's call shares: the task (as the Hub names it, or "chat-completion"), the model, providers, and
 * which input column feeds which argument. Plain JSON, so the queue mode stores it once per run.
 */
export interface CallSpec {
	task: string;
	/** The client method the task names, e.g. "textClassification". */
	method: string;
	model?: string;
	/** One provider, an ordered list, or "auto"; passed to the client as `provider`. */
	provider?: string | string[];
	/** "preferred" | "fastest" | "cheapest": passed to the client as its `policy` option. */
	policy?: string;
	endpointUrl?: string;
	/** Argument path (dotted: `parameters.candidate_labels`) -> input column. */
	map: Record<string, string>;
	/** The column that names each row; the row's index when absent. */
	idColumn?: string;
	parameters?: Record<string, unknown>;
}

/** Tasks whose `inputs` is media (a Blob): their column holds a file path or a URL. */
const MEDIA_INPUT_TASKS = new Set([
	"audio-classification",
	"audio-to-audio",
	"automatic-speech-recognition",
	"image-classification",
	"image-segmentation",
	"image-to-image",
	"image-to-text",
	"image-to-video",
	"image-text-to-image",
	"image-text-to-video",
	"object-detection",
	"zero-shot-image-classification",
]);

/** Argument paths holding media whatever the task (the image of a visual or document question). */
const MEDIA_ARGUMENT_PATHS = new Set(["inputs.image"]);

export function isMediaArgument(task: string, path: string): boolean {
	return MEDIA_ARGUMENT_PATHS.has(path) || (path === "inputs" && MEDIA_INPUT_TASKS.has(task));
}

/** "text-classification" -> "textClassification". */
export function methodOfTask(task: string): string {
	return task.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The client methods a batch may call: every task function but the raw and streamed ones. */
function isBatchMethod(client: object, method: string): boolean {
	return (
		!/Stream$|^request$|^streamingRequest$/.test(method) &&
		typeof (client as Record<string, unknown>)[method] === "function"
	);
}

/** Refuses a task the client has no method for, listing the ones it has. */
export function checkTask(client: object, task: string): string {
	const method = methodOfTask(task);
	if (isBatchMethod(client, method)) return method;
	const known = Object.getOwnPropertyNames(client)
		.filter((name) => isBatchMethod(client, name))
		.map((name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))
		.sort();
	throw new BatchInputError(`Unknown task "${task}": use one of ${known.join(", ")}.`);
}

/** The default mapping: chat reads a `messages` column, every other task an `inputs` column. */
export function defaultMap(task: string): Record<string, string> {
	return task === "chat-completion" ? { messages: "messages" } : { inputs: "inputs" };
}

/** Refuses a row that lacks a mapped column or the id column, naming the columns it has. */
export function checkColumns(spec: CallSpec, columns: Record<string, unknown>, where: string): void {
	const wanted = [...Object.values(spec.map), ...(spec.idColumn ? [spec.idColumn] : [])];
	const missing = wanted.filter((column) => columns[column] === undefined);
	if (missing.length > 0) {
		throw new BatchInputError(
			`${where}: no column ${missing.map((c) => `"${c}"`).join(", ")} (the row has ${
				Object.keys(columns)
					.map((c) => `"${c}"`)
					.join(", ") || "none"
			}); name the columns with --map ARG=COLUMN and --id-column.`,
		);
	}
}

/** The row's id: its id column as a string, else its index. */
export function rowId(spec: CallSpec, columns: Record<string, unknown>, index: number): string {
	return spec.idColumn ? String(columns[spec.idColumn]) : String(index);
}

/** The strict in-flight cap of a run: its concurrency, and below it the limit of every provider it may reach. */
export function laneCapacity(spec: CallSpec, concurrency: number, providerLimits: Record<string, number> = {}): number {
	const providers = Array.isArray(spec.provider) ? spec.provider : [spec.provider ?? "auto"];
	const limits = providers.map((p) => providerLimits[p]).filter((n): n is number => n !== undefined);
	return Math.min(concurrency, ...limits);
}
