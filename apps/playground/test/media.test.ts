import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { playgroundWithFakeRouter } from "./browser.js";
import { FAKE_TRANSCRIPT } from "./fake-router.js";

const env = playgroundWithFakeRouter();
beforeEach(() => {
	env.fake.requests.length = 0;
});

/** A page whose settings send every call to the fake router (online mode, custom addresses). */
async function pageOnFakeRouter(hash: string) {
	const opened = await env.session.newPage({
		settings: { mode: "online", token: "", hubUrl: env.fake.hubUrl, routerUrl: env.fake.routerUrl },
	});
	await opened.page.goto(`${env.session.url}${hash}`);
	return opened;
}

/** A DataTransfer in the page holding the sample image as a file, as a drop or a paste carries it. */
const sampleTransfer = (page: Page) =>
	page.evaluateHandle(async () => {
		const bytes = await (await fetch("/replay/assets/cats.png")).blob();
		const transfer = new DataTransfer();
		transfer.items.add(new File([bytes], "cats.png", { type: "image/png" }));
		return transfer;
	});

describe("media in a browser", { timeout: 60_000 }, () => {
	it("takes a dropped image, detects objects, and highlights a box from the legend", async () => {
		const { page, errors } = await env.session.newPage();
		await page.goto(`${env.session.url}#/run/facebook/detr-resnet-50`);
		const zone = page.getByRole("region", { name: "Image input" });
		await zone.dispatchEvent("dragover", { dataTransfer: await sampleTransfer(page) });
		expect(await zone.getAttribute("data-over")).toBe("true");
		await zone.dispatchEvent("drop", { dataTransfer: await sampleTransfer(page) });
		await page.getByAltText("Chosen input").waitFor();
		await page.getByRole("button", { name: "Run" }).click();
		await page.locator("svg [data-box]").first().waitFor();
		const boxes = await page.locator("svg [data-box]").count();
		expect(await page.locator("[data-legend]").count()).toBe(boxes);
		await page.locator("[data-legend] button").nth(1).hover();
		expect(await page.locator("svg [data-box][data-active]").count()).toBe(1);
		expect(await page.locator("svg [data-box]").nth(1).getAttribute("data-active")).toBe("true");
		expect(await page.locator("svg [data-box]").nth(0).getAttribute("opacity")).toBe("0.25");
		await page.locator("[data-box]").nth(0).hover({ force: true });
		expect(await page.locator("[data-legend]").nth(0).getAttribute("data-active")).toBe("true");
		expect(errors).toEqual([]);
		await page.close();
	});

	it("takes a pasted image, and brings a segment's mask forward from the legend", async () => {
		const { page, errors } = await env.session.newPage();
		await page.goto(`${env.session.url}#/run/facebook/detr-resnet-50-panoptic`);
		const transfer = await sampleTransfer(page);
		await page.evaluate((clipboardData) => {
			window.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
		}, transfer);
		await page.getByAltText("Chosen input").waitFor();
		await page.getByRole("button", { name: "Run" }).click();
		await page.locator("[data-mask]").first().waitFor();
		await page.locator("[data-legend] button").first().hover();
		const opacities = await page
			.locator("[data-mask]")
			.evaluateAll((masks) => masks.map((m) => (m as HTMLElement).style.opacity));
		expect(opacities[0]).toBe("0.75");
		expect(opacities.slice(1).every((o) => o === "0.1")).toBe(true);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("refuses a dropped file that is not an image, in words", async () => {
		const { page } = await env.session.newPage();
		await page.goto(`${env.session.url}#/run/google/vit-base-patch16-224`);
		// Changed with the offline examples: the page starts on the recorded image, which the refused file leaves.
		await page.getByAltText("Chosen input: cheetah.png").waitFor();
		const transfer = await page.evaluateHandle(() => {
			const t = new DataTransfer();
			t.items.add(new File(["hello"], "notes.txt", { type: "text/plain" }));
			return t;
		});
		await page.getByRole("region", { name: "Image input" }).dispatchEvent("drop", { dataTransfer: transfer });
		expect(await page.getByRole("alert").textContent()).toBe("That is not an image.");
		expect(await page.getByAltText("Chosen input").count()).toBe(1);
		expect(await page.getByAltText("Chosen input: cheetah.png").count()).toBe(1);
		await page.close();
	});

	// Online against the fake router: offline, only the recorded sample file has an answer (a recording gets a notice).
	it("records from the (fake) microphone and transcribes the recording", async () => {
		const { page, errors } = await pageOnFakeRouter("#/run/facebook/wav2vec2-large-960h-lv60-self");
		await page.getByRole("button", { name: "Record from the microphone" }).click();
		await page.getByRole("button", { name: "Stop recording" }).waitFor();
		await page.waitForTimeout(800);
		await page.getByRole("button", { name: "Stop recording" }).click();
		const audio = page.getByLabel("Chosen audio: microphone recording");
		await audio.waitFor();
		const recorded = await audio.evaluate(async (element) => {
			const blob = await (await fetch((element as HTMLAudioElement).src)).blob();
			return { size: blob.size, type: blob.type };
		});
		expect(recorded.type).toMatch(/^audio\//);
		expect(recorded.size).toBeGreaterThan(500);
		await page.getByRole("button", { name: "Run" }).click();
		await page.locator('[aria-label="Result"] .chat-output').waitFor();
		expect(await page.locator('[aria-label="Result"] .chat-output').textContent()).toBe(FAKE_TRANSCRIPT);
		expect(env.fake.requests).toHaveLength(1);
		expect(env.fake.requests[0]?.bytes).toBe(recorded.size);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("sends the image-generation settings as text-to-image parameters and offers the image for download", async () => {
		const { page, errors } = await pageOnFakeRouter("#/run/stabilityai/stable-diffusion-2");
		// Online, the form starts on the task's own sample: a prompt for an image, not a sentence about a library.
		await expect.poll(() => page.getByLabel("Input text").inputValue()).toMatch(/painting|photo|illustration/);
		await page.getByLabel("Input text").fill("a lighthouse at dawn");
		await page.getByLabel("Width").selectOption("768");
		await page.getByLabel("Height").selectOption("512");
		await page.getByLabel("Steps").fill("25");
		await page.getByLabel("Guidance").fill("7.5");
		await page.getByLabel("Seed").fill("42");
		await page.getByLabel("Negative prompt").fill("blurry, text");
		await page.getByRole("button", { name: "Run" }).click();
		await page.getByAltText("Generated result").waitFor();
		expect(env.fake.requests).toHaveLength(1);
		expect(env.fake.requests[0]?.body).toEqual({
			inputs: "a lighthouse at dawn",
			parameters: {
				width: 768,
				height: 512,
				num_inference_steps: 25,
				guidance_scale: 7.5,
				seed: 42,
				negative_prompt: "blurry, text",
			},
		});
		const [download] = await Promise.all([
			page.waitForEvent("download"),
			page.getByRole("link", { name: "Download the image" }).click(),
		]);
		expect(download.suggestedFilename()).toBe("generated-image.png");
		expect(errors).toEqual([]);
		await page.close();
	});

	// Online against the fake router: offline, the recording kept no copy of the speech, and the page says so.
	it("offers generated speech for download", async () => {
		const { page, errors } = await pageOnFakeRouter("#/run/espnet/kan-bayashi_ljspeech_vits");
		await page.getByRole("button", { name: "Run" }).click();
		const link = page.getByRole("link", { name: "Download" });
		await link.waitFor();
		expect(await link.getAttribute("download")).toBe("generated-speech.flac");
		expect(await link.getAttribute("href")).toMatch(/^blob:/);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("runs image-to-video on fal-ai's queue: an image and a prompt in, a <video> out", async () => {
		const { page, errors } = await pageOnFakeRouter("#/run/fake/wan-i2v");
		// The form starts on the task's sample prompt.
		await expect.poll(() => page.getByLabel("Input text").inputValue()).toMatch(/cat/);
		await page.getByLabel("Input text").fill("The cats stretch and yawn");
		await page.getByRole("button", { name: "Use the sample cats.png" }).click();
		await page.getByAltText("Chosen input").waitFor();
		await page.getByRole("button", { name: "Run" }).click();
		const video = page.getByLabel("Generated video");
		await video.waitFor();
		expect(await video.getAttribute("src")).toMatch(/^blob:/);
		const submit = env.fake.requests.find((request) => request.url === "/router/fal-ai/fake/wan-i2v?_subdomain=queue");
		expect(submit?.body["prompt"]).toBe("The cats stretch and yawn");
		expect(String(submit?.body["image_url"])).toMatch(/^data:image\/png;base64,iVBOR/);
		expect(env.fake.requests.map((request) => request.url)).toContain(
			"/router/fal-ai/fake/wan-i2v/requests/r1/status?_subdomain=queue",
		);
		const link = page.getByRole("link", { name: "Download the video" });
		expect(await link.getAttribute("download")).toBe("generated-video.mp4");
		expect(errors).toEqual([]);
		await page.close();
	});

	it("runs image-text-to-image with the prompt alone (through the router, the mapped id whole) and shows the image", async () => {
		const { page, errors } = await pageOnFakeRouter("#/run/fake/flux-kontext/edit");
		await page.getByLabel("Input text").fill("a red fox in the snow");
		await page.getByRole("button", { name: "Run" }).click();
		await page.getByAltText("Generated result").waitFor();
		// No image, through the router: the mapped id is the route, kept whole (only fal's own queue takes the text
		// endpoint, the id minus its last segment).
		const submit = env.fake.requests.find(
			(request) => request.url === "/router/fal-ai/fake/flux-kontext/edit?_subdomain=queue",
		);
		expect(submit?.body).toEqual({ prompt: "a red fox in the snow" });
		expect(errors).toEqual([]);
		await page.close();
	});

	it("runs text-to-audio and plays the audio", async () => {
		const { page, errors } = await pageOnFakeRouter("#/run/facebook/musicgen-small");
		await page.getByLabel("Input text").fill("lo-fi beat with rain");
		await page.getByRole("button", { name: "Run" }).click();
		await page.locator("audio").waitFor();
		expect(await page.locator("audio").getAttribute("src")).toMatch(/^blob:/);
		expect(env.fake.requests.at(-1)?.body).toEqual({ inputs: "lo-fi beat with rain" });
		expect(errors).toEqual([]);
		await page.close();
	});
});
