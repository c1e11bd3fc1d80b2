import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_MODELS } from "../src/data/sample-models.js";
import { type PlaygroundSession, startPlayground } from "./browser.js";

const asset = (file: string) => fileURLToPath(new URL(`../../../../shared/data/assets/${file}`, import.meta.url));

let session: PlaygroundSession;
beforeAll(async () => {
	session = await startPlayground();
}, 60_000);
afterAll(() => session?.close());

/** The replay server's verdict on each inference call the page makes (hub lookups left out). */
function replayVerdicts(page: Page): string[] {
	const verdicts: string[] = [];
	page.on("response", (response) => {
		if (response.url().includes("/replay/router.huggingface.co/")) {
			verdicts.push(response.headers()["x-replay-match"] ?? "none");
		}
	});
	return verdicts;
}

/** Holds the page's requests for recorded inputs until the returned function lets them through. */
async function holdRecordedInputs(page: Page): Promise<() => void> {
	let release = () => {};
	const held = new Promise<void>((resolve) => {
		release = resolve;
	});
	await page.route(/\/replay\/examples\//, async (route) => {
		await held;
		await route.continue();
	});
	return release;
}

const runPage = async (model: string) => {
	const { page, errors } = await session.newPage();
	const verdicts = replayVerdicts(page);
	await page.goto(`${session.url}#/run/${model}`);
	return { page, errors, verdicts };
};

