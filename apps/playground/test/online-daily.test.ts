// Online, against a loopback fake Hub and router, at a desktop's and a phone's width: who served (the router's
// answer, not the choice "auto"), results under a changed input, a long job's status, a network that is down,
// and checking a token with the Hub.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { playgroundWithFakeRouter } from "./browser.js";
import { FAKE_HUB_TOKEN } from "./fake-router.js";

const env = playgroundWithFakeRouter();

/** A page in online mode whose Hub and router are the fake's (or `addresses` given). */
async function onlinePage(width: number, hash: string, addresses?: { hubUrl: string; routerUrl: string }) {
	const settings = {
		mode: "online",
		token: FAKE_HUB_TOKEN,
		hubUrl: env.fake.hubUrl,
		routerUrl: env.fake.routerUrl,
		...addresses,
	};
	const opened = await env.session.newPage({ width, settings });
	await opened.page.goto(`${env.session.url}${hash}`);
	return opened;
}
const result = (page: Page) => page.getByRole("region", { name: "Result" });

describe.each([1280, 390])("online at %i px", (width) => {
	it("auto: the receipt names the provider that served and its request id; a new prompt marks the result stale", {
		timeout: 60_000,
	}, async () => {
		const { page, errors } = await onlinePage(width, "#/run/acme/stable-diffusion-fake");
		await page.getByLabel("Provider").selectOption("auto");
		await page.getByLabel("Input text").fill("a lighthouse at dusk");
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await result(page).getByAltText("Generated result").waitFor();
		const receipt = await page.getByTestId("stats").textContent();
		expect(receipt).toMatch(/^\d+ ms · served by hf-inference · request id fake-request-\d+$/);
		expect(receipt).not.toContain("auto");
		await page.getByLabel("Input text").fill("a lighthouse at dawn");
		await page.getByTestId("stale-result").waitFor();
		expect(errors).toEqual([]);
		await page.close();
	});

	it("a long media job shows its elapsed time and status while it is polled", { timeout: 60_000 }, async () => {
		const { page } = await onlinePage(width, "#/run/fake/wan-i2v");
		await page.getByRole("button", { name: "Use the sample cats.png" }).click();
		await page.getByAltText(/^Chosen input/).waitFor();
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await page
			.getByTestId("run-elapsed")
			.getByText(/\d+ s · job in progress \(polling \d+\)/)
			.waitFor();
		await page.getByLabel("Generated video").waitFor();
		expect(await page.getByTestId("stats").textContent()).toMatch(/served by fal-ai/);
		await page.close();
	});

	it("with the network down, says which server did not answer and what to do, not 'Failed to fetch'", {
		timeout: 60_000,
	}, async () => {
		const down = { hubUrl: "http://127.0.0.1:9/hub", routerUrl: "http://127.0.0.1:9/router" };
		const { page } = await onlinePage(width, "#/run/acme/stable-diffusion-fake", down);
		const alert = page.getByRole("alert");
		await alert.waitFor();
		const words = await alert.textContent();
		expect(words).toMatch(/^The Hub at 127\.0\.0\.1:9 did not answer: .*Check your connection/);
		expect(words).toContain("offline mode");
		await page.close();
	});

	it("Settings: Check token asks the Hub's whoami with an hf_ token, and never sends a provider key", {
		timeout: 60_000,
	}, async () => {
		const { page } = await onlinePage(width, "#/settings");
		await page.getByRole("button", { name: "Check token" }).click();
		await expect
			.poll(() => page.getByTestId("token-check").textContent())
			.toBe("Valid: this token belongs to ada (read).");
		await page.getByLabel("Access token").fill("sk-a-provider-key");
		await page.getByRole("button", { name: "Check token" }).click();
		await expect.poll(() => page.getByTestId("token-check").textContent()).toContain("not a hub token");
		await page.close();
	});
});
