// An accepted job is a bill: once fal's queue accepted it, a failed status poll (a 502, a dropped connection, a
// 429) polls the same job again, and `pollTimeout` ends the call with the job's handle on the error. Replicate,
// next in the list, never gets a request: a loopback fake of each provider over real sockets.
import type { ServerResponse } from "node:http";
import { afterAll, describe, expect, it, type TestContext } from "vitest";
import { type JobHandle, jobHandleOf, type Receipt, resumeJob, textToVideo } from "../../src/index.js";
import { BFL_NOT_FOUND_GRACE_MS } from "../../src/providers/protocols/black-forest-labs.js";
import { POLL_RETRY_LIMIT } from "../../src/providers/protocols/polling.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import { failure, startLoopback } from "../faults/loopback.js";
import { collected, startOtelSdk } from "../telemetry/otel-sdk.js";
import { falVideoHandle } from "./job-servers.js";

const TOKEN = "hf_accepted_job_secret_81c3";
const FAL_OUTPUT = Buffer.from("the paid fal video");
const REPLICATE_OUTPUT = Buffer.from("the replicate video");

afterAll(() => clearProviderMappingCache());

/** What fal's status endpoint does at each read (0-based): a fault, or its normal answer. */
type StatusFault = "502" | "drop" | "429" | "401" | "running" | "done" | "failed";

interface Fakes {
	at: { hubUrl: string; routerUrl: string };
	statusReads(): number;
	replicateRequests(): number;
}

/** The hub, fal's queue and Replicate behind one router, on a loopback port of this test's own. */
async function fakes(context: TestContext, statusPlan: (read: number) => StatusFault): Promise<Fakes> {
	let statusReads = 0;
	let replicateRequests = 0;
	const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
		response.writeHead(status, { "content-type": "application/json", ...headers });
		response.end(JSON.stringify(body));
	};
	const loopback = await startLoopback((request, response) => {
		const path = request.url ?? "";
		if (path.startsWith("/api/models/")) {
			const live = (providerId: string) => ({ providerId, status: "live", task: "text-to-video" });
			return json(response, 200, {
				inferenceProviderMapping: { "fal-ai": live("fal-ai/video"), replicate: live("o/video") },
			});
		}
		if (path.startsWith("/router/replicate/")) {
			replicateRequests++;
			return json(response, 200, { id: "p1", status: "succeeded", output: `${loopback.url}/replicate.mp4` });
		}
		if (path === "/router/fal-ai/fal-ai/video?_subdomain=queue") {
			return json(response, 200, { request_id: "f1", response_url: "https://queue.fal.run/fal-ai/video/requests/f1" });
		}
		if (path === "/router/fal-ai/fal-ai/video/requests/f1/status?_subdomain=queue") {
			const fault = statusPlan(statusReads++);
			if (fault === "drop") return void response.socket?.destroy();
			if (fault === "502") return json(response, 502, { error: "Bad gateway" });
			if (fault === "429") return json(response, 429, { error: "Too many requests" }, { "retry-after": "0" });
			if (fault === "401") return json(response, 401, { error: "Invalid credentials" });
			const status = { done: "COMPLETED", failed: "FAILED", running: "IN_PROGRESS" }[fault];
			return json(response, 200, { status });
		}
		if (path === "/router/fal-ai/fal-ai/video/requests/f1?_subdomain=queue") {
			return json(response, 200, { video: { url: `${loopback.url}/fal.mp4` } });
		}
		if (path === "/replicate.mp4") {
			response.writeHead(200, { "content-type": "video/mp4" });
			return void response.end(REPLICATE_OUTPUT);
		}
		if (path === "/fal.mp4") {
			response.writeHead(200, { "content-type": "video/mp4" });
			return void response.end(FAL_OUTPUT);
		}
		json(response, 404, { error: `no route ${path}` });
	});
	context.onTestFinished(() => loopback.close());
	return {
		at: { hubUrl: loopback.url, routerUrl: `${loopback.url}/router` },
		statusReads: () => statusReads,
		replicateRequests: () => replicateRequests,
	};
}

function generate(at: Fakes["at"], options: Parameters<typeof textToVideo>[1] & object = {}) {
	return textToVideo(
		{ model: "o/model", provider: ["fal-ai", "replicate"], inputs: "a cat", accessToken: TOKEN },
		{ ...at, ...options },
	);
}

const bytesOf = async (output: unknown) => Buffer.from(await (output as Blob).arrayBuffer());

/** The handle of fal-ai's job f1 on the fakes, as a call that accepted it kept it. */
const handle = falVideoHandle("f1", {
	status: "fal-ai/video/requests/f1/status?_subdomain=queue",
	result: "fal-ai/video/requests/f1?_subdomain=queue",
	cancel: "fal-ai/video/requests/f1/cancel?_subdomain=queue",
});

