// A media generation survives a reload: the page keeps the job's handle (never the token), and reopening it
// resumes polling the same job (no second submission), shows how long ago it was accepted, then its result; a
// provider that can cancel is offered Cancel, which sends its own cancel request.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { playgroundWithFakeRouter } from "./browser.js";
import { FAKE_HUB_TOKEN } from "./fake-router.js";

const env = playgroundWithFakeRouter();
/** An image-text-to-image model the fake runs on fal-ai's queue, its job held in progress until released. */
const MODEL = "black-forest-labs/FLUX.1-Kontext-hold";

async function openModelPage() {
	const opened = await env.session.newPage({
		settings: { mode: "online", token: FAKE_HUB_TOKEN, hubUrl: env.fake.hubUrl, routerUrl: env.fake.routerUrl },
	});
	await opened.page.goto(`${env.session.url}#/run/${MODEL}`);
	return opened;
}

const keptJob = (page: Page) => page.evaluate((key) => localStorage.getItem(key), `modelyard.job.${MODEL}`);
const submissions = () =>
	env.fake.requests.filter((request) => request.url === `/router/fal-ai/${MODEL}?_subdomain=queue`).length;

/** Runs the model, waits for its job handle to be kept, then reloads the page mid-job. */
async function runThenReload(page: Page): Promise<string> {
	env.fake.holdJobs(true);
	env.fake.requests.length = 0;
	await page.getByLabel("Input text").fill("make it snowy");
	await page.getByRole("button", { name: "Run" }).click();
	await expect.poll(() => keptJob(page), { timeout: 15_000 }).toContain('"provider":"fal-ai"');
	const kept = (await keptJob(page)) ?? "";
	await page.reload();
	return kept;
}

