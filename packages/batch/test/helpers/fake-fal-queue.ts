// The Hub (mapping o/video to fal-ai and Replicate text-to-video) and fal's queue behind the router, on one loopback
// server: what the runner's job-handle tests (embedded and queue mode) submit to, poll and download from. Replicate
// only counts what it is sent (a second bill, where a test lists it after fal) and answers a finished prediction.
import { createServer } from "node:http";
import { listenOnLoopback } from "./loopback.js";

const VIDEO = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 1, 2, 3]);

export interface FakeFalQueue {
	url: string;
	/** Submissions by prompt. */
	submitted: string[];
	hubLookups: number;
	/** Status polls. */
	polls: number;
	/** Requests to Replicate. */
	replicateRequests: number;
	/** Authorization headers the router was sent. */
	authorizations: Set<string | undefined>;
	/** Jobs stay IN_PROGRESS while held. */
	held: boolean;
	/** Called as a submission arrives, before it is answered (accepted). */
	onSubmit?: () => void;
	/**
	 * Decides a status poll's fate before it is answered (set by a test): "drop" cuts the connection, a status answers
	 * it with that status (and `retry-after: 1` on a 429), undefined answers as usual. `count` is the job's polls so far.
	 */
	onPoll?: (job: string, count: number) => "drop" | number | undefined;
	/** Output downloads answer 404 (the output expired) while set. */
	mediaGone?: boolean;
	/** Output downloads asked for. */
	mediaDownloads: number;
	close(): Promise<void>;
}

export async function startFakeFalQueue(): Promise<FakeFalQueue> {
	const state = {
		submitted: [] as string[],
		hubLookups: 0,
		polls: 0,
		replicateRequests: 0,
		authorizations: new Set<string | undefined>(),
		held: true,
		onSubmit: undefined as (() => void) | undefined,
		onPoll: undefined as FakeFalQueue["onPoll"],
		mediaGone: false,
		mediaDownloads: 0,
	};
	const pollsOf = new Map<string, number>();
	const server = createServer(async (request, response) => {
		const chunks: Buffer[] = [];
		for await (const chunk of request) chunks.push(chunk as Buffer);
		const path = request.url ?? "";
		const json = (body: unknown) => {
			response.writeHead(200, { "content-type": "application/json" });
			response.end(JSON.stringify(body));
		};
		if (path.startsWith("/api/models/")) {
			state.hubLookups++;
			const live = (providerId: string) => ({ providerId, status: "live", task: "text-to-video" });
			const mapping = { "fal-ai": live("fal-ai/video"), replicate: live("o/video") };
			return json({ id: "o/video", inferenceProviderMapping: mapping });
		}
		if (path.startsWith("/media/") && state.mediaGone) {
			state.mediaDownloads++;
			return void response.writeHead(404).end("gone");
		}
		if (path.startsWith("/media/")) {
			state.mediaDownloads++;
			response.writeHead(200, { "content-type": "video/mp4" });
			return response.end(VIDEO);
		}
		state.authorizations.add(request.headers.authorization);
		if (path.startsWith("/router/replicate/")) {
			state.replicateRequests++;
			return json({ id: "p1", status: "succeeded", output: `${listening.url}/media/replicate.mp4` });
		}
		if (path === "/router/fal-ai/fal-ai/video?_subdomain=queue" && request.method === "POST") {
			state.submitted.push((JSON.parse(Buffer.concat(chunks).toString()) as { prompt: string }).prompt);
			state.onSubmit?.();
			const id = `job${state.submitted.length}`;
			return json({ request_id: id, response_url: `https://queue.fal.run/fal-ai/video/requests/${id}` });
		}
		const job = /^\/router\/fal-ai\/fal-ai\/video\/requests\/(job\d+)(\/status)?\?_subdomain=queue$/.exec(path);
		if (job?.[2]) {
			state.polls++;
			const id = job[1] as string;
			pollsOf.set(id, (pollsOf.get(id) ?? 0) + 1);
			const fate = state.onPoll?.(id, pollsOf.get(id) ?? 0);
			if (fate === "drop") return void request.socket.destroy();
			if (typeof fate === "number") {
				response.writeHead(fate, {
					"content-type": "application/json",
					...(fate === 429 ? { "retry-after": "1" } : {}),
				});
				return response.end(JSON.stringify({ detail: "try again" }));
			}
			return json({ status: state.held ? "IN_PROGRESS" : "COMPLETED" });
		}
		if (job) return json({ video: { url: `${listening.url}/media/${job[1]}.mp4` } });
		response.writeHead(404).end();
	});
	const listening = await listenOnLoopback(server);
	return Object.assign(state, listening);
}
