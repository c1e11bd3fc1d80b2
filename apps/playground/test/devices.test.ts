import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityViolations, type PlaygroundSession, sidewaysOverflow, startPlayground } from "./browser.js";

// Screenshots go outside the repository, to be looked at, not committed.
const SHOTS = "/tmp/shots";

let session: PlaygroundSession;
beforeAll(async () => {
	mkdirSync(SHOTS, { recursive: true });
	session = await startPlayground();
}, 60_000);
afterAll(() => session?.close());

/** Every page, in the state a person sees after using it (a run's result shown where there is one). */
const RESULT =
	'[aria-label="Result"], [role="alert"], [data-testid="run-notice"], [data-role="assistant"]:not([data-pending])';
const PAGES: Array<{ name: string; hash: string; ready: string; run?: string; result?: string }> = [
	{ name: "tasks", hash: "#/tasks", ready: "[data-task]" },
	{ name: "task-detail", hash: "#/tasks/token-classification", ready: "#task-title" },
	{ name: "libraries", hash: "#/libraries", ready: "[data-library]" },
	{ name: "model", hash: "#/model/mistralai/Mistral-7B-Instruct-v0.2", ready: ".view-code pre" },
	{ name: "model-empty", hash: "#/model", ready: "#model-title" },
	{ name: "settings", hash: "#/settings", ready: "#settings-title" },
	{ name: "not-found", hash: "#/no-such-page", ready: "#not-found-title" },
	{
		name: "compare",
		hash: "#/compare",
		ready: "#compare-title",
		run: "Send to all",
		result: ".compare-column:last-child .compare-reply .markdown",
	},
	{ name: "run-chat", hash: "#/run/mistralai/Mistral-7B-Instruct-v0.2", ready: ".view-code", run: "Send" },
	{
		name: "run-classification",
		hash: "#/run/distilbert/distilbert-base-uncased-finetuned-sst-2-english",
		ready: ".chip-button",
		run: "Run",
	},
	{ name: "run-fill-mask", hash: "#/run/google-bert/bert-base-uncased", ready: ".chip-button", run: "Run" },
	{ name: "run-detection", hash: "#/run/facebook/detr-resnet-50", ready: 'img[alt^="Chosen input"]', run: "Run" },
	{
		name: "run-segmentation",
		hash: "#/run/facebook/detr-resnet-50-panoptic",
		ready: 'img[alt^="Chosen input"]',
		run: "Run",
	},
	{ name: "run-image-class", hash: "#/run/google/vit-base-patch16-224", ready: 'img[alt^="Chosen input"]', run: "Run" },
	{ name: "run-text-to-image", hash: "#/run/stabilityai/stable-diffusion-2", ready: ".chip-button", run: "Run" },
	{
		name: "run-speech",
		hash: "#/run/facebook/wav2vec2-large-960h-lv60-self",
		ready: 'audio[aria-label^="Chosen audio"]',
		run: "Run",
	},
	{
		name: "run-similarity",
		hash: "#/run/sentence-transformers/paraphrase-xlm-r-multilingual-v1",
		ready: ".chip-button",
		run: "Run",
	},
	{ name: "run-qa", hash: "#/run/deepset/roberta-base-squad2", ready: ".chip-button", run: "Run" },
	{ name: "run-tts", hash: "#/run/espnet/kan-bayashi_ljspeech_vits", ready: ".chip-button", run: "Run" },
];

