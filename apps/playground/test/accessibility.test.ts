// What a keyboard and a screen reader get: navigation that moves focus and names the page, stale results that
// keep their contrast, view-code tabs that are tabs, a Copy that says when it failed, and a chat whose live
// regions speak once per reply, not once per chunk.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accessibilityViolations, playgroundWithFakeRouter, sidewaysOverflow } from "./browser.js";

const env = playgroundWithFakeRouter();
const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const LAYOUTS = [
	{ width: 1280, colorScheme: "light" },
	{ width: 390, colorScheme: "dark" },
	{ width: 390, colorScheme: "light" },
	{ width: 1280, colorScheme: "dark" },
] as const;

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

describe("accessibility", { timeout: 60_000 }, () => {
	it.each(LAYOUTS)("navigation names the page and moves focus to it ($width px, $colorScheme)", async (layout) => {
		const { page, errors } = await env.session.newPage(layout);
		await page.goto(`${env.session.url}#/tasks`);
		await page.locator("h1").waitFor();
		expect(await page.title()).toBe("Tasks · modelyard playground");
		await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Settings" }).click();
		await page.locator("#settings-title").waitFor();
		expect(await page.title()).toBe("Settings · modelyard playground");
		expect(await activeId(page)).toBe("content");
		await page.goto(`${env.session.url}#/run/${CLASSIFIER}`);
		await page.locator(".chip-button").first().waitFor();
		expect(await page.title()).toBe(`Run · ${CLASSIFIER} · modelyard playground`);
		expect(await activeId(page)).toBe("content");
		expect(errors).toEqual([]);
		await page.close();
	});

	it.each(LAYOUTS)("a stale result keeps its contrast ($width px, $colorScheme)", async (layout) => {
		const { page, errors } = await env.session.newPage(layout);
		await page.goto(`${env.session.url}#/run/${CLASSIFIER}`);
		await page.locator(".chip-button").first().waitFor();
		await page.waitForTimeout(300);
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await page.locator('[aria-label="Result"]').waitFor();
		await page.getByLabel("Input text").fill("Something else entirely.");
		await page.getByTestId("stale-result").waitFor();
		expect(await accessibilityViolations(page)).toEqual([]);
		expect(await sidewaysOverflow(page)).toBe(0);
		const opacity = await page
			.locator('[aria-label="Result"] [data-label]')
			.first()
			.evaluate((element) => {
				let product = 1;
				for (let node: Element | null = element; node; node = node.parentElement) {
					product *= Number(getComputedStyle(node).opacity);
				}
				return product;
			});
		expect(opacity).toBe(1);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("view-code tabs control their panel, follow the arrow keys, and keep the chosen client when the set changes", async () => {
		const { page, errors } = await env.session.newPage({ width: 1280 });
		await page.goto(`${env.session.url}#/run/${CLASSIFIER}`);
		const tabs = page.getByRole("tablist", { name: "Language and client" }).getByRole("tab");
		await tabs.first().waitFor();
		const count = await tabs.count();
		expect(count).toBeGreaterThan(2);
		const selectedName = async () =>
			(await page.locator('[role="tab"][aria-selected="true"]').allTextContents()).join("|");
		const panel = page.getByRole("tabpanel");
		expect(await panel.getAttribute("id")).toBe(await tabs.first().getAttribute("aria-controls"));
		expect(await panel.getAttribute("aria-labelledby")).toBe(await tabs.first().getAttribute("id"));
		await tabs.first().focus();
		await page.keyboard.press("ArrowRight");
		expect(await selectedName()).toBe(await tabs.nth(1).textContent());
		expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-selected"))).toBe("true");
		await page.keyboard.press("End");
		expect(await selectedName()).toBe(await tabs.nth(count - 1).textContent());
		await page.keyboard.press("ArrowRight");
		expect(await selectedName()).toBe(await tabs.first().textContent());
		await page.keyboard.press("ArrowLeft");
		const last = await tabs.nth(count - 1).textContent();
		expect(await selectedName()).toBe(last);
		// Only the chosen tab is in the tab order.
		expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
		// Another provider: the set of snippets changes; the chosen client stays chosen, or the first is.
		const options = await page.getByLabel("Provider").locator("option").allTextContents();
		for (const option of options) {
			await page.getByLabel("Provider").selectOption({ label: option });
			const selected = await page.locator('[role="tab"][aria-selected="true"]').count();
			if ((await tabs.count()) === 0) continue;
			expect(selected).toBe(1);
			const label = await selectedName();
			expect(await panel.locator("figcaption span").textContent()).toBe(label.replace(" · ", " / "));
		}
		expect(errors).toEqual([]);
		await page.close();
	});

	it("Copy says so when the browser refuses the clipboard", async () => {
		const { page } = await env.session.newPage({ width: 390, colorScheme: "dark" });
		await page.addInitScript(() => {
			Object.defineProperty(navigator, "clipboard", {
				value: { writeText: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")) },
			});
		});
		await page.goto(`${env.session.url}#/run/${CLASSIFIER}`);
		const view = page.getByRole("region", { name: "View code" });
		await view.getByRole("button", { name: /^Copy / }).click();
		const alert = view.getByRole("alert");
		await alert.waitFor();
		expect(await alert.textContent()).toContain("The browser refused to copy");
		expect(await accessibilityViolations(page)).toEqual([]);
		await page.close();
	});

	it("a streamed chat reply is announced once when it starts and once when it ends, not at every chunk", async () => {
		const { page, errors } = await env.session.newPage({
			settings: { mode: "online", token: "hf_test", hubUrl: env.fake.hubUrl, routerUrl: env.fake.routerUrl },
		});
		await page.goto(`${env.session.url}#/run/mistralai/Mistral-7B-Instruct-v0.2`);
		await page.getByLabel("Message").waitFor();
		// Every text each live region held, in order, from now on.
		await page.evaluate(() => {
			const heard: Record<string, string[]> = {};
			(window as unknown as { heard: typeof heard }).heard = heard;
			const regions = () => [
				...document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]'),
			];
			new MutationObserver(() => {
				regions().forEach((region, index) => {
					const key = `${region.tagName}.${region.className}#${index}`;
					const said = region.textContent ?? "";
					const list = heard[key] ?? [];
					heard[key] = list;
					if (list.at(-1) !== said) list.push(said);
				});
			}).observe(document.body, { subtree: true, childList: true, characterData: true });
		});
		env.fake.reply({ chunks: Array.from({ length: 12 }, (_, i) => `word${i} `), delayMs: 40 });
		await page.getByLabel("Message").fill("Say twelve words");
		await page.getByLabel("Message").press("Enter");
		await page.locator('.turns > li[data-role="assistant"]:not([data-pending])').waitFor();
		await page.waitForTimeout(200);
		const heard = await page.evaluate(() => (window as unknown as { heard: Record<string, string[]> }).heard);
		for (const [region, said] of Object.entries(heard)) {
			expect(said.filter(Boolean).length, `${region}: ${said.join(" | ")}`).toBeLessThanOrEqual(2);
		}
		expect(Object.values(heard).flat()).toContain("The assistant replied.");
		expect(errors).toEqual([]);
		await page.close();
	});
});