describe("a media generation survives a reload", { timeout: 60_000 }, () => {
	it("resumes polling the kept job: 'resumed: job ... accepted ... ago', then its result, with one submission", async () => {
		const { page, errors } = await openModelPage();
		const kept = await runThenReload(page);
		expect(kept).not.toContain(FAKE_HUB_TOKEN);
		expect(kept).not.toContain("hf_");
		const resumed = page.getByTestId("resumed-job");
		await expect
			.poll(() => resumed.textContent())
			.toMatch(/^resumed: job r1 accepted less than a minute ago \(fal-ai, image-text-to-image\) · polling…/);
		env.fake.holdJobs(false);
		await page.locator('[aria-label="Resumed job"] img[alt="Generated result"]').waitFor();
		expect(submissions()).toBe(1);
		expect(await keptJob(page)).toBeNull();
		// Answered: a later reload has nothing to resume.
		await page.reload();
		await page.getByRole("button", { name: "Run" }).waitFor();
		expect(await page.getByTestId("resumed-job").count()).toBe(0);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("offers Cancel for a fal-ai job, which sends fal's cancel request and forgets the job", async () => {
		const { page, errors } = await openModelPage();
		await runThenReload(page);
		await page.getByRole("button", { name: "Cancel job" }).click();
		await expect.poll(() => page.getByTestId("resumed-job").textContent()).toContain("· cancelled");
		const cancels = env.fake.requests.filter((request) => request.url.endsWith("/requests/r1/cancel?_subdomain=queue"));
		expect(cancels).toHaveLength(1);
		expect(submissions()).toBe(1);
		expect(await keptJob(page)).toBeNull();
		expect(errors).toEqual([]);
		await page.close();
	});
});

/** A job resumed after a reload, still polled (held in progress by the fake). */
async function resumedAndPolling(page: Page) {
	await runThenReload(page);
	await expect.poll(() => page.getByTestId("resumed-job").textContent()).toContain("· polling…");
}

/** The page's errors, but the browser's own line for each answer with an error status (the fake's on purpose). */
const pageErrors = (errors: string[]) => errors.filter((error) => !error.startsWith("Failed to load resource"));

const resultShown = (page: Page) => page.locator('[aria-label="Resumed job"] img[alt="Generated result"]').waitFor();

/** The job was submitted once and answered: its handle is forgotten, and the page logged no error of its own. */
async function expectAnsweredOnce(page: Page, errors: string[]) {
	expect(submissions()).toBe(1);
	expect(await keptJob(page)).toBeNull();
	expect(pageErrors(errors)).toEqual([]);
}

describe("a resumed job is forgotten only once it ended", { timeout: 60_000 }, () => {
	it("a 502 on the resumed job's status: the same job is polled again and its result shown, with one submission", async () => {
		const { page, errors } = await openModelPage();
		await resumedAndPolling(page);
		env.fake.failQueue("status", [502]);
		env.fake.holdJobs(false);
		await resultShown(page);
		await expectAnsweredOnce(page, errors);
		await page.close();
	});

	it("a refused credential on the resumed job's status keeps the handle and offers Retry, which shows the result", async () => {
		const { page, errors } = await openModelPage();
		await resumedAndPolling(page);
		env.fake.failQueue("status", [401]);
		const resumed = page.getByLabel("Resumed job");
		await resumed.getByRole("alert").waitFor();
		expect(await keptJob(page)).toContain('"id":"r1"');
		// A reload now would resume it again: the paid job is not lost.
		env.fake.holdJobs(false);
		await resumed.getByRole("button", { name: "Retry" }).click();
		await resultShown(page);
		expect(await resumed.getByRole("alert").count()).toBe(0);
		await expectAnsweredOnce(page, errors);
		await page.close();
	});

	it("a resumed job's status answering 502 past the client's poll retries keeps the handle and offers Retry", async () => {
		const { page, errors } = await openModelPage();
		await resumedAndPolling(page);
		// The first poll and the client's 5 polls again after it.
		env.fake.failQueue("status", [502, 502, 502, 502, 502, 502]);
		const resumed = page.getByLabel("Resumed job");
		await resumed.getByRole("alert").waitFor({ timeout: 40_000 });
		expect(await resumed.getByRole("alert").textContent()).toContain("502");
		expect(await keptJob(page)).toContain('"id":"r1"');
		env.fake.holdJobs(false);
		await resumed.getByRole("button", { name: "Retry" }).click();
		await resultShown(page);
		expect(await keptJob(page)).toBeNull();
		expect(pageErrors(errors)).toEqual([]);
		await page.close();
	});

	it("a cancel the provider refused keeps the handle; Cancel again, accepted, forgets it", async () => {
		const { page, errors } = await openModelPage();
		await resumedAndPolling(page);
		env.fake.failQueue("cancel", [500]);
		const resumed = page.getByLabel("Resumed job");
		await resumed.getByRole("button", { name: "Cancel job" }).click();
		await resumed.getByRole("alert").waitFor();
		expect(await keptJob(page)).toContain('"id":"r1"');
		await resumed.getByRole("button", { name: "Cancel job" }).click();
		await expect.poll(() => page.getByTestId("resumed-job").textContent()).toContain("· cancelled");
		const cancels = env.fake.requests.filter((request) => request.url.endsWith("/requests/r1/cancel?_subdomain=queue"));
		expect(cancels).toHaveLength(2);
		expect(await keptJob(page)).toBeNull();
		expect(pageErrors(errors)).toEqual([]);
		await page.close();
	});

	it("a job the provider no longer knows (404) is forgotten, with no Retry", async () => {
		const { page, errors } = await openModelPage();
		await resumedAndPolling(page);
		env.fake.failQueue("status", [404]);
		const resumed = page.getByLabel("Resumed job");
		await resumed.getByRole("alert").waitFor();
		expect(await resumed.getByRole("alert").textContent()).toContain("does not know job r1");
		expect(await resumed.getByRole("button", { name: "Retry" }).count()).toBe(0);
		expect(await keptJob(page)).toBeNull();
		expect(pageErrors(errors)).toEqual([]);
		await page.close();
	});
});

describe("a run whose job was left unfinished keeps it", { timeout: 60_000 }, () => {
	it("a refused token on the job's status: the run fails saying the job runs on, its handle is kept, a reload resumes it", async () => {
		const { page, errors } = await openModelPage();
		env.fake.holdJobs(true);
		env.fake.requests.length = 0;
		env.fake.failQueue("status", [401]);
		await page.getByLabel("Input text").fill("make it snowy");
		await page.getByRole("button", { name: "Run" }).click();
		await expect
			.poll(() => page.getByRole("alert").first().textContent(), { timeout: 15_000 })
			.toContain("The job was accepted and runs on: reopen this page to follow it.");
		expect(await keptJob(page)).toContain('"id":"r1"');
		await page.reload();
		env.fake.holdJobs(false);
		await resultShown(page);
		await expectAnsweredOnce(page, errors);
		await page.close();
	});
});
