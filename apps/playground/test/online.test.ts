import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlaygroundSession, startPlayground } from "./browser.js";
import { listenOnLoopback } from "./loopback.js";

// A loopback fake of the Hub and the router: the page's requests to huggingface.co / router.huggingface.co
// are forwarded to it, so the online paths run with no internet.
const TOKEN = "hf_fake_token_for_tests";
const GATED = "acme/gated-classifier";
const MAPPING = {
	"hf-inference": { providerId: GATED, status: "live", task: "text-classification" },
	together: { providerId: "acme/gated-together", status: "staging", task: "text-classification" },
	"not-a-provider": { providerId: "x", status: "live", task: "text-classification" },
};
let routerAnswers: number[] = [];
const seen: Array<{ url: string; authorization?: string }> = [];

function answer(req: IncomingMessage, url: URL): { status: number; body: unknown; delayMs?: number } {
	if (url.pathname === "/huggingface.co/api/models") {
		const found = [
			{ id: "acme/bert-small", pipeline_tag: "fill-mask" },
			{ id: "acme/bert-classifier", pipeline_tag: "text-classification" },
		];
		const task = url.searchParams.get("pipeline_tag");
		const search = url.searchParams.get("search") ?? "";
		return { status: 200, body: found.filter((m) => m.id.includes(search) && (!task || m.pipeline_tag === task)) };
	}
	if (url.pathname === `/huggingface.co/api/models/${GATED}`) {
		if (req.headers.authorization !== `Bearer ${TOKEN}`) return { status: 401, body: { error: "Access denied" } };
		const tags = ["transformers", "text-classification"];
		const info = { id: GATED, pipeline_tag: "text-classification", library_name: "transformers", tags };
		return { status: 200, body: { ...info, inferenceProviderMapping: MAPPING } };
	}
	if (url.pathname === `/router.huggingface.co/hf-inference/models/${GATED}`) {
		const status = routerAnswers.shift() ?? 200;
		// A loading model answers slowly: each "retrying, attempt n" stays on screen long enough to be seen,
		// whatever the jittered wait between attempts (0 to 500 ms, then 0 to 1 s).
		if (status === 503)
			return { status, body: { error: "Model is currently loading", estimated_time: 1 }, delayMs: 400 };
		return { status: 200, body: [[{ label: "POSITIVE", score: 0.75 }]] };
	}
	return { status: 404, body: { error: `fake hub: nothing at ${url.pathname}` } };
}

let fake: Server;
let fakeUrl: string;
let session: PlaygroundSession;
beforeAll(async () => {
	fake = createServer(async (req, res) => {
		const url = new URL(req.url ?? "/", "http://fake");
		seen.push({ url: url.pathname + url.search, authorization: req.headers.authorization });
		const { status, body, delayMs = 0 } = answer(req, url);
		await new Promise((resolve) => setTimeout(resolve, delayMs));
		res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
		res.end(JSON.stringify(body));
	});
	fakeUrl = await listenOnLoopback(fake);
	session = await startPlayground();
}, 60_000);
afterAll(async () => {
	await session?.close();
	await new Promise((resolve) => fake?.close(resolve));
});

async function onlinePage(settings: Record<string, unknown> = {}): Promise<Page> {
	const { page } = await session.newPage({ settings: { mode: "online", token: TOKEN, ...settings } });
	await page.route(/^https:\/\/(router\.)?huggingface\.co\//, async (route) => {
		const url = new URL(route.request().url());
		if (route.request().method() === "OPTIONS") {
			const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };
			return route.fulfill({ status: 204, headers: { ...cors, "access-control-allow-methods": "GET, POST" } });
		}
		const response = await route.fetch({ url: `${fakeUrl}/${url.host}${url.pathname}${url.search}` });
		await route.fulfill({ response });
	});
	return page;
}

/**
 * Closes a page once its routed requests are let go: a stopped run leaves one in flight (its fake answer is slow),
 * whose forwarding would otherwise fail after the page is gone, as an unhandled error of the test run.
 */
async function closePage(page: Page): Promise<void> {
	await page.unrouteAll({ behavior: "ignoreErrors" });
	await page.close();
}

