// Online, against a loopback fake Hub and router, at a desktop's and a phone's width: an ordered provider
// list whose first provider answers 503 falls back to the second; the receipt lists both attempts and who
// served, the scoreboard both providers, and view code the list form of the call.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { accessibilityViolations, playgroundWithFakeRouter, sidewaysOverflow } from "./browser.js";
import { FAKE_HUB_TOKEN } from "./fake-router.js";

const SHOTS = "/tmp/shots-pgui";
const MODEL = "acme/routing-chat";

const env = playgroundWithFakeRouter();
beforeAll(() => {
	mkdirSync(SHOTS, { recursive: true });
});

async function chatPage(width: number): Promise<{ page: Page; errors: string[] }> {
	const settings = { mode: "online", token: FAKE_HUB_TOKEN, hubUrl: env.fake.hubUrl, routerUrl: env.fake.routerUrl };
	const opened = await env.session.newPage({ width, settings });
	await opened.page.goto(`${env.session.url}#/run/${MODEL}`);
	await opened.page.getByLabel("Fallback list").waitFor();
	return opened;
}

describe.each([1280, 390])("a provider list at %i px", (width) => {
	it("falls back from a 503 to the next provider: both attempts in the receipt, served by the second, both on the scoreboard", {
		timeout: 60_000,
	}, async () => {
		const { page, errors } = await chatPage(width);
		await page.getByLabel("Fallback list").fill("together, novita");
		await page.getByLabel("Policy").selectOption("preferred");
		const before = env.fake.requests.length;
		env.fake.reply({ status: 503 });
		await page.getByLabel("Message").fill("Say hello");
		await page.getByLabel("Message").press("Enter");
		await page.getByTestId("attempts").waitFor();
		const calls = env.fake.requests.slice(before).map((request) => request.url);
		expect(calls).toEqual(["/router/together/v1/chat/completions", "/router/novita/v3/openai/chat/completions"]);
		expect(await page.getByTestId("stats").textContent()).toMatch(/served by novita · 2 attempts/);
		const attempts = await page.getByTestId("attempts").getByRole("listitem").allTextContents();
		expect(attempts).toHaveLength(2);
		expect(attempts[0]).toMatch(/^together: 503 \(server\), \d+ ms$/);
		expect(attempts[1]).toMatch(/^novita: answered, \d+ ms$/);
		const scoreboard = page.getByRole("region", { name: "Scoreboard" });
		const rows = await scoreboard.locator("tbody th").allTextContents();
		expect(rows.sort()).toEqual(["novita", "together"]);
		// Columns: attempts, errors, first byte, first token, tokens/s, breaker.
		const together = await scoreboard
			.getByRole("row", { name: /together/ })
			.locator("td")
			.allTextContents();
		const novita = await scoreboard
			.getByRole("row", { name: /novita/ })
			.locator("td")
			.allTextContents();
		expect(together[0]).toBe("1");
		expect(together[1]).not.toBe("0%");
		expect(novita.slice(0, 2)).toEqual(["1", "0%"]);
		expect(await sidewaysOverflow(page)).toBe(0);
		// On a phone the rows are cards, each figure under its label: no column hides beyond the panel's side.
		const hiddenWidth = await scoreboard
			.getByRole("region", { name: "Scoreboard table" })
			.evaluate((table) => table.scrollWidth - table.clientWidth);
		expect(hiddenWidth).toBe(0);
		expect(await accessibilityViolations(page)).toEqual([]);
		// Up top: a full-page shot of a scrolled page draws the sticky header over the form.
		await page.evaluate(() => window.scrollTo(0, 0));
		await page.screenshot({ path: `${SHOTS}/routing-chat-${width}.png`, fullPage: true });
		// The browser logs the 503 it was answered; nothing else may go wrong.
		expect(errors.filter((error) => !/status of 503/.test(error))).toEqual([]);
		await page.close();
	});

	it("view code shows the list form of huggingface.js for a list, the single provider without one", {
		timeout: 60_000,
	}, async () => {
		const { page, errors } = await chatPage(width);
		const code = page.locator(".view-code pre");
		await page.getByRole("tab", { name: "js · huggingface.js" }).click();
		expect(await code.textContent()).not.toContain("provider: [");
		await page.getByLabel("Fallback list").fill("together, novita");
		await page.getByRole("tab", { name: "js · huggingface.js" }).click();
		await code.getByText('provider: ["together", "novita"]').waitFor();
		await page.getByLabel("Fallback list").fill("together, no-such-provider");
		expect(await page.getByText("Not a provider this client knows: no-such-provider").count()).toBe(1);
		// A task page has the same settings beside its provider picker.
		await page.goto(`${env.session.url}#/run/acme/stable-diffusion-fake`);
		await page.getByLabel("Fallback list").fill("together, hf-inference");
		await page.getByRole("tab", { name: "js · huggingface.js" }).click();
		await code.getByText('provider: ["together", "hf-inference"]').waitFor();
		expect(await sidewaysOverflow(page)).toBe(0);
		// Up top: a full-page shot of a scrolled page draws the sticky header over the form.
		await page.evaluate(() => window.scrollTo(0, 0));
		await page.screenshot({ path: `${SHOTS}/routing-task-${width}.png`, fullPage: true });
		expect(errors).toEqual([]);
		await page.close();
	});
});
