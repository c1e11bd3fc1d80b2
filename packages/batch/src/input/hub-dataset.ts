// A Hub dataset's split as a Parquet table, browser-safe: the Hub's Parquet listing names the split's files, and
// each file is read by HTTP range requests (its footer, then only the row groups and columns a run uses).
import { type HttpOptions, sendRequest } from "@modelyard/inference";
import type { AsyncBuffer } from "hyparquet";
import { BatchInputError } from "../errors.js";
import { FOOTER_FETCH_BYTES, type ParquetPart } from "./parquet.js";

/** A Hub dataset to run over: `id` is OWNER/NAME; config `default` (else the only one), split `train` (else the only one). */
export interface DatasetRef {
	id: string;
	config?: string;
	split?: string;
	/** A revision of the dataset's Parquet conversion (a commit of its `refs/convert/parquet` branch). */
	revision?: string;
	/** Rows past this many are not read. */
	limit?: number;
}

export interface HubAccess {
	hubUrl: string;
	/** Sent to the Hub only when it is a hub token (`hf_...`): a provider key means nothing there. */
	token?: string;
	fetch: typeof fetch;
	signal?: AbortSignal;
	/** Counts the bytes of every answer body read (the tests and the bench check a limit reads little). */
	onBytes?: (bytes: number) => void;
}

/** The split a run reads, and its files in the listed order. */
export interface ResolvedSplit {
	config: string;
	split: string;
	urls: string[];
}

const DATASET_ID = /^[\w.-]+\/[\w.-]+$/;

/** Retries of one range read before the run fails (429, 5xx, a dropped connection), by the client's retry loop. */
const RANGE_RETRIES = 3;

function headersFor(url: string, access: HubAccess, extra: Record<string, string> = {}): Record<string, string> {
	// The token goes to the Hub's own origin only: never to a CDN or another host a listing may name.
	const sameOrigin = new URL(url).origin === new URL(access.hubUrl).origin;
	return access.token?.startsWith("hf_") && sameOrigin ? { ...extra, authorization: `Bearer ${access.token}` } : extra;
}

async function hubJson(path: string, access: HubAccess, what: string, dataset: string): Promise<unknown> {
	const url = `${access.hubUrl.replace(/\/+$/, "")}${path}`;
	let response: Response;
	try {
		response = await access.fetch(url, {
			headers: headersFor(url, access),
			...(access.signal ? { signal: access.signal } : {}),
		});
	} catch (error) {
		throw new BatchInputError(
			`Could not reach the Hub at ${access.hubUrl} to list ${what} (${(error as Error).message}).`,
		);
	}
	const text = await response.text();
	access.onBytes?.(text.length);
	if (response.status === 404) {
		throw new BatchInputError(
			`Dataset "${dataset}" has no ${what} on ${access.hubUrl} (404): check the name (OWNER/NAME), the config and split; a private or gated dataset needs HF_TOKEN set to an hf_ token.`,
		);
	}
	if (response.status === 401 || response.status === 403) {
		throw new BatchInputError(
			`The Hub refused to list ${what} of dataset "${dataset}" (${response.status}): it is private or gated; set HF_TOKEN to an hf_ token with access.`,
		);
	}
	if (!response.ok)
		throw new BatchInputError(`The Hub answered ${response.status} listing ${what} of dataset "${dataset}".`);
	try {
		return JSON.parse(text);
	} catch {
		throw new BatchInputError(`The Hub's listing of ${what} of dataset "${dataset}" is not JSON.`);
	}
}

/** `pick` of the names, else `preferred` when listed, else the only one; otherwise a typed error listing them. */
function choose(names: string[], pick: string | undefined, preferred: string, kind: string, dataset: string): string {
	const chosen = pick ?? (names.includes(preferred) ? preferred : names.length === 1 ? names[0] : undefined);
	if (chosen !== undefined && names.includes(chosen)) return chosen;
	const listed = names.map((n) => `"${n}"`).join(", ") || "none";
	throw new BatchInputError(
		pick === undefined
			? `Dataset "${dataset}" has several ${kind}s and no "${preferred}": choose one with --${kind} (${listed}).`
			: `Dataset "${dataset}" has no ${kind} "${pick}": it has ${listed}.`,
	);
}

