import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { playgroundWithFakeRouter } from "./browser.js";

const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const CHAT = "mistralai/Mistral-7B-Instruct-v0.2";
const env = playgroundWithFakeRouter();

const result = (page: Page) => page.getByRole("region", { name: "Result" });
const turns = (page: Page) =>
	page.$$eval(".turns > li:not([data-pending])", (items) =>
		items.map((item) => ({
			role: item.getAttribute("data-role"),
			text: item.querySelector(".markdown, .turn-text")?.textContent?.trim() ?? "",
		})),
	);

/** Clicks Copy link and waits for the address to be the link (it is rewritten after the clipboard answers). */
async function copyLink(page: Page) {
	await page.getByRole("button", { name: "Copy link" }).click();
	await page
		.getByRole("status")
		.getByText(/Link copied|Copy the link/)
		.waitFor();
	expect(await page.evaluate(() => window.location.hash)).toContain("?run=");
}

// Copy link rewrites the address in place; a re-render afterwards (here the theme toggle) must not open the
// page again, which would drop the result, the form and a reply on its way.
describe("Copy link keeps the page", { timeout: 60_000 }, () => {
	it("keeps a task's result and edited form through a re-render after Copy link", async () => {
		const { page, errors } = await env.session.newPage();
		await page.goto(`${env.session.url}#/run/${CLASSIFIER}`);
		await page.locator(".chip-button").first().click();
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await result(page).locator("[data-label]").first().waitFor();
		await page.getByLabel("Input text").fill("Changed after the run");
		await copyLink(page);
		await page.getByRole("button", { name: "Dark mode" }).click();
		expect(await page.getByRole("button", { name: "Dark mode" }).getAttribute("aria-pressed")).toBe("true");
		expect(await result(page).locator("[data-label]").count()).toBeGreaterThan(0);
		expect(await page.getByTestId("stale-result").count()).toBe(1);
		expect(await page.getByLabel("Input text").inputValue()).toBe("Changed after the run");
		expect(errors).toEqual([]);
		await page.close();
	});

	it("lets a streaming chat reply finish and be kept when the page re-renders after Copy link", async () => {
		const { page, errors } = await env.session.newPage({
			settings: { mode: "online", token: "", hubUrl: env.fake.hubUrl, routerUrl: env.fake.routerUrl },
		});
		await page.goto(`${env.session.url}#/run/${CHAT}`);
		env.fake.reply({ chunks: ["Slow", " but", " complete", " in", " the", " end."], delayMs: 400 });
		await page.getByLabel("Message").fill("Take your time");
		await page.getByLabel("Message").press("Enter");
		await page.locator("[data-pending] .markdown").getByText("Slow").waitFor();
		await copyLink(page);
		await page.getByRole("button", { name: "Dark mode" }).click();
		// Still mid-reply when the page re-rendered.
		expect(await page.locator("[data-pending]").count()).toBe(1);
		await page.locator('.turns > li[data-role="assistant"]:not([data-pending])').waitFor();
		expect(await turns(page)).toEqual([
			{ role: "user", text: "Take your time" },
			{ role: "assistant", text: "Slow but complete in the end." },
		]);
		const stored = await page.evaluate((model) => localStorage.getItem(`modelyard.chat.${model}`), CHAT);
		expect(JSON.parse(stored ?? "{}").conversation).toEqual([
			{ role: "user", content: "Take your time" },
			{ role: "assistant", content: "Slow but complete in the end." },
		]);
		expect(await page.getByRole("alert").count()).toBe(0);
		expect(errors).toEqual([]);
		await page.close();
	});
});
