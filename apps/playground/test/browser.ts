// Test support: the playground served by Vite, the replay server, and Debian's Chromium driven by
// playwright-core. Chromium must be at /usr/bin/chromium (`apt-get install -y chromium`; .ci/run does it).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { PROVIDERS } from "@modelyard/inference";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { providerHostsOf, type ReplayServer, startReplayServer } from "../../../tools/replay-server/server.mjs";
import { type FakeRouter, startFakeRouter } from "./fake-router.js";
import { startDevServer } from "./playground-server.js";

const CHROMIUM = "/usr/bin/chromium";

export interface PlaygroundSession {
	url: string;
	replay: ReplayServer;
	newPage(options?: PageOptions): Promise<{ page: Page; errors: string[] }>;
	close(): Promise<void>;
}

export interface PageOptions {
	width?: number;
	settings?: Record<string, unknown>;
	/** The system's colour scheme the page sees (default light). */
	colorScheme?: "light" | "dark";
}

/**
 * `sharedDir`: where the recordings and samples are (default ../shared beside the repository); given, the file gets
 * the Vite dev server of its own that `npm start` runs, on that folder (a missing one: as on a clone of this
 * repository alone). Else the run's build of the app (test/playground-server-setup.ts).
 */
export async function startPlayground({ sharedDir }: { sharedDir?: string } = {}): Promise<PlaygroundSession> {
	if (!existsSync(CHROMIUM)) {
		throw new Error(`Browser tests need Chromium at ${CHROMIUM}: run 'apt-get install -y chromium' (.ci/run does).`);
	}
	const server =
		sharedDir === undefined
			? { url: inject("playgroundUrl"), close: async () => {} }
			: await startDevServer({ sharedDir });
	const { url } = server;
	const replay = await startReplayServer({
		streamDelayMs: 5,
		providerHosts: providerHostsOf(PROVIDERS),
		...(sharedDir && { shared: pathToFileURL(`${sharedDir}/`) }),
	});
	const browser: Browser = await chromium.launch({
		executablePath: CHROMIUM,
		args: [
			"--headless",
			"--no-sandbox",
			"--disable-gpu",
			"--no-first-run",
			"--disable-background-networking",
			// A fake microphone, allowed without a prompt, for recording tests.
			"--use-fake-ui-for-media-stream",
			"--use-fake-device-for-media-stream",
		],
	});
	return {
		url,
		replay,
		async newPage({ width = 1280, settings, colorScheme = "light" }: PageOptions = {}) {
			const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
			if (settings) {
				await page.addInitScript(
					(stored) => sessionStorage.setItem("modelyard.settings", stored),
					JSON.stringify(settings),
				);
			}
			const errors: string[] = [];
			page.on("pageerror", (error) => errors.push(String(error)));
			page.on("console", (message) => {
				if (message.type() === "error") errors.push(message.text());
			});
			return { page, errors };
		},
		async close() {
			await browser.close();
			await replay.close();
			await server.close();
		},
	};
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Serious and critical accessibility violations axe-core finds on the page as it is now. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
	if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
	return page.evaluate(async () => {
		const axe = (
			window as unknown as {
				axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
			}
		).axe;
		// Violations only: the passes' details are never read, and collecting them doubles the run.
		const { violations } = await axe.run(document, { resultTypes: ["violations"] });
		return violations
			.filter((v) => v.impact === "serious" || v.impact === "critical")
			.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
	});
}
interface AxeViolation {
	id: string;
	impact: string;
	help: string;
	nodes: Array<{ target: string[] }>;
}

/** How far the page is wider than the window (0 = no sideways scroll). */
export const sidewaysOverflow = (page: Page) =>
	page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The test file's playground and fake router: started before its tests, closed after them. */
export function playgroundWithFakeRouter(): { session: PlaygroundSession; fake: FakeRouter } {
	const env = {} as { session: PlaygroundSession; fake: FakeRouter };
	beforeAll(async () => {
		[env.session, env.fake] = await Promise.all([startPlayground(), startFakeRouter()]);
	}, 60_000);
	afterAll(async () => {
		await env.session?.close();
		await env.fake?.close();
	});
	return env;
}
