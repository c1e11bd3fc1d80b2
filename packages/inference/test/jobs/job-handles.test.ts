// Durable job handles, for every provider that runs generations as jobs, against a loopback server speaking each
// provider's words: onJob comes once before the first poll with a handle holding no secret; a NEW process resumes
// the job after the first was killed (same bytes, one submission); failed and unknown jobs give typed errors;
// cancel sends the provider's own cancel request, or says at once that the provider has none.
import { afterAll, describe, expect, it, type TestContext } from "vitest";
import {
	canCancelJob,
	cancelJob,
	InferenceClient,
	InferenceClientJobError,
	isJobHandle,
	type JobHandle,
	jobHandleProblem,
	type Receipt,
	resumeJob,
	textToImage,
	textToVideo,
} from "../../src/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import { failure, startLoopback } from "../faults/loopback.js";
import { runChild } from "./child-process.js";
import { falVideoHandle, JOB_PROVIDERS, type JobProvider, type JobServer, startJobServer } from "./job-servers.js";

const TOKEN = "hf_jobhandle_secret_4f9a2c81";

// Each test has a server of its own, so its own hub URL: the shared provider-mapping cache keys answers by hub URL,
// so tests running side by side never read each other's mappings.
afterAll(() => clearProviderMappingCache());

/** A job server for this test alone, closed when the test ends. */
async function serve(context: TestContext, entry: JobProvider, alsoMapped: JobProvider[] = []): Promise<JobServer> {
	const server = await startJobServer(entry, alsoMapped);
	context.onTestFinished(() => server.close());
	return server;
}

function generate(entry: JobProvider, options: Parameters<typeof textToImage>[1] & object) {
	const call = entry.task === "text-to-image" ? textToImage : textToVideo;
	return call({ model: "o/model", provider: entry.provider as "fal-ai", inputs: "a cat", accessToken: TOKEN }, options);
}

const statusReads = (jobs: JobServer) =>
	jobs.seen.filter(
		(request) => request.method === "GET" && !request.url.startsWith("/api/") && !request.url.startsWith("/outputs/"),
	).length;

const bytesOf = async (output: unknown) => Buffer.from(await (output as Blob).arrayBuffer());

/** Submits a job that settles at its first poll and returns its handle once the call is over. */
async function finishedJob(entry: JobProvider, jobs: JobServer): Promise<JobHandle> {
	let handle: JobHandle | undefined;
	jobs.plan = { after: 0, as: "done" };
	await generate(entry, { ...jobs.at, onJob: (job) => (handle = job) });
	if (!handle) throw new Error("no handle");
	return handle;
}

/** Time for the provider's polls: its own interval, several times over, plus room for a slow machine. */
const budget = (entry: JobProvider, polls: number) => entry.intervalMs * polls + 8_000;