/** Lists the dataset's Parquet files and picks the config and split (checked before any provider call). */
export async function resolveSplit(dataset: DatasetRef, access: HubAccess): Promise<ResolvedSplit> {
	if (!DATASET_ID.test(dataset.id)) {
		throw new BatchInputError(`--dataset takes OWNER/NAME (e.g. stanfordnlp/imdb); got "${dataset.id}".`);
	}
	const listing = await hubJson(`/api/datasets/${dataset.id}/parquet`, access, "Parquet files", dataset.id);
	if (listing === null || typeof listing !== "object" || Array.isArray(listing)) {
		throw new BatchInputError(
			`The Hub's Parquet listing of dataset "${dataset.id}" is not a {config: {split: [url]}} object.`,
		);
	}
	const configs = listing as Record<string, Record<string, unknown>>;
	const config = choose(Object.keys(configs), dataset.config, "default", "config", dataset.id);
	const split = choose(Object.keys(configs[config] ?? {}), dataset.split, "train", "split", dataset.id);
	const urls = dataset.revision ? await revisionUrls(dataset, config, split, access) : configs[config]?.[split];
	if (!Array.isArray(urls) || urls.length === 0 || !urls.every((u) => typeof u === "string")) {
		throw new BatchInputError(`Dataset "${dataset.id}" lists no Parquet file for ${config}/${split}.`);
	}
	return { config, split, urls };
}

/** The split's files at a revision of the Parquet conversion: the Hub's tree of that commit, in path order. */
async function revisionUrls(dataset: DatasetRef, config: string, split: string, access: HubAccess): Promise<string[]> {
	const revision = encodeURIComponent(dataset.revision as string);
	const tree = await hubJson(
		`/api/datasets/${dataset.id}/tree/${revision}/${encodeURIComponent(config)}/${encodeURIComponent(split)}`,
		access,
		`files at revision ${dataset.revision}`,
		dataset.id,
	);
	const files = (Array.isArray(tree) ? tree : [])
		.filter((entry): entry is { path: string } => typeof entry?.path === "string" && entry.path.endsWith(".parquet"))
		.map((entry) => entry.path)
		.sort();
	const hub = access.hubUrl.replace(/\/+$/, "");
	return files.map(
		(path) => `${hub}/datasets/${dataset.id}/resolve/${revision}/${path.split("/").map(encodeURIComponent).join("/")}`,
	);
}

/**
 * A remote file read by range requests. The first read asks for the file's last bytes (`bytes=-N`): its
 * Content-Range gives the size, and the footer it holds serves the metadata read without another request.
 */
export async function openRemoteFile(url: string, access: HubAccess): Promise<AsyncBuffer> {
	// The client's retry loop: its backoff, the server's Retry-After, waits that end at once with the signal.
	const retries: HttpOptions = {
		service: "hub",
		fetch: access.fetch,
		...(access.signal ? { signal: access.signal } : {}),
		maxRetries: RANGE_RETRIES,
		retry: { limit: RANGE_RETRIES, kinds: ["rate-limit", "server", "connection"] },
	};
	const get = async (range: string): Promise<{ body: ArrayBuffer; response: Response }> => {
		let response: Response;
		try {
			response = await sendRequest({ url, method: "GET", headers: headersFor(url, access, { range }) }, retries);
		} catch (error) {
			const status = (error as { httpResponse?: { status?: number } }).httpResponse?.status;
			if (access.signal?.aborted || !status) throw error;
			throw new Error(`${url} answered ${status} to a range request.`, { cause: error });
		}
		if (response.status !== 206) {
			await response.body?.cancel();
			if (response.status !== 200) throw new Error(`${url} answered ${response.status} to a range request.`);
			throw new BatchInputError(
				`${url} answered the whole file to a range request: the dataset's files must be served with byte ranges (206).`,
			);
		}
		const body = await response.arrayBuffer();
		access.onBytes?.(body.byteLength);
		return { body, response };
	};
	const tail = await get(`bytes=-${FOOTER_FETCH_BYTES}`);
	const size = Number(/\/(\d+)\s*$/.exec(tail.response.headers.get("content-range") ?? "")?.[1]);
	if (!Number.isFinite(size))
		throw new BatchInputError(`${url} answered a range without its total size (Content-Range).`);
	const tailStart = size - tail.body.byteLength;
	return {
		byteLength: size,
		async slice(start, end = size) {
			if (start >= tailStart) return tail.body.slice(start - tailStart, end - tailStart);
			return (await get(`bytes=${start}-${end - 1}`)).body;
		},
	};
}

/** The split's files as parts of a ParquetTable, opened (footer read) only when the run reaches them. */
export function remoteParts(urls: string[], access: HubAccess): ParquetPart[] {
	return urls.map((url) => ({ name: url, open: () => openRemoteFile(url, access) }));
}
