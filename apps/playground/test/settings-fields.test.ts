// The Settings page's own fields: the time limit as typed, and what "Check token" says offline.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityViolations, type PlaygroundSession, sidewaysOverflow, startPlayground } from "./browser.js";

let session: PlaygroundSession;
beforeAll(async () => {
	session = await startPlayground();
}, 60_000);
afterAll(() => session?.close());

const savedTimeout = (page: import("playwright-core").Page) =>
	page.evaluate(() => JSON.parse(sessionStorage.getItem("modelyard.settings") ?? "{}").timeoutMs as number | undefined);

const LAYOUTS = [
	{ width: 1280, colorScheme: "light" },
	{ width: 390, colorScheme: "dark" },
] as const;

describe("Settings", { timeout: 60_000 }, () => {
	it.each(LAYOUTS)(
		"the time limit can be emptied and retyped, saving only what is typed in the end ($width px, $colorScheme)",
		async (layout) => {
			const { page, errors } = await session.newPage({ ...layout, settings: { mode: "offline", timeoutMs: 120_000 } });
			await page.goto(`${session.url}#/settings`);
			const field = page.getByLabel("Time limit of one run, in seconds");
			await field.click();
			await field.press("End");
			for (let i = 0; i < 3; i++) await field.press("Backspace");
			expect(await field.inputValue()).toBe("");
			expect(await savedTimeout(page)).toBe(120_000);
			expect(await page.locator("#settings-timeout-note").textContent()).toContain("the limit stays 120 s");
			expect(await accessibilityViolations(page)).toEqual([]);
			expect(await sidewaysOverflow(page)).toBe(0);
			await field.pressSequentially("45");
			await field.press("Tab");
			expect(await savedTimeout(page)).toBe(45_000);
			expect(await field.inputValue()).toBe("45");
			// Emptied and left: the saved limit shows again.
			await field.fill("");
			await field.blur();
			expect(await field.inputValue()).toBe("45");
			expect(errors).toEqual([]);
			await page.close();
		},
	);

	it("offline, Check token says there is no token to check instead of a missing route", async () => {
		const { page, errors } = await session.newPage({ settings: { mode: "offline", token: "hf_some_token" } });
		await page.goto(`${session.url}#/settings`);
		await page.getByRole("button", { name: "Check token" }).click();
		const said = page.getByTestId("token-check");
		await said.waitFor();
		expect(await said.textContent()).toMatch(/^Offline, there is no Hub to check a token with/);
		expect(await said.getAttribute("role")).toBe("status");
		expect(errors).toEqual([]);
		await page.close();
	});
});
