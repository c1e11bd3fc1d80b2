// What this browser keeps: bounded however many models are tried, and a full storage is said, not swallowed.
import { describe, expect, it } from "vitest";
import { accessibilityViolations, playgroundWithFakeRouter, sidewaysOverflow } from "./browser.js";

const env = playgroundWithFakeRouter();
const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";

const runRecorded = async (page: import("playwright-core").Page) => {
	await page.goto(`${env.session.url}#/run/${CLASSIFIER}`);
	await page.locator(".chip-button").first().waitFor();
	await page.waitForTimeout(300);
	await page.getByRole("button", { name: "Run", exact: true }).click();
	await page.locator('[aria-label="Result"]').waitFor();
};

describe("kept in this browser", { timeout: 60_000 }, () => {
	it("keeps the runs and chats of a bounded number of pages, the least recently used forgotten first", async () => {
		const { page, errors } = await env.session.newPage();
		// Sixty models tried before: a history and a chat each.
		await page.addInitScript(() => {
			if (localStorage.getItem("seeded")) return;
			localStorage.setItem("seeded", "1");
			const entry = { at: 1, summary: "old", link: "#/run/x" };
			for (let i = 0; i < 60; i++) {
				localStorage.setItem(`modelyard.history.run:old/model-${i}`, JSON.stringify([entry]));
				localStorage.setItem(
					`modelyard.chat.old/chat-${i}`,
					JSON.stringify({ conversation: [{ role: "user", content: "hi" }] }),
				);
			}
		});
		await runRecorded(page);
		const kept = await page.evaluate(() =>
			Object.keys(localStorage).filter((key) => /^modelyard\.(history|chat)\./.test(key)),
		);
		expect(kept.length).toBeLessThanOrEqual(24);
		expect(kept).toContain(`modelyard.history.run:${CLASSIFIER}`);
		expect(errors).toEqual([]);
		await page.close();
	});

	it.each([
		{ width: 1280, colorScheme: "light" },
		{ width: 390, colorScheme: "dark" },
	] as const)("says when the storage is full ($width px, $colorScheme)", async (layout) => {
		const { page, errors } = await env.session.newPage(layout);
		await page.addInitScript(() => {
			const setItem = Storage.prototype.setItem;
			Storage.prototype.setItem = function (key: string, value: string) {
				if (this === localStorage && key.startsWith("modelyard.")) {
					throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
				}
				setItem.call(this, key, value);
			};
		});
		await runRecorded(page);
		const notice = page.getByTestId("storage-full");
		await notice.waitFor();
		expect(await notice.textContent()).toContain("storage is full");
		expect(await notice.getAttribute("role")).toBe("status");
		expect(await accessibilityViolations(page)).toEqual([]);
		expect(await sidewaysOverflow(page)).toBe(0);
		expect(errors).toEqual([]);
		await page.close();
	});
});
