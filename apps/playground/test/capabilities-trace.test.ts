// Online, against the loopback fake Hub and router, at a desktop's and a phone's width: the model page's matrix of
// what each provider can do (the Hub mapping, the router's /v1/models, what this page's runs measured), and the run
// page's trace of the last call (attempts, first byte, first token, end).
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { playgroundWithFakeRouter, sidewaysOverflow } from "./browser.js";
import { FAKE_HUB_TOKEN } from "./fake-router.js";

const SHOTS = "/tmp/shots-pgui";
const MODEL = "acme/routing-chat";

const env = playgroundWithFakeRouter();
beforeAll(() => {
	mkdirSync(SHOTS, { recursive: true });
});

async function openPage(width: number, route: string): Promise<{ page: Page; errors: string[] }> {
	const settings = { mode: "online", token: FAKE_HUB_TOKEN, hubUrl: env.fake.hubUrl, routerUrl: env.fake.routerUrl };
	const opened = await env.session.newPage({ width, settings });
	await opened.page.goto(`${env.session.url}#/${route}/${MODEL}`);
	return opened;
}

/** The matrix's cells, row by row: provider, live, tools, JSON schema, context, price, latency. */
async function matrixRows(page: Page): Promise<string[][]> {
	const table = page.getByRole("region", { name: "Capability matrix" });
	await table.waitFor();
	return table
		.locator("tbody tr")
		.evaluateAll((rows) =>
			rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? "")),
		);
}

describe.each([1280, 390])("capabilities and trace at %i px", (width) => {
	it("the model page shows each provider: live, tools, JSON schema, context, price, latency", {
		timeout: 60_000,
	}, async () => {
		const { page, errors } = await openPage(width, "model");
		const rows = await matrixRows(page);
		expect(rows.map((row) => row[0])).toEqual(["hf-inference", "together", "cohere", "novita"]);
		expect(rows[1]).toEqual(["together", "yes", "yes", "yes", "128k", "$0.88 / $0.88", "420 ms (router)"]);
		expect(rows[2]).toEqual(["cohere", "yes", "no", "no", "8k", "–", "–"]);
		expect(rows[0]?.slice(2)).toEqual(["?", "?", "–", "–", "–"]);
		expect(await sidewaysOverflow(page)).toBe(0);
		await page.getByRole("region", { name: "Capability matrix" }).scrollIntoViewIfNeeded();
		await page.screenshot({ path: `${SHOTS}/capabilities-${width}.png`, fullPage: true });
		expect(errors).toEqual([]);
		await page.close();
	});

	it("a run's trace: the failed and the answering attempt as bars, first byte, first token and end; then measured latency on the model page", {
		timeout: 60_000,
	}, async () => {
		const { page, errors } = await openPage(width, "run");
		await page.getByLabel("Fallback list").fill("together, novita");
		await page.getByLabel("Policy").selectOption("preferred");
		env.fake.reply({ status: 503 });
		await page.getByLabel("Message").fill("Say hello");
		await page.getByLabel("Message").press("Enter");
		const trace = page.getByTestId("trace");
		await trace.waitFor();
		const rows = trace.locator(".trace-row[data-outcome]");
		expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute("data-outcome")))).toEqual([
			"failed",
			"answered",
		]);
		expect(await rows.locator(".trace-label").allTextContents()).toEqual(["together", "novita"]);
		const marks = await trace.locator(".trace-marks li").allTextContents();
		expect(marks.map((mark) => mark.replace(/ \d+ ms$/, ""))).toEqual(["first byte", "first token", "end"]);
		// The answering attempt starts after the failed one ended: bars do not overlap.
		const bars = await rows.locator(".trace-bar").evaluateAll((items) =>
			items.map((item) => {
				const box = item.getBoundingClientRect();
				return { left: box.left, right: box.right };
			}),
		);
		expect(bars[1]!.left).toBeGreaterThanOrEqual(bars[0]!.right - 1);
		expect(await sidewaysOverflow(page)).toBe(0);
		await trace.scrollIntoViewIfNeeded();
		await page.screenshot({ path: `${SHOTS}/trace-${width}.png` });
		// Back on the model page (same page session): novita's latency is now measured here.
		await page.goto(`${env.session.url}#/model/${MODEL}`);
		const matrix = await matrixRows(page);
		expect(matrix.find((row) => row[0] === "novita")?.[6]).toMatch(/^\d+ ms$/);
		expect(errors.filter((error) => !/status of 503/.test(error))).toEqual([]);
		await page.close();
	});
});
