// One loopback server standing for the hub, the router and every polling provider's job API, each in its own
// words: submit answers, status answers while running, done and failed, and how each says "unknown job". Jobs
// settle as a test plans (after some polls, or never until told), so a test can kill a process mid-job.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { JobHandle } from "../../src/index.js";
import { type Loopback, startLoopback } from "../faults/loopback.js";

/** The handle of a fal-ai text-to-video job `id` on the router, polled at `poll`. */
export function falVideoHandle(id: string, poll: JobHandle["poll"], createdAt = new Date()): JobHandle {
	return {
		version: 1,
		provider: "fal-ai",
		task: "text-to-video",
		model: "o/model",
		providerModelId: "fal-ai/video",
		id,
		createdAt: createdAt.toISOString(),
		via: "router",
		poll,
	};
}

export interface JobProvider {
	provider: string;
	task: "text-to-image" | "text-to-video";
	providerId: string;
	/** The submit call's answer for job `id`. */
	submitted(id: string, url: string): unknown;
	/** The job a follow-up is about and what it asks (status, result, cancel); undefined for other paths. */
	followUp(method: string, path: string): { id: string; kind: "status" | "result" | "cancel" } | undefined;
	running(): unknown;
	done(outputUrl: string): unknown;
	failed(): unknown;
	/** How the provider answers a status read for a job it does not know. */
	unknown: { status: number; body: unknown };
	/** It offers a cancel. */
	cancellable: boolean;
	/** Its poll interval (ms): tests wait in its units. */
	intervalMs: number;
}

const match = (pattern: RegExp, path: string) => pattern.exec(path)?.[1];

