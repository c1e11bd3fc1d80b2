// A first visit, offline (recorded answers), at a desktop's and a phone's width: results never stand under
// another input, receipts say who answered, offline gaps are notices, and what a daily tool has (history,
// links, shortcuts, theme, page not found, task-page links, compare that fits).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlaygroundSession, startPlayground } from "./browser.js";

const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const CHAT = "mistralai/Mistral-7B-Instruct-v0.2";
const result = (page: Page) => page.getByRole("region", { name: "Result" });

let session: PlaygroundSession;
beforeAll(async () => {
	session = await startPlayground();
}, 60_000);
afterAll(() => session?.close());

/** The classifier's page, run once on its first recorded example. */
async function classified(page: Page) {
	await page.goto(`${session.url}#/run/${CLASSIFIER}`);
	await page.locator(".chip-button").first().click();
	await page.getByRole("button", { name: "Run", exact: true }).click();
	await result(page).locator('[data-label="POSITIVE"], [data-label="NEGATIVE"]').first().waitFor();
}

describe.each([1280, 390])("at %i px", (width) => {
	it("a result under a changed input or file is marked as the previous input's", { timeout: 60_000 }, async () => {
		const { page, errors } = await session.newPage({ width });
		await classified(page);
		expect(await page.getByTestId("stale-result").count()).toBe(0);
		await page.getByLabel("Input text").fill("I hate this movie");
		await page.getByTestId("stale-result").waitFor();
		expect(await result(page).getAttribute("class")).toBe("stale");
		// Another file under an image result: the same.
		await page.goto(`${session.url}#/run/google/vit-base-patch16-224`);
		await page.locator('img[alt^="Chosen input"]').waitFor();
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await result(page).waitFor();
		expect(await page.getByTestId("stale-result").count()).toBe(0);
		const other = await (await page.request.get(`${session.url}replay/assets/cats.png`)).body();
		await page.getByLabel("Image file").setInputFiles({ name: "mine.png", mimeType: "image/png", buffer: other });
		await page.getByTestId("stale-result").waitFor();
		expect(errors).toEqual([]);
		await page.close();
	});

	it("the receipt names who answered: a recording's provider, never 'served by' for a recording or a stand-in", {
		timeout: 60_000,
	}, async () => {
		const { page } = await session.newPage({ width });
		await classified(page);
		const receipt = await page.getByTestId("stats").textContent();
		expect(receipt).toMatch(/^\d+ ms · recorded answer of hf-inference \(offline replay\)$/);
		await page.goto(`${session.url}#/run/facebook/detr-resnet-50-panoptic`);
		await page.locator('img[alt^="Chosen input"]').waitFor();
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await page.getByTestId("fixture-notice").waitFor();
		const standIn = await page.getByTestId("stats").textContent();
		expect(standIn).toContain("stand-in answer made by modelyard, not by a provider");
		expect(standIn).not.toContain("served by");
		await page.close();
	});

	it("what offline lacks is a notice (what is recorded, how to go online), not an error, and never false", {
		timeout: 60_000,
	}, async () => {
		const { page } = await session.newPage({ width });
		await page.goto(`${session.url}#/run/stabilityai/stable-diffusion-2`);
		await page.locator(".chip-button").first().click();
		await page.getByRole("button", { name: "Run", exact: true }).click();
		const notice = page.getByTestId("run-notice");
		await notice.waitFor();
		expect(await notice.textContent()).toMatch(/recording kept no copy .* online mode in Settings/);
		expect(await page.getByRole("alert").count()).toBe(0);
		// A chat turn without a recording.
		await page.goto(`${session.url}#/run/${CHAT}`);
		await page.locator("button[type=submit]:enabled", { hasText: "Send" }).waitFor();
		await page.getByLabel("Message").fill("Something never recorded");
		await page.getByLabel("Message").press("Enter");
		await page.getByTestId("run-notice").waitFor();
		expect(await page.getByTestId("run-notice").textContent()).toContain("no recording answers this input");
		expect(await page.getByRole("alert").count()).toBe(0);
		// A compare pair without a recording: the provider note says so, not that the Hub's mapping is empty.
		await page.goto(`${session.url}#/compare`);
		await page.locator('input[aria-label="Model"]').first().fill("acme/never-recorded");
		const note = page.locator("#provider-note-1");
		await expect.poll(() => note.textContent()).toContain("no recording of this model");
		expect(await note.textContent()).not.toContain("mapping for it is empty");
		await page.close();
	});

	it("keeps each run with its receipt in the browser, and the chat across a reload", { timeout: 60_000 }, async () => {
		const { page } = await session.newPage({ width });
		await classified(page);
		await page.reload();
		const history = page.getByTestId("run-history");
		await history.waitFor();
		await history.locator("summary").click();
		expect(await history.locator("li").first().textContent()).toMatch(/recorded answer of hf-inference/);
		await page.goto(`${session.url}#/run/${CHAT}`);
		await page.locator("button[type=submit]:enabled", { hasText: "Send" }).waitFor();
		await page.getByLabel("Message").press("Enter");
		await page.locator('[data-role="assistant"]:not([data-pending])').waitFor();
		await page.reload();
		await page.locator('[data-role="assistant"]:not([data-pending])').waitFor();
		expect(await page.locator('[data-role="user"]').count()).toBe(1);
		await page.close();
	});

	it("a link holds the model, provider, input and settings, never the token, and opens on the same form", {
		timeout: 60_000,
	}, async () => {
		const token = "hf_secret_token_never_in_links";
		const { page } = await session.newPage({ width, settings: { mode: "offline", token } });
		await page.goto(`${session.url}#/run/${CLASSIFIER}`);
		await page.locator(".chip-button").first().waitFor();
		await page.getByLabel("Input text").fill("A shared sentence");
		const link = await page.getByRole("button", { name: "Copy link" }).getAttribute("data-link");
		const query = new URLSearchParams(new URL(link ?? "").hash.split("?")[1]);
		expect(JSON.parse(query.get("run") ?? "{}")).toMatchObject({
			provider: "hf-inference",
			input: { text: "A shared sentence" },
		});
		expect(link).not.toContain(token);
		const { page: other } = await session.newPage({ width });
		await other.goto(link ?? "");
		await expect.poll(() => other.getByLabel("Input text").inputValue()).toBe("A shared sentence");
		// The provider's options come with the model's mapping, which may land after the form is restored.
		await expect.poll(() => other.getByLabel("Provider").inputValue()).toBe("hf-inference");
		await other.close();
		await page.close();
	});

	it("Ctrl+Enter runs, and a disabled Stop looks disabled", { timeout: 60_000 }, async () => {
		const { page } = await session.newPage({ width });
		await page.goto(`${session.url}#/run/${CLASSIFIER}`);
		await page.locator(".chip-button").first().click();
		const stop = page.getByRole("button", { name: "Stop" });
		expect(await stop.isDisabled()).toBe(true);
		expect(Number(await stop.evaluate((button) => getComputedStyle(button).opacity))).toBeLessThan(0.6);
		await page.keyboard.press("Control+Enter");
		await result(page).waitFor();
		await page.close();
	});

	it("follows the system's dark mode, and the toggle overrides it", { timeout: 60_000 }, async () => {
		const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
		const { page: dark } = await session.newPage({ width, colorScheme: "dark" });
		await dark.goto(`${session.url}#/tasks`);
		await dark.locator("[data-task]").first().waitFor();
		expect(await background(dark)).toBe("rgb(18, 21, 28)");
		expect(await dark.getByRole("button", { name: "Dark mode" }).getAttribute("aria-pressed")).toBe("true");
		await dark.close();
		const { page } = await session.newPage({ width });
		await page.goto(`${session.url}#/tasks`);
		expect(await background(page)).toBe("rgb(251, 251, 252)");
		await page.getByRole("button", { name: "Dark mode" }).click();
		expect(await background(page)).toBe("rgb(18, 21, 28)");
		await page.reload();
		await page.locator("[data-task]").first().waitFor();
		expect(await background(page)).toBe("rgb(18, 21, 28)");
		await page.close();
	});

	it("task pages lead somewhere: run and snippets per model, chips to their pages, the sample file that runs", {
		timeout: 60_000,
	}, async () => {
		const { page } = await session.newPage({ width });
		await page.goto(`${session.url}#/tasks/image-classification`);
		await page.locator("#task-title").waitFor();
		const run = page.getByRole("link", { name: /^run this: / }).first();
		expect(await run.getAttribute("href")).toMatch(/^#\/run\//);
		expect(
			await page
				.getByRole("link", { name: /^snippets: / })
				.first()
				.getAttribute("href"),
		).toMatch(/^#\/model\//);
		expect(await page.getByTestId("run-sample-file").textContent()).toContain("cats.png");
		expect(await page.getByTestId("task-providers").getByRole("link").first().getAttribute("href")).toMatch(
			/^https:\/\/huggingface\.co\/docs\/inference-providers\/providers\//,
		);
		await page.getByTestId("task-libraries").getByRole("link", { name: "Transformers", exact: true }).click();
		await page.locator("[data-library]").first().waitFor();
		expect(await page.getByLabel("Filter libraries").inputValue()).toBe("transformers");
		// The library table shows the snippet it says exists.
		const row = page.locator('[data-library="transformers"]');
		await row.locator("summary").click();
		expect(await row.locator("pre").first().textContent()).toContain("owner/model");
		await page.close();
	});

	it("an unknown address gets a page-not-found page", { timeout: 60_000 }, async () => {
		const { page } = await session.newPage({ width });
		for (const hash of ["#/no-such-page", "#/tasks/no-such-task"]) {
			await page.goto(`${session.url}${hash}`);
			await page.getByRole("heading", { name: "Page not found" }).waitFor();
			expect(await page.getByTestId("not-found").textContent()).toContain(hash);
		}
		await page.close();
	});

	it("home says what offline and online mean; settings have a token placeholder and aligned fields", {
		timeout: 60_000,
	}, async () => {
		const { page } = await session.newPage({ width });
		await page.goto(session.url);
		expect(await page.getByTestId("modes-intro").textContent()).toMatch(/Offline.*recorded answers.*Online.*token/);
		await page.goto(`${session.url}#/settings`);
		const token = page.getByLabel("Access token");
		expect(await token.getAttribute("placeholder")).toMatch(/^hf_/);
		await page.getByRole("button", { name: "Check token" }).waitFor();
		const lefts = await page
			.locator(".settings .field-control input:visible")
			.evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().left)));
		expect(new Set(lefts).size).toBe(1);
		await page.close();
	});

	it("compare starts on Hub model ids, and its metrics stay inside their cards", { timeout: 60_000 }, async () => {
		const { page } = await session.newPage({ width });
		await page.goto(`${session.url}#/compare`);
		const modelInputs = page.locator('input[aria-label="Model"]');
		await modelInputs.first().waitFor();
		const models = await modelInputs.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
		expect(models).toEqual(["meta-llama/Llama-3.3-70B-Instruct", "meta-llama/Llama-3.1-8B-Instruct"]);
		await page.getByRole("button", { name: "Send to all", exact: true }).click();
		await page.locator(".compare-column .compare-reply .markdown").nth(1).waitFor();
		await expect.poll(() => page.getByTestId("column-receipt").count()).toBe(2);
		const overflowing = await page
			.locator(".compare-metrics dd, .compare-metrics dt")
			.evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length);
		expect(overflowing).toBe(0);
		expect(await page.locator('.compare-column [role="alert"]').count()).toBe(0);
		await page.close();
	});
});
