import { createServer, type Server } from "node:http";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type PlaygroundSession, startPlayground } from "./browser.js";
import { listenOnLoopback } from "./loopback.js";

// A loopback Hub answering whoami only: one token is valid at once, another after a pause (a check still on
// its way when the form changes), any other is refused.
const VALID = "hf_valid_token";
const VALID_SLOWLY = "hf_valid_after_a_pause";
const PAUSE_MS = 2_000;
/** The tokens of the slow whoami calls that reached the Hub, and of those the page abandoned before it answered. */
const arrived: string[] = [];
const abandoned: string[] = [];

let hub: Server;
let hubUrl: string;
let session: PlaygroundSession;
beforeAll(async () => {
	hub = createServer(async (req, res) => {
		res.setHeader("access-control-allow-origin", "*");
		res.setHeader("access-control-allow-headers", "*");
		if (req.method === "OPTIONS") return void res.writeHead(204).end();
		const token = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
		if (token === VALID_SLOWLY) {
			arrived.push(token);
			await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
			if (res.destroyed) return void abandoned.push(token);
		}
		const valid = req.url === "/api/whoami-v2" && (token === VALID || token === VALID_SLOWLY);
		res.writeHead(valid ? 200 : 401, { "content-type": "application/json" });
		const who = { name: "ada", type: "user", auth: { accessToken: { displayName: "test", role: "read" } } };
		res.end(JSON.stringify(valid ? who : { error: "Invalid credentials in Authorization header" }));
	});
	hubUrl = await listenOnLoopback(hub);
	session = await startPlayground();
}, 60_000);
afterAll(async () => {
	await session?.close();
	hub?.closeAllConnections();
	await new Promise((resolve) => hub?.close(resolve));
});
beforeEach(() => {
	arrived.length = 0;
	abandoned.length = 0;
});

const result = (page: Page) => page.getByTestId("token-check");

async function check(page: Page, token: string) {
	await page.getByLabel("Access token").fill(token);
	await page.getByRole("button", { name: "Check token" }).click();
}

describe("Settings: Check token", { timeout: 60_000 }, () => {
	it("clears the result when the token, the mode or the Hub address changes", async () => {
		const { page, errors } = await session.newPage({ settings: { mode: "online", hubUrl } });
		await page.goto(`${session.url}#/settings`);
		await check(page, VALID);
		await result(page).getByText("Valid: this token belongs to ada (read).").waitFor();
		await page.getByLabel("Access token").fill(`${VALID}x`);
		expect(await result(page).count()).toBe(0);

		await check(page, VALID);
		await result(page).getByText("Valid").waitFor();
		await page.getByRole("radio", { name: /^Offline/ }).check();
		expect(await result(page).count()).toBe(0);

		await page.getByRole("radio", { name: /^Online/ }).check();
		await check(page, VALID);
		await result(page).getByText("Valid").waitFor();
		await page.getByText("Other Hub and router addresses").click();
		await page.getByLabel("Hub URL").fill(`${hubUrl}/elsewhere`);
		expect(await result(page).count()).toBe(0);
		expect(errors).toEqual([]);
		await page.close();
	});

	it("abandons a check still on its way when the token changes, and never shows its answer", async () => {
		const { page, errors } = await session.newPage({ settings: { mode: "online", hubUrl } });
		await page.goto(`${session.url}#/settings`);
		await check(page, VALID_SLOWLY);
		await result(page).getByText("Asking the Hub…").waitFor();
		// The page says it is asking before its request (and CORS preflight) reached the Hub: wait for it there, or
		// the change below could cancel a request the Hub never saw (CI saw that once).
		await expect.poll(() => arrived).toEqual([VALID_SLOWLY]);
		await page.getByLabel("Access token").fill("hf_never_checked");
		expect(await result(page).count()).toBe(0);
		await expect.poll(() => abandoned).toEqual([VALID_SLOWLY]);
		expect(await result(page).count()).toBe(0);
		expect(await page.getByRole("button", { name: "Check token" }).isEnabled()).toBe(true);
		expect(errors).toEqual([]);
		await page.close();
	});
});
