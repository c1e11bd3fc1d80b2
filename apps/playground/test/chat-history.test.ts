// A chat's earlier runs: every answered or failed call is kept, and its link restores the whole message.
import { describe, expect, it } from "vitest";
import { accessibilityViolations, playgroundWithFakeRouter, sidewaysOverflow } from "./browser.js";

const MODEL = "mistralai/Mistral-7B-Instruct-v0.2";
const env = playgroundWithFakeRouter();
const LONG = `Please summarise this: ${"a long message that goes on ".repeat(6)}and ends here.`;

describe("chat history", { timeout: 60_000 }, () => {
	it.each([
		{ width: 1280, colorScheme: "light" },
		{ width: 390, colorScheme: "dark" },
	] as const)(
		"keeps failed runs, and an entry restores the whole message ($width px, $colorScheme)",
		async (layout) => {
			const { page, errors } = await env.session.newPage({
				...layout,
				settings: { mode: "online", token: "hf_test", hubUrl: env.fake.hubUrl, routerUrl: env.fake.routerUrl },
			});
			await page.goto(`${env.session.url}#/run/${MODEL}`);
			await page.evaluate(() => localStorage.clear());
			env.fake.reply({ status: 500 });
			await page.getByLabel("Message").fill("This one fails");
			await page.getByLabel("Message").press("Enter");
			await page.getByRole("alert").waitFor();
			await page.getByLabel("Message").fill(LONG);
			await page.getByLabel("Message").press("Enter");
			await page.locator('.turns > li[data-role="assistant"]:not([data-pending])').waitFor();
			const history = page.getByTestId("run-history");
			await history.locator("summary").click();
			const rows = history.locator("li");
			expect(await rows.count()).toBe(2);
			expect(await rows.nth(1).textContent()).toContain("This one fails");
			expect(await rows.nth(1).textContent()).toMatch(/failed|500/i);
			expect(LONG.length).toBeGreaterThan(80);
			expect(await accessibilityViolations(page)).toEqual([]);
			expect(await sidewaysOverflow(page)).toBe(0);
			await rows.nth(0).getByRole("link").click();
			await expect.poll(() => page.getByLabel("Message").inputValue()).toBe(LONG);
			expect(errors.filter((e) => !e.includes("500"))).toEqual([]);
			await page.close();
		},
	);
});