// The waits are each provider's real poll interval (Z.ai's 5 s) against a real socket: the tests run side by side,
// each with its own server, so the file waits about as long as its slowest tests, not the sum of every interval.
// The slowest providers' tests start first (a FIFO of maxConcurrency slots), so none is left to run alone at the end.
const SLOWEST_FIRST = [...JOB_PROVIDERS].sort((a, b) => b.intervalMs - a.intervalMs);
describe.concurrent.each(SLOWEST_FIRST.map((entry) => [entry.provider, entry] as const))("%s jobs", (_name, entry) => {
	it(
		"onJob is called once, before the first poll, with a plain-JSON handle holding no secret; the receipt records the job id",
		async (context) => {
			const jobs = await serve(context, entry);
			jobs.plan = { after: 1, as: "done" };
			const handles: JobHandle[] = [];
			const readsAtJob: number[] = [];
			const receipts: Receipt[] = [];
			const output = await generate(entry, {
				...jobs.at,
				onJob: (job) => {
					handles.push(job);
					readsAtJob.push(statusReads(jobs));
				},
				onReceipt: (receipt) => receipts.push(receipt),
			});
			expect(handles).toHaveLength(1);
			expect(readsAtJob).toEqual([0]);
			const handle = handles[0] as JobHandle;
			expect(handle).toMatchObject({ provider: entry.provider, task: entry.task, model: "o/model", via: "router" });
			expect(handle.id).toMatch(/^job1x/);
			expect(Number.isNaN(Date.parse(handle.createdAt))).toBe(false);
			const json = JSON.stringify(handle);
			expect(JSON.parse(json)).toEqual(handle);
			expect(json).not.toContain(TOKEN);
			expect(json).not.toContain("hf_");
			// Paths below the router, never its host (Black Forest Labs hands out its own polling URL, read without credentials).
			expect(json).not.toContain(jobs.at.routerUrl);
			expect(await bytesOf(output)).toEqual(jobs.outputOf(handle.id));
			expect(receipts[0]?.attempts[0]?.jobId).toBe(handle.id);
			// The token went on every call to the router; Black Forest Labs' polling URL is read without one, as in 3.x.
			for (const request of jobs.seen.filter((seen) => seen.url.startsWith("/router/"))) {
				expect(request.authorization).toBe(`Bearer ${TOKEN}`);
			}
		},
		budget(entry, 3),
	);

	it(
		"resumeJob in a NEW process after the first was killed returns the same bytes, with exactly one submission",
		async (context) => {
			const jobs = await serve(context, entry);
			jobs.plan = "never";
			const input = { provider: entry.provider, task: entry.task, token: TOKEN, at: jobs.at };
			const first = await runChild("submit", input);
			const { job } = (await first.line("job")) as { job: JobHandle };
			first.process.kill("SIGKILL");
			expect((await first.exited).signal).toBe("SIGKILL");
			jobs.settle("done");
			const second = await runChild("resume", { ...input, handle: job });
			const { bytes } = (await second.line("bytes")) as { bytes: string };
			expect(Buffer.from(bytes, "base64")).toEqual(jobs.outputOf(job.id));
			expect((await second.exited).code).toBe(0);
			expect(jobs.submissions()).toBe(1);
		},
		budget(entry, 3) + 10_000,
	);

	it(
		"a failed job: resumeJob throws the error the original call threw",
		async (context) => {
			const jobs = await serve(context, entry);
			jobs.plan = { after: 0, as: "failed" };
			let handle: JobHandle | undefined;
			const original = (await failure(generate(entry, { ...jobs.at, onJob: (job) => (handle = job) }))) as Error;
			const resumed = (await failure(resumeJob(handle as JobHandle, { accessToken: TOKEN, ...jobs.at }))) as Error;
			expect(resumed.constructor).toBe(original.constructor);
			expect(resumed.message).toBe(original.message);
			expect(resumed.message).not.toContain(TOKEN);
			expect(jobs.submissions()).toBe(1);
		},
		budget(entry, 3),
	);

	it(
		"a job the provider no longer knows is an InferenceClientJobError (not-found), read in the provider's own words",
		async (context) => {
			const jobs = await serve(context, entry);
			// An hour old: Black Forest Labs' "Task not found" for a job just submitted means "not visible yet".
			const handle = { ...(await finishedJob(entry, jobs)), createdAt: new Date(Date.now() - 3_600_000).toISOString() };
			jobs.forget();
			const error = await failure(new InferenceClient(TOKEN, jobs.at).resumeJob(handle));
			expect(error).toBeInstanceOf(InferenceClientJobError);
			expect(error).toMatchObject({
				reason: "not-found",
				kind: "not-found",
				provider: entry.provider,
				jobId: handle.id,
			});
			expect(jobs.submissions()).toBe(1);
		},
		budget(entry, 3),
	);

	it(
		entry.cancellable
			? "cancelJob sends the provider's cancel request, with the token"
			: "cancelJob says the provider cannot cancel, with no request",
		async (context) => {
			const jobs = await serve(context, entry);
			const handle = await finishedJob(entry, jobs);
			const before = jobs.seen.length;
			// What the protocol declares, asked without a request.
			expect(canCancelJob(handle)).toBe(entry.cancellable);
			expect(canCancelJob(JSON.parse(JSON.stringify(handle)))).toBe(entry.cancellable);
			if (entry.cancellable) {
				await cancelJob(handle, { accessToken: TOKEN, ...jobs.at });
				const sent = jobs.seen.slice(before);
				expect(sent).toHaveLength(1);
				expect(entry.followUp(sent[0]?.method ?? "", sent[0]?.url ?? "")).toEqual({ id: handle.id, kind: "cancel" });
				expect(sent[0]?.authorization).toBe(`Bearer ${TOKEN}`);
			} else {
				const error = await failure(new InferenceClient(TOKEN, jobs.at).cancelJob(handle));
				expect(error).toBeInstanceOf(InferenceClientJobError);
				expect(error).toMatchObject({ reason: "cancel-unsupported", provider: entry.provider });
				expect(jobs.seen.length).toBe(before);
			}
		},
		budget(entry, 3),
	);
});

const byName = (name: string) => JOB_PROVIDERS.find((entry) => entry.provider === name) as JobProvider;

