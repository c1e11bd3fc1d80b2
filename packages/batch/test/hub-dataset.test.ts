// A Hub dataset's file read by range requests goes through the client's one retry loop: a 429's Retry-After is
// waited, a Ctrl-C during that wait stops it at once, and the retries stop at their count.
import { createServer } from "node:http";
import { describe, expect, it, type TestContext } from "vitest";
import { openRemoteFile } from "../src/input/hub-dataset.js";
import { listenOnLoopback } from "./helpers/loopback.js";

const FILE = Buffer.from("PAR1 0123456789 PAR1");

/** A file server whose first `refusals` range reads answer `refusal`; it logs when each read came. */
async function rangeServer(context: TestContext, refusals: number, refusal: { status: number; retryAfter?: string }) {
	const at: number[] = [];
	const server = createServer((request, response) => {
		at.push(Date.now());
		if (at.length <= refusals) {
			response.writeHead(refusal.status, refusal.retryAfter ? { "retry-after": refusal.retryAfter } : {});
			return void response.end("try again");
		}
		const tail = Number(/^bytes=-(\d+)$/.exec(request.headers.range ?? "")?.[1] ?? FILE.length);
		const start = Math.max(0, FILE.length - tail);
		response.writeHead(206, { "content-range": `bytes ${start}-${FILE.length - 1}/${FILE.length}` });
		response.end(FILE.subarray(start));
	});
	const listening = await listenOnLoopback(server);
	context.onTestFinished(() => listening.close());
	return { url: `${listening.url}/datasets/a/b/resolve/main/0000.parquet`, at, hubUrl: listening.url };
}

describe.concurrent("openRemoteFile: the client's retry loop", () => {
	it("waits a 429's Retry-After before reading again, then reads the file", async (context) => {
		const server = await rangeServer(context, 1, { status: 429, retryAfter: "2" });
		const file = await openRemoteFile(server.url, { hubUrl: server.hubUrl, fetch });
		expect(file.byteLength).toBe(FILE.length);
		expect(server.at).toHaveLength(2);
		expect((server.at[1] ?? 0) - (server.at[0] ?? 0)).toBeGreaterThanOrEqual(1900);
	});

	it("stops at once when the signal aborts during a retry's wait", async (context) => {
		const server = await rangeServer(context, 5, { status: 429, retryAfter: "3" });
		const controller = new AbortController();
		const opening = openRemoteFile(server.url, { hubUrl: server.hubUrl, fetch, signal: controller.signal });
		const outcome = opening.then(
			() => "read",
			() => Date.now(),
		);
		await new Promise((resolve) => setTimeout(resolve, 1000));
		const aborted = Date.now();
		controller.abort(new Error("ctrl-c"));
		expect((await outcome) as number).toBeLessThan(aborted + 300);
		await expect(opening).rejects.toThrow("ctrl-c");
		expect(server.at).toHaveLength(1);
	});

	it("gives up after its retries, naming the status", async (context) => {
		const server = await rangeServer(context, 10, { status: 503, retryAfter: "0" });
		await expect(openRemoteFile(server.url, { hubUrl: server.hubUrl, fetch })).rejects.toThrow(
			`${server.url} answered 503 to a range request.`,
		);
		expect(server.at).toHaveLength(4);
	});
});
