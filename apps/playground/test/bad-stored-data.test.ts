import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlaygroundSession, startPlayground } from "./browser.js";

const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const SIMILARITY = "sentence-transformers/paraphrase-xlm-r-multilingual-v1";
const CHAT = "mistralai/Mistral-7B-Instruct-v0.2";
let session: PlaygroundSession;
beforeAll(async () => {
	session = await startPlayground();
}, 60_000);
afterAll(() => session?.close());

/** A page opened on `path` with `local` in localStorage and `session` in sessionStorage first (raw strings). */
async function openWith(path: string, stored: { local?: Record<string, string>; session?: Record<string, string> }) {
	const opened = await session.newPage();
	await opened.page.addInitScript(({ local = {}, session: tab = {} }) => {
		for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
		for (const [key, value] of Object.entries(tab)) sessionStorage.setItem(key, value);
	}, stored);
	await opened.page.goto(`${session.url}${path}`);
	return opened;
}
const runLink = (model: string, state: unknown) => `#/run/${model}?run=${encodeURIComponent(JSON.stringify(state))}`;
const runTitle = (page: Page, model: string) => page.getByRole("heading", { name: `Run ${model}` });
const turns = (page: Page) =>
	page.$$eval(".turns > li:not([data-pending])", (items) =>
		items.map((item) => ({
			role: item.getAttribute("data-role"),
			text: item.querySelector(".markdown, .turn-text")?.textContent?.trim() ?? "",
		})),
	);