export const JOB_PROVIDERS: JobProvider[] = [
	{
		provider: "fal-ai",
		task: "text-to-video",
		providerId: "fal-ai/video",
		submitted: (id) => ({ request_id: id, response_url: `https://queue.fal.run/fal-ai/video/requests/${id}` }),
		followUp: (method, path) => {
			const found = /^\/router\/fal-ai\/fal-ai\/video\/requests\/([^/?]+)(\/status|\/cancel)?\?_subdomain=queue$/.exec(
				path,
			);
			if (!found?.[1]) return undefined;
			const kind = found[2] === "/status" ? "status" : found[2] === "/cancel" && method === "PUT" ? "cancel" : "result";
			return { id: found[1], kind };
		},
		running: () => ({ status: "IN_PROGRESS" }),
		done: (url) => ({ status: "COMPLETED", video: { url } }),
		failed: () => ({ status: "FAILED" }),
		unknown: { status: 404, body: { detail: "Request not found" } },
		cancellable: true,
		intervalMs: 500,
	},
	{
		provider: "replicate",
		task: "text-to-image",
		providerId: "owner/image-model",
		submitted: (id) => ({ id, status: "starting", output: null }),
		followUp: (method, path) => {
			const found = /^\/router\/replicate\/v1\/predictions\/([^/?]+)(\/cancel)?$/.exec(path);
			if (!found?.[1]) return undefined;
			return { id: found[1], kind: found[2] && method === "POST" ? "cancel" : "status" };
		},
		running: () => ({ status: "processing", output: null }),
		done: (url) => ({ status: "succeeded", output: [url] }),
		failed: () => ({ status: "failed", output: null, error: "CUDA out of memory" }),
		unknown: { status: 404, body: { detail: "Not found." } },
		cancellable: true,
		intervalMs: 1000,
	},
	{
		provider: "black-forest-labs",
		task: "text-to-image",
		providerId: "flux-dev",
		submitted: (id, url) => ({ id, polling_url: `${url}/bfl/get_result?id=${id}` }),
		followUp: (_method, path) => {
			const id = match(/^\/bfl\/get_result\?id=([^&]+)/, path);
			return id ? { id, kind: "status" } : undefined;
		},
		running: () => ({ status: "Pending" }),
		done: (url) => ({ status: "Ready", result: { sample: url } }),
		failed: () => ({ status: "Error" }),
		// Black Forest Labs' own words: a 200 answer.
		unknown: { status: 200, body: { id: "?", status: "Task not found" } },
		cancellable: false,
		intervalMs: 1000,
	},
	{
		provider: "wavespeed",
		task: "text-to-image",
		providerId: "wavespeed-ai/flux-dev",
		submitted: (id) => ({
			code: 200,
			data: { id, urls: { get: `https://api.wavespeed.ai/api/v3/predictions/${id}/result` } },
		}),
		followUp: (_method, path) => {
			const id = match(/^\/router\/wavespeed\/api\/v3\/predictions\/([^/]+)\/result$/, path);
			return id ? { id, kind: "status" } : undefined;
		},
		running: () => ({ code: 200, data: { status: "processing" } }),
		done: (url) => ({ code: 200, data: { status: "completed", outputs: [url] } }),
		failed: () => ({ code: 200, data: { status: "failed", error: "NSFW content" } }),
		unknown: { status: 404, body: { code: 404, message: "prediction not found" } },
		cancellable: false,
		intervalMs: 500,
	},
	{
		provider: "together",
		task: "text-to-video",
		providerId: "Wan-AI/Wan2.1-T2V",
		submitted: (id) => ({ id }),
		followUp: (_method, path) => {
			const id = match(/^\/router\/together\/v2\/videos\/([^/?]+)$/, path);
			return id ? { id, kind: "status" } : undefined;
		},
		running: () => ({ status: "in_progress" }),
		done: (url) => ({ status: "completed", outputs: { video_url: url } }),
		failed: () => ({ status: "failed", error: { message: "content policy" } }),
		unknown: { status: 404, body: { error: { message: "video not found" } } },
		cancellable: false,
		intervalMs: 2000,
	},
	{
		provider: "novita",
		task: "text-to-video",
		providerId: "wan-t2v",
		submitted: (id) => ({ task_id: id }),
		followUp: (_method, path) => {
			const id = match(/^\/router\/novita\/v3\/async\/task-result\?task_id=([^&]+)$/, path);
			return id ? { id, kind: "status" } : undefined;
		},
		running: () => ({ task: { status: "TASK_STATUS_PROCESSING" } }),
		done: (url) => ({ task: { status: "TASK_STATUS_SUCCEED" }, videos: [{ video_url: url }] }),
		failed: () => ({ task: { status: "TASK_STATUS_FAILED", reason: "bad prompt" } }),
		unknown: { status: 404, body: { message: "task not found" } },
		cancellable: false,
		intervalMs: 2000,
	},
	{
		provider: "zai-org",
		task: "text-to-image",
		providerId: "glm-image",
		submitted: (id) => ({ id, task_status: "PROCESSING" }),
		followUp: (_method, path) => {
			const id = match(/^\/router\/zai-org\/api\/paas\/v4\/async-result\/([^/?]+)$/, path);
			return id ? { id, kind: "status" } : undefined;
		},
		running: () => ({ task_status: "PROCESSING" }),
		done: (url) => ({ task_status: "SUCCESS", image_result: [{ url }] }),
		failed: () => ({ task_status: "FAIL", error: { message: "sensitive content" } }),
		unknown: { status: 404, body: { error: { message: "task not found" } } },
		cancellable: false,
		intervalMs: 5000,
	},
];

/** How the next submitted job ends: after some status reads, or never until `settle` says so. */
export type Plan = { after: number; as: "done" | "failed" } | "never";

interface Job {
	state: "running" | "done" | "failed";
	plan: Plan;
	polls: number;
}

export interface SeenRequest {
	method: string;
	url: string;
	authorization: string | undefined;
	prefer: string | undefined;
}

