// What the Hub may answer that this version does not know: a task added after it was made.
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityViolations, type PlaygroundSession, sidewaysOverflow, startPlayground } from "./browser.js";
import { listenOnLoopback } from "./loopback.js";

const NEW_TASK = "holographic-folding";
const MODEL = "someone/new-task-model";

/** The task each model of this Hub has: one this version has never heard of, and two list-taking tasks. */
const TASKS: Record<string, string> = {
	[MODEL]: NEW_TASK,
	"someone/zero-shot": "zero-shot-classification",
	"someone/similar": "sentence-similarity",
	"someone/staging-only": "text-classification",
	"someone/fal-first": "text-classification",
};
/** The JSON bodies the router was sent. */
const sent: unknown[] = [];

/** A Hub and hf-inference route at once: /api/models/{id} answers the model's info, a POST its answer. */
const hub = createServer(async (req, res) => {
	res.setHeader("access-control-allow-origin", "*");
	res.setHeader("access-control-allow-headers", "*");
	if (req.method === "OPTIONS") return void res.writeHead(204).end();
	res.setHeader("content-type", "application/json");
	if (req.method === "POST") {
		const chunks: Buffer[] = [];
		for await (const chunk of req) chunks.push(chunk as Buffer);
		const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { parameters?: { candidate_labels?: string[] } };
		sent.push(body);
		const labels = body.parameters?.candidate_labels;
		return void res.end(
			JSON.stringify(labels ? { sequence: "x", labels, scores: labels.map(() => 1 / labels.length) } : [0.5, 0.25]),
		);
	}
	const id = decodeURIComponent(/\/api\/models\/([^?]+)/.exec(req.url ?? "")?.[1] ?? "");
	const task = TASKS[id] ?? NEW_TASK;
	const status = id.includes("staging") ? "staging" : "live";
	// fal-ai, first and live, does not serve text classification in this client: auto is never it.
	const falFirst = id.includes("fal-first") ? { "fal-ai": { providerId: id, status, task } } : {};
	const mapping = { ...falFirst, "hf-inference": { providerId: id, status, task } };
	res.end(JSON.stringify({ _id: id, id, pipeline_tag: task, tags: [], inferenceProviderMapping: mapping }));
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
				settings: { mode: "online", token: "hf_test", hubUrl, routerUrl: `${hubUrl}/router` },
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

describe("view code is the call sent", { timeout: 60_000 }, () => {
	/** Code without its layout: no white space, no trailing comma. */
	const compact = (code: string) => code.replace(/\s+/g, "").replace(/,([\]}])/g, "$1");

	/** The shown snippet of a client, as text. */
	const snippetOf = async (page: import("playwright-core").Page, tab: RegExp) => {
		await page.getByRole("tab", { name: tab }).click();
		return (await page.locator(".view-code pre").last().textContent()) ?? "";
	};

	it("zero-shot classification: the candidate labels as the list the run sends", async () => {
		const { page, errors } = await session.newPage({
			settings: { mode: "online", token: "hf_test", hubUrl, routerUrl: `${hubUrl}/router` },
		});
		await page.goto(`${session.url}#/run/someone/zero-shot`);
		await page.getByLabel("Candidate labels").fill("refund, legal,faq");
		sent.length = 0;
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await page.locator('[aria-label="Result"], [role="alert"]').first().waitFor();
		expect(sent).toEqual([
			{ inputs: expect.any(String), parameters: { candidate_labels: ["refund", "legal", "faq"] } },
		]);
		const python = compact(await snippetOf(page, /^python · huggingface_hub$/));
		expect(python).toContain(`candidate_labels=["refund","legal","faq"]`);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("sentence similarity: the sentences split as the run splits them", async () => {
		const { page, errors } = await session.newPage({
			settings: { mode: "online", token: "hf_test", hubUrl, routerUrl: `${hubUrl}/router` },
		});
		await page.goto(`${session.url}#/run/someone/similar`);
		await page.getByLabel("Sentences").fill("A dog, happy\nA cat");
		sent.length = 0;
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await page.locator('[aria-label="Result"]').waitFor();
		const sentences = (sent[0] as { inputs: { sentences: string[] } }).inputs.sentences;
		const js = compact(await snippetOf(page, /^js · fetch$/));
		expect(js).toContain(`sentences:${compact(JSON.stringify(sentences))}`);
		expect(errors).toEqual([]);
		await page.close();
	});
});

describe("auto as the client resolves it", { timeout: 60_000 }, () => {
	it("with only a staging provider, auto picks none: the note says so and view code shows no call", async () => {
		const { page, errors } = await session.newPage({
			width: 390,
			colorScheme: "dark",
			settings: { mode: "online", token: "hf_test", hubUrl, routerUrl: `${hubUrl}/router` },
		});
		await page.goto(`${session.url}#/run/someone/staging-only`);
		await page.getByLabel("Provider").selectOption("auto");
		expect(await page.locator("#provider-note").textContent()).toContain("none of this model's is live");
		expect(await page.getByRole("tab").count()).toBe(0);
		expect(await accessibilityViolations(page)).toEqual([]);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("a live provider this client cannot call for the task is skipped: auto is the next one, as the client picks", async () => {
		const { page, errors } = await session.newPage({
			width: 1280,
			colorScheme: "light",
			settings: { mode: "online", token: "hf_test", hubUrl, routerUrl: `${hubUrl}/router` },
		});
		await page.goto(`${session.url}#/run/someone/fal-first`);
		await page.getByLabel("Provider").selectOption("auto");
		expect(await page.locator("#provider-note").textContent()).toContain("here hf-inference");
		expect(await accessibilityViolations(page)).toEqual([]);
		expect(errors).toEqual([]);
		await page.close();
	});
});
