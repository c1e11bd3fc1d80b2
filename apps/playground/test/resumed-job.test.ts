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
