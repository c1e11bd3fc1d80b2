// What the Hub may answer that this version does not know: a task added after it was made.
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityViolations, type PlaygroundSession, sidewaysOverflow, startPlayground } from "./browser.js";
import { listenOnLoopback } from "./loopback.js";

const NEW_TASK = "holographic-folding";
const MODEL = "someone/new-task-model";

/** A Hub whose every model has a task this version has never heard of. */
const hub = createServer((req, res) => {
	res.setHeader("access-control-allow-origin", "*");
	res.setHeader("access-control-allow-headers", "*");
	if (req.method === "OPTIONS") return void res.writeHead(204).end();
	const mapping = { "hf-inference": { providerId: MODEL, status: "live", task: NEW_TASK } };
	res.writeHead(200, { "content-type": "application/json" });
	res.end(
		JSON.stringify({ _id: MODEL, id: MODEL, pipeline_tag: NEW_TASK, tags: [], inferenceProviderMapping: mapping }),
	);
});
let hubUrl = "";
let session: PlaygroundSession;
beforeAll(async () => {
	[hubUrl, session] = await Promise.all([listenOnLoopback(hub), startPlayground()]);
}, 60_000);
afterAll(async () => {
	await session?.close();
	await new Promise<void>((resolve) => hub.close(() => resolve()));
});

const LAYOUTS = [
	{ width: 1280, colorScheme: "light" },
	{ width: 390, colorScheme: "dark" },
] as const;

describe("a task the Hub knows and this version does not", { timeout: 60_000 }, () => {
	it.each(LAYOUTS)(
		"the Run and Snippets pages show, naming the task as unknown ($width px, $colorScheme)",
		async (layout) => {
			const { page, errors } = await session.newPage({
				...layout,
				settings: { mode: "online", token: "hf_test", hubUrl, routerUrl: "" },
			});
			for (const route of ["run", "model"]) {
				await page.goto(`${session.url}#/${route}/${MODEL}`);
				await page.locator(".meta").first().waitFor();
				expect(await page.locator(".meta").first().textContent()).toContain(
					`${NEW_TASK} (a task this version of the playground does not know yet)`,
				);
				expect(await page.locator('[role="alert"]').count()).toBe(0);
				expect(await sidewaysOverflow(page)).toBe(0);
				expect(await accessibilityViolations(page)).toEqual([]);
			}
			expect(errors).toEqual([]);
			await page.close();
		},
	);
});
