import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { playgroundWithFakeRouter } from "./browser.js";

const MODEL = "mistralai/Mistral-7B-Instruct-v0.2";
const env = playgroundWithFakeRouter();
beforeEach(() => {
	env.fake.requests.length = 0;
});

/** A page whose settings send every call to the fake router (online mode, custom addresses). */
async function pageOnFakeRouter() {
	const opened = await env.session.newPage({
		settings: { mode: "online", token: "", hubUrl: env.fake.hubUrl, routerUrl: env.fake.routerUrl },
	});
	await opened.page.goto(`${env.session.url}#/run/${MODEL}`);
	return opened;
}

const turns = (page: Page) =>
	page.$$eval(".turns > li:not([data-pending])", (items) =>
		items.map((item) => ({
			role: item.getAttribute("data-role"),
			text: item.querySelector(".markdown, .turn-text")?.textContent?.trim() ?? "",
		})),
	);
const lastAssistant = (page: Page) => page.locator('.turns > li[data-role="assistant"]:not([data-pending])').last();
const roles = (messages: Array<{ role: string }> | undefined) => messages?.map((m) => m.role);

async function send(page: Page, text: string) {
	await page.getByLabel("Message").fill(text);
	await page.getByLabel("Message").press("Enter");
}

describe("chat in a browser", { timeout: 60_000 }, () => {
	it("streams a recorded reply offline, hides </s>, and labels its counts as chunks when no usage came", async () => {
		const { page, errors } = await env.session.newPage();
		await page.goto(`${env.session.url}#/run/${MODEL}`);
		// Changed with truthful offline mode: Send waits for the recorded chat's settings (Enter does nothing before).
		await page.locator("button[type=submit]:enabled", { hasText: "Send" }).waitFor();
		await page.getByLabel("Message").press("Enter");
		await lastAssistant(page).waitFor();
		const reply = await lastAssistant(page).locator(".markdown").textContent();
		expect(reply).toContain("2");
		expect(reply).not.toContain("</s>");
		const stats = await page.getByTestId("stats").textContent();
		expect(stats).toMatch(
			/^\d+ chunks · first token \d+ ms · total \d+ ms · [\d.]+ chunks\/s over the whole call · recorded answer of hf-inference \(offline replay\)/,
		);
		expect(stats).toContain("no token usage was sent: counted as chunks");
		expect(errors).toEqual([]);
		await page.close();
	});

	it("sends the system prompt, sampling settings and stop sequences, and shows the provider's token usage", async () => {
		const { page, errors } = await pageOnFakeRouter();
		await page.getByLabel("System prompt").fill("You are terse.");
		await page.getByLabel("Temperature").fill("0.3");
		await page.getByLabel("Max tokens").fill("64");
		await page.getByLabel("Top p").fill("0.9");
		await page.getByLabel("Stop sequences").fill("END\n###");
		env.fake.reply({
			chunks: ["One", " plus", " one", " is", " two."],
			usage: { prompt_tokens: 21, completion_tokens: 6 },
			delayMs: 30,
		});
		await page.getByLabel("Message").fill("1+1?");
		await page.getByLabel("Message").press("Shift+Enter");
		await page.getByLabel("Message").pressSequentially("Answer in words.");
		expect(await page.getByLabel("Message").inputValue()).toBe("1+1?\nAnswer in words.");
		expect(env.fake.requests).toHaveLength(0);
		await page.getByLabel("Message").press("Enter");
		await lastAssistant(page).waitFor();
		expect(env.fake.requests).toHaveLength(1);
		const body = env.fake.requests[0]?.body;
		expect(body?.messages).toEqual([
			{ role: "system", content: "You are terse." },
			{ role: "user", content: "1+1?\nAnswer in words." },
		]);
		expect(body).toMatchObject({
			temperature: 0.3,
			max_tokens: 64,
			top_p: 0.9,
			stop: ["END", "###"],
			stream: true,
			stream_options: { include_usage: true },
		});
		expect(await lastAssistant(page).textContent()).toContain("One plus one is two.");
		const stats = await page.getByTestId("stats").textContent();
		expect(stats).toMatch(
			/^6 tokens · 21 prompt tokens · first token \d+ ms · total \d+ ms · [\d.]+ tokens\/s over the whole call · served by hf-inference · request id fake-request-\d+$/,
		);
		expect(await page.getByLabel("Message").inputValue()).toBe("");
		expect(errors).toEqual([]);
		await page.close();
	});

	it("does not ask a provider outside the usage list for stream usage, and counts chunks honestly", async () => {
		const { page } = await pageOnFakeRouter();
		await page.getByLabel("Provider").selectOption("cohere");
		await send(page, "Hi");
		await lastAssistant(page).waitFor();
		expect(env.fake.requests[0]?.body.stream_options).toBeUndefined();
		expect(await page.getByTestId("stats").textContent()).toMatch(
			/^3 chunks · .* · served by cohere · request id fake-request-\d+ \(no token usage/,
		);
		await page.close();
	});

	it("takes usage from a reply that is not streamed", async () => {
		const { page } = await pageOnFakeRouter();
		await page.getByLabel("Stream the reply").uncheck();
		env.fake.reply({ chunks: ["Four."], usage: { prompt_tokens: 9, completion_tokens: 2 } });
		await send(page, "2+2?");
		await lastAssistant(page).waitFor();
		expect(env.fake.requests[0]?.body.stream).toBeUndefined();
		expect(await page.getByTestId("stats").textContent()).toMatch(/^2 tokens · 9 prompt tokens · /);
		await page.close();
	});

	it("renders markdown and keeps the model's HTML and javascript: links inert", async () => {
		const { page, errors } = await pageOnFakeRouter();
		env.fake.reply({
			chunks: [
				"**Bold** and `code`\n\n```js\nconst x = 1;\n```\n\n",
				'<img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>\n\n',
				"[click](javascript:window.__pwned=3) <|eot_id|>",
			],
		});
		await send(page, "Show me markdown");
		await lastAssistant(page).waitFor();
		const reply = lastAssistant(page).locator(".markdown");
		expect(await reply.locator("strong").textContent()).toBe("Bold");
		expect(await reply.locator("pre code").textContent()).toContain("const x = 1;");
		expect(await reply.locator("img, script").count()).toBe(0);
		expect(await reply.textContent()).toContain('<img src="x" onerror="window.__pwned = 1">');
		expect(await reply.textContent()).not.toContain("<|eot_id|>");
		const hrefs = await reply.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
		expect(hrefs.filter((href) => href?.startsWith("javascript:"))).toEqual([]);
		await reply
			.locator("a", { hasText: "click" })
			.click()
			.catch(() => undefined);
		expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
		expect(errors).toEqual([]);
		await page.close();
	});

	it("after a failed call keeps the conversation valid and the message ready to retry", async () => {
		const { page } = await pageOnFakeRouter();
		await send(page, "First question");
		await lastAssistant(page).waitFor();
		env.fake.reply({ status: 500 });
		await send(page, "Second question");
		await page.getByRole("alert").waitFor();
		expect(await page.getByRole("alert").textContent()).toContain("back in the box");
		expect(await turns(page)).toEqual([
			{ role: "user", text: "First question" },
			{ role: "assistant", text: "Hello there!" },
		]);
		expect(await page.getByLabel("Message").inputValue()).toBe("Second question");
		await page.getByLabel("Message").press("Enter");
		await page.locator(".turns > li:not([data-pending])").nth(3).waitFor();
		const retried = env.fake.requests.at(-1)?.body.messages;
		expect(roles(retried)).toEqual(["user", "assistant", "user"]);
		expect(retried?.at(-1)?.content).toBe("Second question");
		expect(await page.getByRole("alert").count()).toBe(0);
		await page.close();
	});

	it("regenerates the last answer, edits turns, and starts a new chat", async () => {
		const { page } = await pageOnFakeRouter();
		env.fake.reply({ chunks: ["First answer"] });
		await send(page, "Question");
		await lastAssistant(page).getByText("First answer").waitFor();
		env.fake.reply({ chunks: ["Second answer"] });
		await page.getByRole("button", { name: "Regenerate" }).click();
		await lastAssistant(page).getByText("Second answer").waitFor();
		expect(roles(env.fake.requests.at(-1)?.body.messages)).toEqual(["user"]);
		expect(await turns(page)).toEqual([
			{ role: "user", text: "Question" },
			{ role: "assistant", text: "Second answer" },
		]);
		// An assistant turn edited in place: no call.
		const calls = env.fake.requests.length;
		await lastAssistant(page).getByRole("button", { name: "Edit" }).click();
		await page.getByLabel("Edit assistant turn").fill("Edited answer");
		await page.getByRole("button", { name: "Save", exact: true }).click();
		expect(env.fake.requests).toHaveLength(calls);
		expect((await turns(page))[1]?.text).toBe("Edited answer");
		// A user turn edited: what followed goes, and it is sent again.
		env.fake.reply({ chunks: ["Answer to the edit"] });
		await page.locator('.turns > li[data-role="user"]').getByRole("button", { name: "Edit" }).click();
		await page.getByLabel("Edit user turn").fill("Edited question");
		await page.getByRole("button", { name: "Save and send" }).click();
		await lastAssistant(page).getByText("Answer to the edit").waitFor();
		expect(env.fake.requests.at(-1)?.body.messages).toEqual([{ role: "user", content: "Edited question" }]);
		expect(await turns(page)).toHaveLength(2);
		await page.getByRole("button", { name: "New chat" }).click();
		expect(await turns(page)).toEqual([]);
		expect(await page.getByTestId("stats").count()).toBe(0);
		await page.close();
	});

	it("keeps an edit form opened before a reply from sending while the reply streams", async () => {
		const { page, errors } = await pageOnFakeRouter();
		env.fake.reply({ chunks: ["First answer"] });
		await send(page, "Question");
		await lastAssistant(page).getByText("First answer").waitFor();
		await page.locator('.turns > li[data-role="user"]').getByRole("button", { name: "Edit" }).click();
		await page.getByLabel("Edit user turn").fill("Edited question");
		env.fake.reply({ chunks: ["Slow", " second", " answer."], delayMs: 400 });
		await send(page, "Follow-up");
		await page.locator("[data-pending] .markdown").getByText("Slow").waitFor();
		const saveAndSend = page.getByRole("button", { name: "Save and send" });
		expect(await saveAndSend.isDisabled()).toBe(true);
		await lastAssistant(page).getByText("Slow second answer.").waitFor();
		expect(env.fake.requests).toHaveLength(2);
		expect(roles(env.fake.requests[1]?.body.messages)).toEqual(["user", "assistant", "user"]);
		// Once the reply is in, the form sends the edit.
		env.fake.reply({ chunks: ["Answer to the edit"] });
		await saveAndSend.click();
		await lastAssistant(page).getByText("Answer to the edit").waitFor();
		expect(env.fake.requests.at(-1)?.body.messages).toEqual([{ role: "user", content: "Edited question" }]);
		expect(await turns(page)).toEqual([
			{ role: "user", text: "Edited question" },
			{ role: "assistant", text: "Answer to the edit" },
		]);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("stops a slow reply and keeps what arrived", async () => {
		const { page } = await pageOnFakeRouter();
		// Stop is always there: disabled with nothing to stop, enabled while a reply comes (Send waits meanwhile).
		expect(await page.getByRole("button", { name: "Stop" }).isDisabled()).toBe(true);
		env.fake.reply({ chunks: ["Part one.", " Part two.", " Part three."], delayMs: 400, stallAfter: 2 });
		await send(page, "Tell me slowly");
		await page.locator("[data-pending] .markdown").getByText("Part one.").waitFor();
		expect(await page.getByRole("button", { name: "Send", exact: true }).isDisabled()).toBe(true);
		await page.getByRole("button", { name: "Stop" }).click();
		await lastAssistant(page).waitFor();
		expect((await turns(page)).map((t) => t.role)).toEqual(["user", "assistant"]);
		expect((await turns(page))[1]?.text).not.toContain("Part three.");
		expect(await page.getByRole("alert").count()).toBe(0);
		await page.getByText("Stopped.").waitFor();
		// New chat during a reply: the stopped call does not write its turns, nor its "Stopped.", into the new chat.
		env.fake.reply({ chunks: ["Late", " words", " here."], delayMs: 300, stallAfter: 1 });
		await send(page, "Another slow one");
		await page.locator("[data-pending] .markdown").getByText("Late").waitFor();
		await page.getByRole("button", { name: "New chat" }).click();
		await page.waitForTimeout(800);
		expect(await turns(page)).toEqual([]);
		expect(await page.getByText("Stopped.").count()).toBe(0);
		await page.close();
	});
});

describe("compare in a browser", { timeout: 60_000 }, () => {
	const column = (page: Page, index: number) => page.locator(".compare-column").nth(index);
	const metric = async (page: Page, index: number) =>
		Object.fromEntries(
			await column(page, index)
				.locator(".compare-metrics")
				.evaluate((list) => {
					const terms = [...list.querySelectorAll("dt")].map((dt) => dt.textContent ?? "");
					return terms.map((term, i) => [term, list.querySelectorAll("dd")[i]?.textContent ?? ""]);
				}),
		);

	it("answers one prompt with two recorded (model, provider) pairs offline, each with its timings", async () => {
		const { page, errors } = await env.session.newPage();
		await page.goto(`${env.session.url}#/compare`);
		await page.getByRole("button", { name: "Send to all" }).click();
		for (const index of [0, 1]) {
			await column(page, index).locator(".markdown").waitFor();
			await expect.poll(async () => (await metric(page, index)).Total).toMatch(/^\d+ ms$/);
			expect((await metric(page, index))["First token"]).toMatch(/^\d+ ms$/);
			// Tokens when the recording carries usage, chunks when not: the speed's unit says which.
			const shown = await metric(page, index);
			const unit = "Tokens" in shown ? "tokens" : "chunks";
			expect(shown.Speed).toMatch(new RegExp(`^[\\d.]+ ${unit}/s$`));
		}
		// Changed with truthful offline mode: the default pairs are those recorded answering this very prompt at
		// the providers' default settings (Mistral on hf-inference was recorded with another prompt and settings).
		expect(await column(page, 0).getAttribute("aria-label")).toBe("meta-llama/Llama-3.3-70B-Instruct on together");
		expect(await column(page, 1).getAttribute("aria-label")).toBe("meta-llama/Llama-3.1-8B-Instruct on sambanova");
		for (const index of [0, 1]) expect(await column(page, index).locator(".markdown").textContent()).toMatch(/2/);
		expect(await page.locator('.compare-column [role="alert"]').count()).toBe(0);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("adds and removes columns, streams each on its own, and stops one while the others finish", async () => {
		const { page, errors } = await env.session.newPage({
			settings: { mode: "online", token: "", hubUrl: env.fake.hubUrl, routerUrl: env.fake.routerUrl },
		});
		await page.goto(`${env.session.url}#/compare`);
		await page.getByRole("button", { name: "Add a column" }).click();
		await page.getByRole("button", { name: "Add a column" }).click();
		expect(await page.locator(".compare-column").count()).toBe(4);
		await column(page, 3)
			.getByRole("button", { name: /^Remove/ })
			.click();
		expect(await page.locator(".compare-column").count()).toBe(3);
		const models = ["fast/model", "slow/model", "other/model"];
		for (const [index, model] of models.entries()) await column(page, index).getByLabel("Model").fill(model);
		await column(page, 2).getByLabel("Provider").selectOption("together");
		env.fake.replyFor("fast/model", {
			chunks: ["Quick", " answer"],
			usage: { prompt_tokens: 5, completion_tokens: 2 },
		});
		env.fake.replyFor("slow/model", { chunks: ["Slow", " answer", " never", " ends"], delayMs: 500 });
		// Chunks closer than 20 ms are a burst with no speed shown (metrics.ts); a loaded machine can stall the page
		// for 50 ms, so the gap is wide enough that only a real stream gives this column its speed.
		env.fake.replyFor("other/model", {
			chunks: ["Other", " answer"],
			usage: { prompt_tokens: 5, completion_tokens: 4 },
			delayMs: 250,
		});
		await page.getByLabel("Message").fill("Same prompt");
		await page.getByLabel("Message").press("Enter");
		await column(page, 1).getByText("Slow").waitFor();
		await column(page, 1).getByRole("button", { name: "Stop" }).click();
		await column(page, 1).getByText("Stopped.").waitFor();
		await column(page, 0).getByText("Quick answer").waitFor();
		await column(page, 2).getByText("Other answer").waitFor();
		expect(await column(page, 1).textContent()).not.toContain("ends");
		await expect.poll(async () => (await metric(page, 0)).Tokens).toBe("2");
		await expect.poll(async () => (await metric(page, 2)).Tokens).toBe("4");
		// The speed comes with the stream's end, which may follow the usage event by a turn or more.
		await expect.poll(async () => (await metric(page, 2)).Speed).toMatch(/^[\d.]+ tokens\/s$/);
		expect((await metric(page, 1)).Total).toBe("–");
		expect(env.fake.requests.map((r) => r.body.model).sort()).toEqual([...models].sort());
		expect(new Set(env.fake.requests.map((r) => JSON.stringify(r.body.messages)))).toEqual(
			new Set([JSON.stringify([{ role: "user", content: "Same prompt" }])]),
		);
		expect(env.fake.requests.find((r) => r.body.model === "other/model")?.url).toBe(
			"/router/together/v1/chat/completions",
		);
		expect(errors).toEqual([]);
		await page.close();
	});
});