describe.concurrent("a failed poll of an accepted job polls that job again, never the next provider", () => {
	for (const fault of ["502", "drop", "429"] as const) {
		it(`fal's first status poll fails (${fault}): fal's job is polled again and its result returned; Replicate gets no request`, async (context) => {
			const server = await fakes(context, (read) => (read === 0 ? fault : "done"));
			// As the runner calls: no retries of the call's own (the poll's are the job's).
			const output = await generate(server.at, { maxRetries: 0 });
			expect(await bytesOf(output)).toEqual(FAL_OUTPUT);
			expect(server.replicateRequests()).toBe(0);
			expect(server.statusReads()).toBe(2);
		}, 20_000);
	}

	it("a job fal reports failed moves on: Replicate serves the call", async (context) => {
		const server = await fakes(context, () => "failed");
		const output = await generate(server.at, { maxRetries: 0 });
		expect(await bytesOf(output)).toEqual(REPLICATE_OUTPUT);
		expect(server.statusReads()).toBe(1);
		expect(server.replicateRequests()).toBe(1);
	}, 20_000);

	it("pollTimeout on an accepted job: a typed error carrying the job's handle, no fallback; resumeJob takes that handle", async (context) => {
		let finished = false;
		const server = await fakes(context, () => (finished ? "done" : "running"));
		const handles: JobHandle[] = [];
		const error = (await failure(generate(server.at, { pollTimeout: 1_200, onJob: (job) => handles.push(job) }))) as {
			name: string;
			kind: string;
			jobHandle?: JobHandle;
		};
		expect(error.name).toBe("InferenceClientTimeoutError");
		expect(error.kind).toBe("timeout");
		expect(error.jobHandle).toEqual(handles[0]);
		expect(error.jobHandle).toMatchObject({ provider: "fal-ai", id: "f1", via: "router" });
		// Plain JSON, without the token: what the caller keeps to resume.
		const kept = JSON.parse(JSON.stringify(error.jobHandle)) as JobHandle;
		expect(JSON.stringify(kept)).not.toContain(TOKEN);
		expect(server.replicateRequests()).toBe(0);
		finished = true;
		expect(await bytesOf(await resumeJob(kept, { accessToken: TOKEN, ...server.at }))).toEqual(FAL_OUTPUT);
		expect(server.replicateRequests()).toBe(0);
	}, 20_000);

	it("polls that keep failing end the call with the job's handle once the poll retries are spent, no fallback", async (context) => {
		const server = await fakes(context, () => "502");
		const error = (await failure(generate(server.at, { maxRetries: 0 }))) as Error & { jobHandle?: JobHandle };
		// The follow-up's 3.x error, with the handle on it.
		expect(error.name).toBe("InferenceOutputError");
		expect(error).toMatchObject({ status: 502, jobHandle: { provider: "fal-ai", id: "f1" } });
		expect(jobHandleOf(error)).toEqual(error.jobHandle);
		expect(server.replicateRequests()).toBe(0);
		// The first poll and its retries.
		expect(server.statusReads()).toBe(1 + POLL_RETRY_LIMIT);
	}, 60_000);
});

describe.concurrent("resumeJob: the handle is on every error that leaves the job as it was", () => {
	it("a refused credential, and a resume without a hub token, carry the handle (the job runs on)", async (context) => {
		const server = await fakes(context, () => "401");
		const refused = await failure(resumeJob(handle, { accessToken: TOKEN, ...server.at }));
		expect(jobHandleOf(refused)).toEqual(handle);
		expect(server.statusReads()).toBe(1);
		const withKey = await failure(resumeJob(handle, { accessToken: "fal_key_123", ...server.at }));
		expect((withKey as Error).name).toBe("InferenceClientInputError");
		expect(jobHandleOf(withKey)).toEqual(handle);
	}, 20_000);

	it("the provider's word ends the job: a failed job and an unknown one carry no handle", async (context) => {
		const server = await fakes(context, () => "failed");
		const failed = await failure(resumeJob(handle, { accessToken: TOKEN, ...server.at }));
		expect((failed as Error).message).toContain("ended with status FAILED");
		expect(jobHandleOf(failed)).toBeUndefined();
		const unknown = await failure(
			resumeJob(
				{ ...handle, id: "f2", poll: { status: "gone", result: "gone" } },
				{ accessToken: TOKEN, ...server.at },
			),
		);
		expect(unknown).toMatchObject({ name: "InferenceClientJobError", reason: "not-found" });
		expect(jobHandleOf(unknown)).toBeUndefined();
	}, 20_000);
});