// What this browser kept, or a link someone wrote, may be of any shape: the page opens with what is valid and
// leaves the rest out, never a blank screen.
describe("damaged stored data and shared links", { timeout: 60_000 }, () => {
	it("opens a stored chat keeping only its valid turns and settings", async () => {
		const chat = {
			provider: 42,
			route: {},
			parameters: { stopText: null, temperature: 0.3, stream: "yes" },
			draft: { text: "not a draft" },
			conversation: [
				null,
				{ role: "user", content: { text: "hi" } },
				{ role: "user", content: "Kept question" },
				{ role: "assistant", content: "Kept answer" },
				{ role: "tool", content: "not a chat turn" },
			],
		};
		const { page, errors } = await openWith(`#/run/${CHAT}`, {
			local: { [`modelyard.chat.${CHAT}`]: JSON.stringify(chat) },
		});
		await runTitle(page, CHAT).waitFor();
		expect(await turns(page)).toEqual([
			{ role: "user", text: "Kept question" },
			{ role: "assistant", text: "Kept answer" },
		]);
		expect(await page.getByLabel("Temperature").inputValue()).toBe("0.3");
		expect(await page.getByLabel("Stop sequences").inputValue()).toBe("");
		expect(await page.getByLabel("Stream the reply").isChecked()).toBe(true);
		expect(await page.getByLabel("Fallback list").inputValue()).toBe("");
		expect(await page.getByLabel("Provider").inputValue()).toBe("hf-inference");
		expect(await page.getByTestId("page-error").count()).toBe(0);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("lists only the run history entries it can show, without a cost of the wrong type", async () => {
		const link = `${session.url}${runLink(CLASSIFIER, { provider: "hf-inference" })}`;
		const history = [
			null,
			{ at: 1, summary: { a: 1 }, link },
			{
				at: 2,
				summary: "kept run",
				link,
				receipt: { attempts: [], latencyMs: 12, source: "recording", provider: "hf-inference", costUsd: "0.1" },
			},
			{ at: 3, summary: "receipt without attempts", link, receipt: { latencyMs: 5, source: "live" } },
			{ at: 4, summary: "script link", link: "javascript:alert(1)" },
			{ at: 5, summary: "failed run", link, outcome: "The provider failed." },
		];
		const { page, errors } = await openWith(`#/run/${CLASSIFIER}`, {
			local: { [`modelyard.history.run:${CLASSIFIER}`]: JSON.stringify(history) },
		});
		await runTitle(page, CLASSIFIER).waitFor();
		const rows = await page.getByTestId("run-history").locator("li").allTextContents();
		expect(rows).toHaveLength(2);
		expect(rows[0]).toMatch(/^kept run .* · 12 ms · recorded answer of hf-inference \(offline replay\)$/);
		expect(rows[1]).toMatch(/^failed run .* · The provider failed\.$/);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("falls back to the default settings for stored settings of the wrong shape", async () => {
		const empty = await openWith(`#/run/${CLASSIFIER}`, { session: { "modelyard.settings": "null" } });
		await runTitle(empty.page, CLASSIFIER).waitFor();
		expect(await empty.page.locator(".mode-badge").textContent()).toBe("offline (recorded answers)");
		expect(empty.errors).toEqual([]);
		await empty.page.close();

		const settings = {
			token: 12345678,
			mode: "online",
			hubUrl: ["x"],
			routerUrl: "http://127.0.0.1:9",
			timeoutMs: "30",
		};
		const { page, errors } = await openWith("#/settings", {
			session: { "modelyard.settings": JSON.stringify(settings) },
		});
		await page.getByRole("heading", { name: "Settings" }).waitFor();
		expect(await page.getByLabel("Access token").inputValue()).toBe("");
		expect(await page.getByRole("radio", { name: /^Online/ }).isChecked()).toBe(true);
		expect(await page.getByLabel("Hub URL").inputValue()).toBe("");
		expect(await page.getByLabel("Router URL").inputValue()).toBe("http://127.0.0.1:9");
		expect(await page.getByLabel("Time limit of one run, in seconds").inputValue()).toBe("120");
		expect(errors).toEqual([]);
		await page.close();
	});

	it("opens a task's shared link with its valid fields and the form's defaults for the others", async () => {
		const classifier = await openWith(
			runLink(CLASSIFIER, { provider: "not-a-provider", route: {}, input: { text: 7, labels: null } }),
			{},
		);
		await runTitle(classifier.page, CLASSIFIER).waitFor();
		expect(await classifier.page.getByLabel("Provider").inputValue()).toBe("hf-inference");
		expect(await classifier.page.getByLabel("Fallback list").inputValue()).toBe("");
		expect(await classifier.page.getByLabel("Input text").inputValue()).toBe("");
		expect(classifier.errors).toEqual([]);
		await classifier.page.close();

		const input = { sentences: null, text: "Kept sentence", imageParameters: { width: "wide" } };
		const { page, errors } = await openWith(runLink(SIMILARITY, { provider: "hf-inference", input }), {});
		await runTitle(page, SIMILARITY).waitFor();
		expect(await page.getByLabel("Input text").inputValue()).toBe("Kept sentence");
		expect(await page.getByLabel("Sentences").inputValue()).toContain("That is a happy dog");
		expect(errors).toEqual([]);
		await page.close();
	});

	it("opens a chat's shared link with its valid fields", async () => {
		const state = {
			provider: "hf-inference",
			route: { list: 5, policy: "fastest" },
			parameters: { stopText: null, systemPrompt: "Be brief." },
			draft: "Shared draft",
		};
		const { page, errors } = await openWith(runLink(CHAT, state), {});
		await runTitle(page, CHAT).waitFor();
		expect(await page.getByLabel("System prompt").inputValue()).toBe("Be brief.");
		expect(await page.getByLabel("Stop sequences").inputValue()).toBe("");
		expect(await page.getByLabel("Fallback list").inputValue()).toBe("");
		expect(await page.getByLabel("Policy").inputValue()).toBe("fastest");
		expect(await page.getByLabel("Message").inputValue()).toBe("Shared draft");
		expect(errors).toEqual([]);
		await page.close();
	});
});

describe("a page that fails while showing", { timeout: 60_000 }, () => {
	it("shows a message with a way out, and forgetting the page's data brings the page back", async () => {
		const link = `${session.url}${runLink(CLASSIFIER, { provider: "hf-inference" })}`;
		const history = [{ at: 1, summary: "earlier run", link, outcome: "Stopped." }];
		const { page } = await openWith(runLink(CLASSIFIER, { provider: "hf-inference", input: { text: "Shared" } }), {
			local: { [`modelyard.history.run:${CLASSIFIER}`]: JSON.stringify(history) },
		});
		// An unforeseen failure while the page renders (here, drawing the history's times).
		await page.addInitScript(() => {
			Date.prototype.toLocaleTimeString = () => {
				throw new Error("The clock cannot be read.");
			};
		});
		await page.reload();
		const failure = page.getByTestId("page-error");
		await failure.getByRole("heading", { name: "This page could not be shown" }).waitFor();
		expect(await failure.textContent()).toContain("The clock cannot be read.");
		expect(await failure.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("#/tasks");
		// The rest of the app still works around it.
		expect(await page.getByRole("navigation", { name: "Sections" }).isVisible()).toBe(true);

		await failure.getByRole("button", { name: "Forget this page's saved data and try again" }).click();
		await runTitle(page, CLASSIFIER).waitFor();
		expect(await page.getByTestId("page-error").count()).toBe(0);
		expect(await page.getByTestId("run-history").count()).toBe(0);
		expect(await page.evaluate((key) => localStorage.getItem(key), `modelyard.history.run:${CLASSIFIER}`)).toBeNull();
		expect(await page.evaluate(() => window.location.hash)).toBe(`#/run/${CLASSIFIER}`);
		await page.close();
	});
});