// One page per width, moved from state to state by hash changes (as a person's clicks do): no reload and no
// second copy of axe-core per state, which took this file from about 3.5 minutes to well under one.
// Light and dark (the system's scheme, which the page follows): axe's contrast checks run in both.
describe.each([
	[1280, "light"],
	[390, "light"],
	[1280, "dark"],
	[390, "dark"],
] as const)("every page at %i px, %s", (width, colorScheme) => {
	let opened: Awaited<ReturnType<PlaygroundSession["newPage"]>>;
	beforeAll(async () => {
		opened = await session.newPage({ width, colorScheme });
		await opened.page.goto(session.url);
	}, 60_000);
	afterAll(() => opened?.page.close());

	it.each(PAGES)(
		"$name: no sideways scroll, no serious accessibility violation",
		async ({ name, hash, ready, run, result }) => {
			const { page, errors } = opened;
			errors.length = 0;
			await navigate(page, hash);
			await page.locator(ready).first().waitFor();
			if (run) {
				await page.getByRole("button", { name: run, exact: true }).click();
				await page
					.locator(result ?? RESULT)
					.first()
					.waitFor();
				// The result's transitions ended (not a fixed pause): the page is measured as it stays. An endless
				// animation (a spinner) is not waited for.
				await page.evaluate(() =>
					Promise.all(
						document
							.getAnimations()
							.filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
							.map((animation) => animation.finished),
					),
				);
			}
			// From the top, as the page is first seen (a click may have scrolled it).
			await page.evaluate(() => window.scrollTo(0, 0));
			await page.screenshot({ path: `${SHOTS}/${name}-${width}-${colorScheme}.png`, fullPage: true });
			expect(await sidewaysOverflow(page)).toBe(0);
			expect((await accessibilityViolations(page)).join("\n")).toBe("");
			// The nav's every section can be reached on screen.
			for (const link of await page.getByRole("navigation", { name: "Sections" }).getByRole("link").all()) {
				const box = await link.boundingBox();
				expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
			}
			expect(errors).toEqual([]);
		},
		60_000,
	);
});

/** Moves the page to `hash` and waits until the route has rendered it (a run page: its own model's). */
async function navigate(page: Page, hash: string) {
	await page.evaluate(async (target) => {
		if (window.location.hash !== target) {
			const changed = new Promise((resolve) => window.addEventListener("hashchange", resolve, { once: true }));
			window.location.hash = target;
			await changed;
		}
		await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
	}, hash);
	const runModel = /^#\/run\/(.+)$/.exec(hash)?.[1];
	if (runModel) await page.locator("#run-title", { hasText: `Run ${runModel}` }).waitFor();
}

describe("a phone's screen goes to the content", () => {
	it("the three-row top bar scrolls away, and a library's key reads on one line", async () => {
		const { page } = await session.newPage({ width: 390 });
		await page.goto(`${session.url}#/libraries`);
		await page.locator("[data-library]").first().waitFor();
		await page.evaluate(() => window.scrollTo(0, 1500));
		const topbarBottom = await page.locator(".topbar").evaluate((bar) => bar.getBoundingClientRect().bottom);
		expect(topbarBottom).toBeLessThanOrEqual(0);
		// "adapter-transformers" in 0.9rem monospace: one line (about 20 px), not a letter or three a line.
		const keyHeight = await page
			.locator('[data-library="adapter-transformers"] code')
			.first()
			.evaluate((code) => code.getBoundingClientRect().height);
		expect(keyHeight).toBeLessThan(30);
		await page.close();
	});
});

describe("keyboard-only use", () => {
	/** Presses Tab until a `tag` element reading `text` has the focus (at most `limit` presses); false when never. */
	async function tabTo(page: Page, tag: "A" | "BUTTON", text: string, limit = 80): Promise<boolean> {
		for (let press = 0; press < limit; press++) {
			await page.keyboard.press("Tab");
			const focused = await page.evaluate(
				() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim() ?? ""}`,
			);
			if (focused === `${tag} ${text}`) return true;
		}
		return false;
	}

	it("skips to the content, moves between sections and runs a model with the keyboard alone", {
		timeout: 60_000,
	}, async () => {
		const { page, errors } = await session.newPage();
		await page.goto(`${session.url}#/tasks`);
		await page.waitForSelector("[data-task]");
		await page.keyboard.press("Tab");
		expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Skip to content");
		await page.keyboard.press("Enter");
		expect(await page.evaluate(() => document.activeElement?.id)).toBe("content");
		await page.goto(`${session.url}#/tasks`);
		await page.waitForSelector("[data-task]");
		expect(await tabTo(page, "A", "Libraries")).toBe(true);
		await page.keyboard.press("Enter");
		await page.waitForSelector("[data-library]");
		expect(new URL(page.url()).hash).toBe("#/libraries");
		await page.goto(`${session.url}#/run/distilbert/distilbert-base-uncased-finetuned-sst-2-english`);
		await page.waitForSelector(".chip-button");
		expect(await tabTo(page, "BUTTON", "Run")).toBe(true);
		await page.keyboard.press("Enter");
		await page.waitForSelector(RESULT);
		expect(await page.locator('[role="alert"]').count()).toBe(0);
		expect(errors).toEqual([]);
		await page.close();
	});
});
