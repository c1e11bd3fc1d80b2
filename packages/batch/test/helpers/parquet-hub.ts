// A loopback Hub serving datasets as Parquet files made in the test: the Parquet listing
// (/api/datasets/{id}/parquet), a revision's tree (/api/datasets/{id}/tree/{rev}/{config}/{split}), and the files,
// answered only by range (206, `bytes=a-b` or `bytes=-n`). Logs every request and counts the file bytes sent.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { listenOnLoopback } from "./loopback.js";

/** config -> split -> the split's files in order. */
export type Splits = Record<string, Record<string, Uint8Array[]>>;

export interface ParquetHubRequest {
	path: string;
	range: string | undefined;
	status: number;
	authorization: string | undefined;
}

export interface ParquetHub {
	url: string;
	requests: ParquetHubRequest[];
	/** Bytes of Parquet files sent, since start. */
	fileBytesSent: number;
	/** File requests answered 503 before the next one is served (set by a test). */
	failNextFiles: number;
	close: () => Promise<void>;
}

/**
 * Serves `datasets` (id -> splits); `revisions` maps a revision name to other splits of the same dataset; `other`
 * answers what is not a dataset route (true: answered). CORS open, so a page on another origin reads it too.
 */
export async function startParquetHub(
	datasets: Record<string, Splits>,
	revisions: Record<string, Record<string, Splits>> = {},
	other?: (req: IncomingMessage, res: ServerResponse) => boolean,
): Promise<ParquetHub> {
	const state: ParquetHub = { url: "", requests: [], fileBytesSent: 0, failNextFiles: 0, close: async () => {} };
	const fileUrl = (id: string, rev: string, config: string, split: string, i: number) =>
		`${state.url}/datasets/${id}/resolve/${rev}/${config}/${split}/${String(i).padStart(4, "0")}.parquet`;
	const server = createServer((req, res) => {
		const path = decodeURIComponent(req.url ?? "");
		const log: ParquetHubRequest = {
			path,
			range: req.headers.range,
			status: 200,
			authorization: req.headers.authorization,
		};
		state.requests.push(log);
		res.setHeader("access-control-allow-origin", "*");
		res.setHeader("access-control-allow-headers", "authorization, range, content-type");
		res.setHeader("access-control-expose-headers", "content-range, x-inference-provider");
		if (req.method === "OPTIONS") return void res.writeHead(204).end();
		const json = (status: number, body: unknown) => {
			log.status = status;
			res.writeHead(status, { "content-type": "application/json" });
			res.end(JSON.stringify(body));
		};
		const listing = /^\/api\/datasets\/([^/]+\/[^/]+)\/parquet$/.exec(path);
		if (listing) {
			const splits = datasets[listing[1] as string];
			if (!splits) return json(404, { error: "Repository not found" });
			const body: Record<string, Record<string, string[]>> = {};
			for (const [config, bySplit] of Object.entries(splits)) {
				body[config] = {};
				for (const [split, files] of Object.entries(bySplit)) {
					(body[config] as Record<string, string[]>)[split] = files.map((_, i) =>
						fileUrl(listing[1] as string, "refs/convert/parquet", config, split, i),
					);
				}
			}
			return json(200, body);
		}
		const tree = /^\/api\/datasets\/([^/]+\/[^/]+)\/tree\/(.+)\/([^/]+)\/([^/]+)$/.exec(path);
		if (tree) {
			const [, id, rev, config, split] = tree as unknown as string[];
			const files = revisions[id as string]?.[rev as string]?.[config as string]?.[split as string];
			if (!files) return json(404, { error: "Revision not found" });
			return json(
				200,
				files.map((bytes, i) => ({
					type: "file",
					path: `${config}/${split}/${String(i).padStart(4, "0")}.parquet`,
					size: bytes.length,
				})),
			);
		}
		const file = /^\/datasets\/([^/]+\/[^/]+)\/resolve\/(.+)\/([^/]+)\/([^/]+)\/(\d+)\.parquet$/.exec(path);
		if (file) {
			const [, id, rev, config, split, n] = file as unknown as string[];
			const splits = rev === "refs/convert/parquet" ? datasets[id as string] : revisions[id as string]?.[rev as string];
			const bytes = splits?.[config as string]?.[split as string]?.[Number(n)];
			if (!bytes) return json(404, { error: "Entry not found" });
			if (state.failNextFiles > 0) {
				state.failNextFiles--;
				return json(503, { error: "try again" });
			}
			const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? "");
			if (!range || (range[1] === "" && range[2] === "")) return json(416, { error: "a range is required here" });
			const start = range[1] === "" ? Math.max(0, bytes.length - Number(range[2])) : Number(range[1]);
			const end = range[1] === "" || range[2] === "" ? bytes.length - 1 : Math.min(Number(range[2]), bytes.length - 1);
			const body = bytes.subarray(start, end + 1);
			log.status = 206;
			state.fileBytesSent += body.length;
			res.writeHead(206, {
				"content-type": "application/octet-stream",
				"content-range": `bytes ${start}-${end}/${bytes.length}`,
				"content-length": String(body.length),
			});
			return void res.end(body);
		}
		if (!other?.(req, res)) json(404, { error: `no route ${path}` });
	});
	Object.assign(state, await listenOnLoopback(server));
	return state;
}