describe("resumeJob is a call like any other: a receipt and telemetry", () => {
	it("a resumed job's receipt names its provider, model and job, and its span and duration metric are recorded", async (context) => {
		const server = await fakes(context, () => "done");
		const sdk = startOtelSdk();
		context.onTestFinished(() => sdk.shutdown());
		const receipts: Receipt[] = [];
		const options = { accessToken: TOKEN, ...server.at, onReceipt: (receipt: Receipt) => receipts.push(receipt) };
		await resumeJob(handle, { ...options, telemetry: { tracer: sdk.tracer, meter: sdk.meter } });
		expect(receipts).toHaveLength(1);
		expect(receipts[0]).toMatchObject({ task: "text-to-video", model: "o/model", provider: "fal-ai", ok: true });
		expect(receipts[0]?.attempts).toEqual([
			expect.objectContaining({ provider: "fal-ai", jobId: "f1", startMs: expect.any(Number) }),
		]);
		const spans = sdk.spans();
		expect(spans).toHaveLength(1);
		expect(spans[0]?.name).toBe("text-to-video o/model");
		expect(spans[0]?.attributes).toMatchObject({ "gen_ai.provider.name": "fal-ai", "server.address": "127.0.0.1" });
		await collected(sdk);
		expect(sdk.histogram("gen_ai.client.operation.duration")[0]?.value.count).toBe(1);
		expect(await sdk.everything()).not.toContain(TOKEN);
	}, 20_000);

	it("a resumed job that failed: its receipt says so, and is on the error", async (context) => {
		const server = await fakes(context, () => "failed");
		const receipts: Receipt[] = [];
		const error = await failure(
			resumeJob(handle, { accessToken: TOKEN, ...server.at, onReceipt: (receipt) => receipts.push(receipt) }),
		);
		expect(receipts[0]).toMatchObject({ ok: false, attempts: [{ provider: "fal-ai", jobId: "f1", kind: "output" }] });
		expect((error as { receipt?: Receipt }).receipt).toBe(receipts[0]);
	}, 20_000);
});

describe.concurrent("an onJob hook that fails does not abandon the job", () => {
	const hooks = {
		throws: () => {
			throw new Error(`disk full (${TOKEN})`);
		},
		rejects: async () => {
			throw new Error("database away");
		},
	};
	for (const [how, onJob] of Object.entries(hooks)) {
		it(`an onJob that ${how}: the job is followed to its output, the failure is a warning (no token in it)`, async (context) => {
			const server = await fakes(context, (read) => (read === 0 ? "running" : "done"));
			const warnings: string[] = [];
			const output = await generate(server.at, { onJob, onWarning: (message) => warnings.push(message) });
			expect(await bytesOf(output)).toEqual(FAL_OUTPUT);
			expect(server.statusReads()).toBe(2);
			expect(server.replicateRequests()).toBe(0);
			expect(warnings).toHaveLength(1);
			expect(warnings[0]).toMatch(/^onJob threw \((disk full|database away).*\); job f1 at fal-ai is followed on/);
			expect(warnings[0]).not.toContain(TOKEN);
		}, 20_000);
	}
});

describe.concurrent("Black Forest Labs' Task not found right after submission is not an expired job", () => {
	/** Black Forest Labs' polling URL: "Task not found" for the first `unseenReads` reads, then the sample. */
	async function bfl(context: TestContext, unseenReads: number) {
		let reads = 0;
		const loopback = await startLoopback((request, response) => {
			if (request.url === "/sample.png") {
				response.writeHead(200, { "content-type": "image/png" });
				return void response.end(FAL_OUTPUT);
			}
			reads++;
			response.writeHead(200, { "content-type": "application/json" });
			const ready = { status: "Ready", result: { sample: `${loopback.url}/sample.png` } };
			response.end(JSON.stringify(reads <= unseenReads ? { id: "b1", status: "Task not found" } : ready));
		});
		context.onTestFinished(() => loopback.close());
		const handle = (createdAt: Date): JobHandle => ({
			version: 1,
			provider: "black-forest-labs",
			task: "text-to-image",
			model: "o/model",
			providerModelId: "flux-dev",
			id: "b1",
			createdAt: createdAt.toISOString(),
			via: "router",
			poll: { url: `${loopback.url}/v1/get_result?id=b1` },
		});
		return { handle, reads: () => reads };
	}

	it("a job resumed right after it was kept, answered Task not found twice, is polled on to its image", async (context) => {
		const server = await bfl(context, 2);
		const image = await resumeJob(server.handle(new Date()), { accessToken: TOKEN });
		expect(await bytesOf(image)).toEqual(FAL_OUTPUT);
		expect(server.reads()).toBe(3);
	}, 20_000);

	it("a job kept longer ago than the grace, answered Task not found, is unknown (not-found) at once", async (context) => {
		const server = await bfl(context, 5);
		const old = new Date(Date.now() - BFL_NOT_FOUND_GRACE_MS - 1_000);
		const error = await failure(resumeJob(server.handle(old), { accessToken: TOKEN }));
		expect(error).toMatchObject({ name: "InferenceClientJobError", reason: "not-found", jobId: "b1" });
		expect(jobHandleOf(error)).toBeUndefined();
		expect(server.reads()).toBe(1);
	}, 20_000);
});