describe.concurrent("an accepted job is the call's", () => {
	it("attemptTimeout does not leave an accepted job for another provider (a second bill)", async (context) => {
		const fal = byName("fal-ai");
		const jobs = await serve(context, fal, [byName("together")]);
		// The job runs 4 polls (2 s at fal's 500 ms), past the attempt's timeout; the submit has room on a loaded machine.
		jobs.plan = { after: 4, as: "done" };
		const receipts: Receipt[] = [];
		const output = await textToVideo(
			{ model: "o/model", provider: ["fal-ai", "together"], inputs: "a cat", accessToken: TOKEN },
			{ ...jobs.at, attemptTimeout: 1_500, onReceipt: (receipt) => receipts.push(receipt) },
		);
		expect(jobs.submissions()).toBe(1);
		expect(receipts[0]?.attempts.map((attempt) => attempt.provider)).toEqual(["fal-ai"]);
		expect((await bytesOf(output)).toString()).toContain("output of job1x");
	}, 15_000);

	it("hedging: a job accepted while the hedge runs stops the hedge, never the job", async (context) => {
		// fal-ai accepts its job after 400 ms; the hedge (Replicate, started at 100 ms) would answer at once after 800 ms.
		const falOutput = Buffer.from("fal video");
		const replicateOutput = Buffer.from("replicate video");
		let falStatusReads = 0;
		// Closed when this test ends (loopback.ts's `serve` closes its servers after each test: any concurrent one's).
		const loopback = await startLoopback(async (request, response) => {
			const path = request.url ?? "";
			const json = (body: unknown) => {
				response.writeHead(200, { "content-type": "application/json" });
				response.end(JSON.stringify(body));
			};
			if (path.startsWith("/api/models/")) {
				const live = (providerId: string) => ({ providerId, status: "live", task: "text-to-video" });
				return json({ inferenceProviderMapping: { "fal-ai": live("fal-ai/video"), replicate: live("o/video") } });
			}
			if (path === "/router/fal-ai/fal-ai/video?_subdomain=queue") {
				await new Promise((resolve) => setTimeout(resolve, 400));
				return json({ request_id: "f1", response_url: "https://queue.fal.run/fal-ai/video/requests/f1" });
			}
			if (path.startsWith("/router/fal-ai/fal-ai/video/requests/f1/status")) {
				falStatusReads++;
				return json({ status: falStatusReads > 2 ? "COMPLETED" : "IN_PROGRESS" });
			}
			if (path.startsWith("/router/fal-ai/fal-ai/video/requests/f1"))
				return json({ video: { url: `${loopback.url}/fal.mp4` } });
			if (path.startsWith("/router/replicate/")) {
				await new Promise((resolve) => setTimeout(resolve, 800));
				return json({ id: "p1", status: "succeeded", output: `${loopback.url}/replicate.mp4` });
			}
			response.writeHead(200, { "content-type": "video/mp4" });
			response.end(path === "/fal.mp4" ? falOutput : replicateOutput);
		});
		context.onTestFinished(() => loopback.close());
		const receipts: Receipt[] = [];
		const output = await textToVideo(
			{ model: "o/model", provider: ["fal-ai", "replicate"], inputs: "a cat", accessToken: TOKEN },
			{
				hubUrl: loopback.url,
				routerUrl: `${loopback.url}/router`,
				hedgeAfterMs: 100,
				onReceipt: (receipt) => receipts.push(receipt),
			},
		);
		expect(await bytesOf(output)).toEqual(falOutput);
		const [fal, replicate] = receipts[0]?.attempts ?? [];
		expect(fal).toMatchObject({ provider: "fal-ai", jobId: "f1" });
		expect(replicate).toMatchObject({ provider: "replicate", hedged: true, cancelled: true });
	}, 15_000);

	it("with onJob, Replicate is asked without Prefer: wait, so the handle comes before the long part", async (context) => {
		const jobs = await serve(context, byName("replicate"));
		await generate(byName("replicate"), { ...jobs.at });
		await generate(byName("replicate"), { ...jobs.at, onJob: () => {} });
		const submits = jobs.seen.filter((request) => request.method === "POST");
		expect(submits.map((request) => request.prefer)).toEqual(["wait", undefined]);
	}, 15_000);

	it("a handle that is not one is refused before any request, saying what is wrong", async (context) => {
		const jobs = await serve(context, byName("fal-ai"));
		const handle = await finishedJob(byName("fal-ai"), jobs);
		const before = jobs.seen.length;
		const { id: _id, ...withoutId } = handle;
		const error = await failure(resumeJob(withoutId as JobHandle, { accessToken: TOKEN, ...jobs.at }));
		expect((error as Error).name).toBe("InferenceClientInputError");
		expect((error as Error).message).toContain("id is missing");
		const withKey = await failure(resumeJob(handle, { accessToken: "fal_key_123", ...jobs.at }));
		expect((withKey as Error).message).toContain("through the router");
		expect(jobs.seen.length).toBe(before);
	}, 15_000);

	it("one handle check, exported: jobHandleProblem says what is wrong, canCancelJob is false for what is not a handle", () => {
		const handle = falVideoHandle("r1", { status: "a/status", result: "a", cancel: "a/cancel" }, new Date(0));
		expect(isJobHandle(handle)).toBe(true);
		expect(jobHandleProblem(handle)).toBeUndefined();
		expect(jobHandleProblem({ ...handle, id: "" })).toBe("id is missing or wrong");
		expect(jobHandleProblem({ ...handle, poll: ["a"] })).toBe("poll is missing or wrong");
		expect(jobHandleProblem({ ...handle, version: 2 })).toBe("its version is not 1");
		expect(jobHandleProblem("r1")).toBe("it is not an object");
		expect(canCancelJob(handle)).toBe(true);
		expect(canCancelJob({ ...handle, provider: "together" })).toBe(false);
		expect(canCancelJob({ ...handle, provider: "no-such-provider" })).toBe(false);
		expect(canCancelJob({ ...handle, task: "text-classification" })).toBe(false);
		expect(canCancelJob({ ...handle, via: "elsewhere" })).toBe(false);
	});
});
