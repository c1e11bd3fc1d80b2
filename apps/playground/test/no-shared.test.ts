// A person who cloned this repository alone: no ../shared beside it, so no recordings. `npm start`'s dev server starts,
// the page says plainly that recorded answers are not available and offers online mode, and browsing works.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlaygroundSession, startPlayground } from "./browser.js";

let session: PlaygroundSession;
let empty: string;
beforeAll(async () => {
	empty = mkdtempSync(join(tmpdir(), "modelyard-no-shared-"));
	session = await startPlayground({ sharedDir: join(empty, "shared") });
}, 60_000);
afterAll(async () => {
	await session?.close();
	rmSync(empty, { recursive: true, force: true });
});

describe.each([1280, 390])("without ../shared, at %i px", (width) => {
	it("says recorded answers are not available, offers online mode, and tasks, libraries and snippets work", {
		timeout: 60_000,
	}, async () => {
		const { page, errors } = await session.newPage({ width });
		await page.goto(`${session.url}#/tasks`);
		const banner = page.getByTestId("recordings-missing");
		await banner.waitFor();
		expect(await banner.textContent()).toContain("Recorded answers are not available");
		await page.locator("[data-task]").first().waitFor();
		await page.goto(`${session.url}#/libraries`);
		await page.locator("[data-library]").first().waitFor();
		// A sample's snippets: its library snippets, and no false word about its providers.
		await page.goto(`${session.url}#/model/google-bert/bert-base-uncased`);
		await page.locator("#library-snippets").waitFor();
		expect(await page.locator(".view-code").textContent()).not.toContain("mapping for it is empty");
		await banner.getByRole("button", { name: "Switch to online mode" }).click();
		await banner.waitFor({ state: "detached" });
		expect(await page.locator(".mode-badge").textContent()).toBe("online");
		expect(errors.filter((error) => !error.includes("Failed to load resource"))).toEqual([]);
		await page.close();
	});
});