export interface JobServer {
	url: string;
	/** `hubUrl` and `routerUrl` options pointing at it. */
	at: { hubUrl: string; routerUrl: string };
	seen: SeenRequest[];
	submissions(): number;
	/** The plan of the next submitted job. */
	plan: Plan;
	/** Ends every running job. */
	settle(as: "done" | "failed"): void;
	/** The bytes job `id` produces. */
	outputOf(id: string): Buffer;
	/** Forgets every job, as a provider does once they expire. */
	forget(): void;
	close(): Promise<void>;
}

/** `alsoMapped`: other providers the hub maps the model to (their calls reach this server too). */
export async function startJobServer(entry: JobProvider, alsoMapped: JobProvider[] = []): Promise<JobServer> {
	const jobs = new Map<string, Job>();
	let loopback: Loopback | undefined;
	const outputOf = (id: string) => Buffer.concat([Buffer.from(`output of ${id} `), Buffer.from([0, 255, 1, 254])]);
	const json = (response: ServerResponse, status: number, body: unknown) => {
		response.writeHead(status, { "content-type": "application/json" });
		response.end(JSON.stringify(body));
	};
	const server: JobServer = {
		url: "",
		at: { hubUrl: "", routerUrl: "" },
		seen: [],
		submissions: () => server.seen.filter((request) => request.method === "POST" && !followUpOf(request)).length,
		plan: { after: 1, as: "done" },
		settle: (as) => {
			for (const job of jobs.values()) if (job.state === "running") job.state = as;
		},
		outputOf,
		forget: () => jobs.clear(),
		close: async () => loopback?.close(),
	};
	const followUpOf = (request: SeenRequest) => entry.followUp(request.method, request.url);
	const handle = (request: IncomingMessage, response: ServerResponse): void => {
		const path = request.url ?? "";
		const method = request.method ?? "";
		const seen: SeenRequest = {
			method,
			url: path,
			authorization: request.headers.authorization,
			prefer: request.headers.prefer as string | undefined,
		};
		server.seen.push(seen);
		if (path.startsWith("/api/models/")) {
			const mapping = Object.fromEntries(
				[entry, ...alsoMapped].map((mapped) => [
					mapped.provider,
					{ providerId: mapped.providerId, status: "live", task: mapped.task },
				]),
			);
			json(response, 200, { id: "o/model", inferenceProviderMapping: mapping });
			return;
		}
		const output = /^\/outputs\/([^/]+)\.bin$/.exec(path)?.[1];
		if (output) {
			response.writeHead(200, { "content-type": "application/octet-stream" });
			response.end(outputOf(output));
			return;
		}
		const followUp = followUpOf(seen);
		if (followUp) {
			const job = jobs.get(followUp.id);
			if (!job) {
				json(response, entry.unknown.status, entry.unknown.body);
				return;
			}
			if (followUp.kind === "cancel") {
				job.state = "failed";
				json(response, 200, { status: "CANCELLATION_REQUESTED" });
				return;
			}
			if (followUp.kind === "status") {
				job.polls++;
				if (job.state === "running" && job.plan !== "never" && job.polls > job.plan.after) job.state = job.plan.as;
			}
			const outputUrl = `${server.url}/outputs/${followUp.id}.bin`;
			if (job.state === "running") {
				json(response, 200, entry.running());
				return;
			}
			json(response, 200, job.state === "done" ? entry.done(outputUrl) : entry.failed());
			return;
		}
		if (method === "POST") {
			const id = `job${jobs.size + 1}x${Math.random().toString(36).slice(2, 8)}`;
			jobs.set(id, { state: "running", plan: server.plan, polls: 0 });
			json(response, 200, entry.submitted(id, server.url));
			return;
		}
		json(response, 404, { error: `no route ${method} ${path}` });
	};
	loopback = await startLoopback(handle);
	server.url = loopback.url;
	server.at = { hubUrl: loopback.url, routerUrl: `${loopback.url}/router` };
	return server;
}