// The first test of the file waits for Vite's first build of the page: on a busy machine, more than 20 s.
describe("offline mode tells recorded answers from the rest", { timeout: 60_000 }, () => {
	// Every sample's page starts on a recorded input; a run gets exactly its recording, or (images and
	// audio the recording did not keep) says so instead of showing a stand-in.
	it.each(SAMPLE_MODELS.map((model) => model.id))("%s: the default input is a recorded one", async (model) => {
		const { page, errors, verdicts } = await runPage(model);
		await page.locator('.chip-button, [aria-label="Message"]').first().waitFor();
		await page.waitForTimeout(300);
		const chat = model.startsWith("mistralai/");
		await page.getByRole("button", { name: chat ? "Send" : "Run", exact: true }).click();
		// A chat shows its reply as a pending turn while it streams: the finished turn is the answer.
		await page
			.locator(
				'[aria-label="Result"], [role="alert"], [data-testid="run-notice"], [data-role="assistant"]:not([data-pending])',
			)
			.first()
			.waitFor();
		expect(verdicts).toEqual(["exact"]);
		const alert = await page.locator('[role="alert"]').allTextContents();
		if (model === "stabilityai/stable-diffusion-2" || model === "espnet/kan-bayashi_ljspeech_vits") {
			// Changed: an information notice, not an error (nothing failed: the recording kept no bytes).
			expect(await page.getByTestId("run-notice").textContent()).toContain(
				"the recording kept no copy of the image or audio",
			);
			expect(alert).toEqual([]);
			expect(await page.locator('[aria-label="Result"]').count()).toBe(0);
		} else {
			expect(alert).toEqual([]);
		}
		expect(errors).toEqual([]);
		await page.close();
	});

	// React's development build runs each effect twice, so the first Hub read is aborted at once: its abort must
	// not pass for "nothing recorded", or the page would open on an empty provider list (and keep that choice).
	it.each(SAMPLE_MODELS.map((model) => model.id))(
		"%s: opens on the first provider of its recorded mapping, never on an empty list",
		async (model) => {
			const { page, errors } = await session.newPage();
			await page.addInitScript(() => {
				const notes: string[] = [];
				(window as unknown as { providerNotes: string[] }).providerNotes = notes;
				new MutationObserver(() => {
					const note = document.querySelector(".provider-select .note")?.textContent;
					if (note && notes.at(-1) !== note) notes.push(note);
				}).observe(document, { subtree: true, childList: true, characterData: true });
			});
			await page.goto(`${session.url}#/run/${model}`);
			await page.locator('.chip-button, [aria-label="Message"]').first().waitFor();
			const options = await page
				.getByLabel("Provider")
				.locator("option")
				.evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
			expect(options[0]).toBe("auto");
			expect(options.length).toBeGreaterThan(1);
			expect(await page.getByLabel("Provider").inputValue()).toBe(options[1]);
			const notes = await page.evaluate(() => (window as unknown as { providerNotes: string[] }).providerNotes);
			expect(notes.filter((note) => note.startsWith("Offline, no recording"))).toEqual([]);
			expect(errors).toEqual([]);
			await page.close();
		},
	);

	it("a typed input no recording answers gets a notice, not another input's answer", async () => {
		const { page, verdicts } = await runPage("distilbert/distilbert-base-uncased-finetuned-sst-2-english");
		await page.locator(".chip-button").waitFor();
		await page.getByLabel("Input text").fill("This is terrible.");
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await page.getByTestId("run-notice").waitFor();
		expect(await page.getByTestId("run-notice").textContent()).toMatch(/^Offline, no recording answers this input/);
		expect(verdicts).toEqual(["url"]);
		// No score bars: nothing of another input's answer (the scoreboard's cells carry labels too).
		expect(await page.getByRole("list", { name: "Scores" }).count()).toBe(0);
		await page.close();
	});

	it("an uploaded image is answered only when it is the recorded one", async () => {
		const { page } = await runPage("google/vit-base-patch16-224");
		await page.getByAltText("Chosen input: cheetah.png").waitFor();
		await page.getByLabel("Image file").setInputFiles(asset("cats.png"));
		await page.getByAltText("Chosen input: cats.png").waitFor();
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await page.getByTestId("run-notice").waitFor();
		expect(await page.locator('[data-label^="cheetah"]').count()).toBe(0);
		await page.getByLabel("Image file").setInputFiles(asset("cheetah.png"));
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await page.locator('[data-label^="cheetah"]').waitFor();
		expect(await page.locator('[role="alert"]').count()).toBe(0);
		await page.close();
	});

	it("no cat boxes are drawn on an image that was not recorded", async () => {
		const { page } = await runPage("facebook/detr-resnet-50");
		await page.getByAltText("Chosen input: cats.png").waitFor();
		await page.getByLabel("Image file").setInputFiles(asset("cheetah.png"));
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await page.getByTestId("run-notice").waitFor();
		expect(await page.locator("svg [data-box]").count()).toBe(0);
		await page.close();
	});

	it("fill-mask asks for the mask token before sending anything", async () => {
		const { page, verdicts } = await runPage("google-bert/bert-base-uncased");
		await page.locator(".chip-button").waitFor();
		await page.getByLabel("Input text").fill("Paris is the capital of France.");
		await page.getByRole("button", { name: "Run", exact: true }).click();
		expect(await page.getByRole("alert").textContent()).toContain(
			"Put the mask token [MASK] where the missing word goes",
		);
		expect(verdicts).toEqual([]);
		await page.close();
	});

	it("a chat's second turn, which was never recorded, gets a notice instead of the first turn's answer", async () => {
		const { page, verdicts } = await runPage("mistralai/Mistral-7B-Instruct-v0.2");
		await page.getByRole("button", { name: "Send" }).click();
		await page.locator('[data-role="assistant"]:not([data-pending])').waitFor();
		await page.getByLabel("Message").fill("And 2+2?");
		await page.getByRole("button", { name: "Send" }).click();
		await page.getByTestId("run-notice").waitFor();
		expect(await page.getByTestId("run-notice").textContent()).toMatch(/^Offline, no recording answers this input/);
		expect(await page.locator('[data-role="assistant"]').count()).toBe(1);
		expect(verdicts).toEqual(["exact", "url"]);
		await page.close();
	});

	it("a chat sends nothing until the recorded chat's settings are in the form", async () => {
		const { page, errors } = await session.newPage();
		const verdicts = replayVerdicts(page);
		// The list of recorded inputs arrives late, as on a slow machine.
		await page.route(/\/replay\/examples\//, async (route) => {
			await new Promise((resolve) => setTimeout(resolve, 1500));
			await route.continue();
		});
		await page.goto(`${session.url}#/run/mistralai/Mistral-7B-Instruct-v0.2`);
		await page.getByLabel("Message").press("Enter");
		await page.waitForTimeout(300);
		expect(verdicts).toEqual([]);
		await page.locator("button[type=submit]:enabled", { hasText: "Send" }).waitFor();
		expect(await page.getByLabel("Seed").inputValue()).toBe("0");
		await page.getByLabel("Message").press("Enter");
		await page.locator('[data-role="assistant"]:not([data-pending])').waitFor();
		expect(verdicts).toEqual(["exact"]);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("Run waits for the recorded inputs: a run before they land would send an input no recording answers", async () => {
		const { page, errors } = await session.newPage();
		const verdicts = replayVerdicts(page);
		// The list of recorded inputs is held until the test lets it go, as on a slow machine.
		const release = await holdRecordedInputs(page);
		await page.goto(`${session.url}#/run/distilbert/distilbert-base-uncased-finetuned-sst-2-english`);
		const run = page.getByRole("button", { name: "Run", exact: true });
		await run.waitFor();
		expect(await run.isDisabled()).toBe(true);
		await page.keyboard.press("Control+Enter");
		await page.waitForTimeout(300);
		expect(verdicts).toEqual([]);
		release();
		await page.locator(".chip-button").first().waitFor();
		await run.click();
		await page.locator('[data-label="POSITIVE"], [data-label="NEGATIVE"]').first().waitFor();
		expect(verdicts).toEqual(["exact"]);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("segmentation shows complete masks, marked as our own fixture", async () => {
		const { page } = await runPage("facebook/detr-resnet-50-panoptic");
		await page.getByAltText("Chosen input: cats.png").waitFor();
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await page.getByTestId("fixture-notice").waitFor();
		expect(await page.locator("[data-mask]").count()).toBe(7);
		await page.close();
	});
});

describe("view code shows the call on screen", () => {
	it("follows the input, for every language and client", async () => {
		const { page } = await runPage("distilbert/distilbert-base-uncased-finetuned-sst-2-english");
		await page.locator(".chip-button").waitFor();
		await page.getByLabel("Input text").fill("Snippets follow what I type");
		const tabs = page.locator('.view-code [role="tab"]');
		expect(await tabs.count()).toBe(5);
		for (const tab of await tabs.all()) {
			await tab.click();
			expect(await page.locator(".view-code pre").textContent()).toContain("Snippets follow what I type");
		}
		await page.close();
	});

	it("shows the chat's messages, system prompt, temperature, max tokens, top p and streaming", async () => {
		const { page } = await session.newPage();
		// The recorded chat arrives only after the person has typed: it fills the seed, and overwrites nothing.
		const release = await holdRecordedInputs(page);
		await page.goto(`${session.url}#/run/mistralai/Mistral-7B-Instruct-v0.2`);
		await page.getByLabel("Message").fill("Name a colour");
		await page.getByLabel("System prompt").fill("Answer in one word.");
		await page.getByLabel("Temperature").fill("0.3");
		await page.getByLabel("Max tokens").fill("42");
		await page.getByLabel("Top p").fill("0.9");
		await page.getByLabel("Stop sequences").fill("END");
		await page.locator('input[type="checkbox"]').uncheck();
		release();
		await page.getByRole("button", { name: "Send", exact: true }).and(page.locator(":enabled")).waitFor();
		const code = await page.locator(".view-code pre").textContent();
		expect(code).toContain('"role": "system",\n            "content": "Answer in one word."');
		expect(code).toContain('"content": "Name a colour"');
		expect(code).toContain("temperature=0.3");
		expect(code).toContain("max_tokens=42");
		expect(code).toContain("top_p=0.9");
		expect(code).not.toContain("stream=True");
		// Every parameter the chat sends is in the snippet, the seed and the stop sequences included.
		expect(code).toMatch(/seed=\d+/);
		expect(code).toMatch(/stop=\[\s*"END",?\s*\]/);
		await page.close();
	});
});
