import { type CallSpec, isMediaArgument } from "./call-spec.js";
import { BatchInputError } from "./errors.js";

/** Whether `path` is `folder` or inside it (compared after symbolic links are followed). */
function isInside(paths: typeof import("node:path"), folder: string, path: string): boolean {
	const rel = paths.relative(folder, path);
	return rel === "" || (!rel.startsWith("..") && !paths.isAbsolute(rel));
}

/**
 * A media cell: an http(s) URL is fetched (with the run's fetch), anything else read as a file path under
 * `mediaDir`: a row names its own media, never any file the runner (or a queue worker) can read.
 */
async function loadMedia(
	value: unknown,
	mediaDir: string,
	fetchFn: typeof fetch,
	signal?: AbortSignal,
): Promise<unknown> {
	if (typeof value !== "string") return value;
	if (/^https?:\/\//i.test(value)) {
		const response = await fetchFn(value, signal ? { signal } : {});
		if (!response.ok) throw new BatchInputError(`media URL ${value} answered ${response.status}`);
		return await response.blob();
	}
	// Loaded on first use: the runner's core also runs in browsers, where a cell is a URL or a Blob, never a path.
	const [{ readFile, realpath }, paths] = await Promise.all([import("node:fs/promises"), import("node:path")]);
	const path = paths.resolve(mediaDir, value);
	let real: string;
	try {
		real = await realpath(path);
	} catch (error) {
		throw new BatchInputError(
			`media file ${path} cannot be read (${(error as NodeJS.ErrnoException).code}); media columns hold file paths (relative to the media folder, by default the input file's) or URLs.`,
		);
	}
	if (!isInside(paths, await realpath(mediaDir), real)) {
		throw new BatchInputError(
			`media file ${value} is outside the media folder ${mediaDir}: move it there, or name a folder holding it with --media-dir (mediaDir).`,
		);
	}
	return new Blob([await readFile(real)]);
}

/** Argument path segments that would reach an object's prototype instead of an argument. */
const FORBIDDEN_KEYS = new Set(["__proto__", "prototype", "constructor"]);

/** Refuses an argument path (`--map`) that would write to a prototype; answers it checked. */
export function checkArgumentPath(path: string): string {
	const keys = path.split(".");
	if (keys.some((key) => key === "" || FORBIDDEN_KEYS.has(key))) {
		throw new BatchInputError(
			`--map argument "${path}" is not an argument path: use dotted names such as inputs or parameters.candidate_labels (no empty part, no __proto__, prototype or constructor).`,
		);
	}
	return path;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
	const keys = path.split(".");
	let node = target;
	for (const key of keys.slice(0, -1)) {
		const next = Object.hasOwn(node, key) ? node[key] : undefined;
		node[key] = next !== null && typeof next === "object" ? next : {};
		node = node[key] as Record<string, unknown>;
	}
	node[keys[keys.length - 1] as string] = value;
}

/**
 * The arguments of one row's call: the mapped columns at their argument paths (media loaded, a chat prompt given
 * as text wrapped as one user message), the run's parameters, model, provider and endpoint.
 */
export async function buildArgs(
	spec: CallSpec,
	columns: Record<string, unknown>,
	mediaDir: string,
	fetchFn: typeof fetch,
	signal?: AbortSignal,
): Promise<Record<string, unknown>> {
	const args: Record<string, unknown> = {};
	if (spec.model) args.model = spec.model;
	if (spec.provider) args.provider = spec.provider;
	if (spec.endpointUrl) args.endpointUrl = spec.endpointUrl;
	if (spec.parameters) {
		// Chat takes its parameters (max_tokens, temperature...) at the top level; the other tasks in `parameters`.
		if (spec.task === "chat-completion") Object.assign(args, spec.parameters);
		else args.parameters = { ...spec.parameters };
	}
	for (const [path, column] of Object.entries(spec.map)) {
		let value = columns[column];
		if (isMediaArgument(spec.task, path)) value = await loadMedia(value, mediaDir, fetchFn, signal);
		else if (path === "messages" && typeof value === "string") value = [{ role: "user", content: value }];
		setPath(args, path, value);
	}
	return args;
}
