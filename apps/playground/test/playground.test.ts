import { PIPELINE_TYPES } from "@modelyard/tasks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlaygroundSession, startPlayground } from "./browser.js";

let session: PlaygroundSession;
beforeAll(async () => {
	session = await startPlayground();
}, 60_000);
afterAll(() => session?.close());

describe("playground in a browser", () => {
	it("lists the 55 tasks of the catalogue grouped by the 7 modalities", async () => {
		const { page, errors } = await session.newPage();
		await page.goto(session.url);
		await page.waitForSelector("[data-task]");
		const tasks = await page.$$eval("[data-task]", (cards) => cards.map((card) => card.getAttribute("data-task")));
		expect(tasks.sort()).toEqual([...PIPELINE_TYPES].sort());
		expect(await page.locator("section.modality").count()).toBe(7);
		expect(await page.locator('[data-modality="audio"] [data-task]').count()).toBe(6);
		await page.getByLabel("Filter tasks").fill("speech");
		expect(await page.locator("[data-task]").count()).toBe(2);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("opens a task's page from the catalogue", async () => {
		const { page, errors } = await session.newPage();
		await page.goto(session.url);
		await page.click('[data-task="token-classification"]');
		await page.waitForSelector("#task-title");
		expect(await page.textContent("#task-title")).toBe("Token Classification");
		expect(await page.textContent(".chips")).toContain("Named Entity Recognition");
		await page.goto(`${session.url}#/tasks/not-a-task`);
		await page.getByText("There is no task").waitFor();
		expect(errors).toEqual([]);
		await page.close();
	});

	it("browses and filters the library registry", async () => {
		const { page, errors } = await session.newPage();
		await page.goto(`${session.url}#/libraries`);
		await page.waitForSelector("[data-library]");
		expect(await page.locator("[data-library]").count()).toBe(128);
		await page.getByLabel("Only those in the Hub's library filter").check();
		expect(await page.locator("[data-library]").count()).toBe(32);
		await page.getByLabel("Filter libraries").fill("sentence");
		expect(await page.locator("[data-library]").count()).toBe(1);
		expect(errors).toEqual([]);
		await page.close();
	});
});