// The first test of the file waits for Vite's first build of the page: on a busy machine, more than 20 s.
describe("online, against a fake Hub and router", { timeout: 60_000 }, () => {
	it("opens a gated model with the token, and offers only its mapping's providers with their status", async () => {
		const page = await onlinePage();
		await page.goto(`${session.url}#/model/${GATED}`);
		await page.locator(".view-code pre").waitFor();
		const options = await page.locator('select[aria-label="Provider"] option').allTextContents();
		expect(options).toEqual(["auto", "hf-inference (live)", "together (staging)"]);
		expect(await page.locator(".view-code pre").textContent()).toContain(GATED);
		await page.selectOption('select[aria-label="Provider"]', "together");
		expect(await page.locator("#provider-note").textContent()).toContain("together calls it acme/gated-together");
		// together does not serve text classification in this client: no snippet is made up for it.
		expect(await page.locator(".view-code").textContent()).toContain("The client cannot call together");
		const infoRequest = seen.find((r) => r.url.startsWith(`/huggingface.co/api/models/${GATED}?`));
		expect(infoRequest?.url).toContain("expand[]=inferenceProviderMapping");
		expect(infoRequest?.url).not.toContain(TOKEN);
		expect(infoRequest?.authorization).toBe(`Bearer ${TOKEN}`);
		await closePage(page);
	});

	it("says what to do when a gated model is opened without a token", async () => {
		const page = await onlinePage({ token: "" });
		await page.goto(`${session.url}#/model/${GATED}`);
		await page.getByRole("alert").waitFor();
		expect(await page.getByRole("alert").textContent()).toContain("private or gated. Give a token");
		await closePage(page);
	});

	it("searches the Hub's models by name, filtered by task", async () => {
		const page = await onlinePage();
		await page.goto(`${session.url}#/model`);
		await page.getByLabel("Task").selectOption("fill-mask");
		await page.getByRole("searchbox").fill("bert");
		// The filtered search's answer, not an earlier list still on screen (the page lists models before the words).
		await expect
			.poll(() => seen.map((r) => r.url))
			.toContain("/huggingface.co/api/models?search=bert&limit=20&pipeline_tag=fill-mask");
		await page.getByRole("link", { name: "acme/bert-small" }).waitFor();
		await expect.poll(() => page.getByRole("link", { name: "acme/bert-classifier" }).count()).toBe(0);
		await closePage(page);
	});

	it("reads the Hub through the client's hub layer: a provider key is never sent to huggingface.co", async () => {
		const page = await onlinePage({ token: "sk-provider-key-not-for-the-hub" });
		const before = seen.length;
		await page.goto(`${session.url}#/model`);
		await page.getByRole("searchbox").fill("classifier");
		await page.getByRole("link", { name: "acme/bert-classifier" }).waitFor();
		await page.goto(`${session.url}#/model/${GATED}`);
		await page.getByRole("alert").waitFor();
		const hubRequests = seen.slice(before).filter((request) => request.url.startsWith("/huggingface.co/"));
		expect(hubRequests.length).toBeGreaterThanOrEqual(2);
		expect(hubRequests.map((request) => request.authorization)).toEqual(hubRequests.map(() => undefined));
		// The refusal says why the key did not open the gated model.
		expect(await page.getByRole("alert").textContent()).toContain("other keys are never sent to the Hub");
		await closePage(page);
	});

	it("shows the retries while the model loads (503), then the answer", async () => {
		routerAnswers = [503, 503, 200];
		const page = await onlinePage();
		await page.goto(`${session.url}#/run/${GATED}`);
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await page.getByText(/retrying, attempt 2/).waitFor();
		await page.locator('[data-label="POSITIVE"]').waitFor();
		expect(routerAnswers).toEqual([]);
		await closePage(page);
	});

	it("gives up at the time limit of the settings, in words, and Stop stops at once", async () => {
		routerAnswers = Array(100).fill(503);
		const page = await onlinePage({ timeoutMs: 1500 });
		await page.goto(`${session.url}#/run/${GATED}`);
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await page.getByRole("alert").waitFor();
		expect(await page.getByRole("alert").textContent()).toMatch(/^No answer within the time limit \(1500 ms\)/);
		await closePage(page);
		// Stop, within a time limit that cannot end the run first (1.5 s can pass before the first retry shows).
		const stopped = await onlinePage({ timeoutMs: 60_000 });
		await stopped.goto(`${session.url}#/run/${GATED}`);
		await stopped.getByRole("button", { name: "Run", exact: true }).click();
		await stopped.getByText(/retrying, attempt/).waitFor();
		await stopped.getByRole("button", { name: "Stop" }).click();
		await stopped.getByTestId("run-progress").getByText("Stopped.").waitFor();
		expect(await stopped.getByRole("button", { name: "Run", exact: true }).isEnabled()).toBe(true);
		await closePage(stopped);
	});
});
