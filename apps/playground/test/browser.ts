// Test support: the playground served by Vite, the replay server, and Debian's Chromium driven by
// playwright-core. Chromium must be at /usr/bin/chromium (`apt-get install -y chromium`; .ci/run does it).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { type ReplayServer, startReplayServer } from "../../../tools/replay-server/server.mjs";

const CHROMIUM = "/usr/bin/chromium";

export interface PlaygroundSession {
	url: string;
	replay: ReplayServer;
	newPage(): Promise<{ page: Page; errors: string[] }>;
	close(): Promise<void>;
}

export async function startPlayground(): Promise<PlaygroundSession> {
	if (!existsSync(CHROMIUM)) {
		throw new Error(`Browser tests need Chromium at ${CHROMIUM}: run 'apt-get install -y chromium' (.ci/run does).`);
	}
	const root = fileURLToPath(new URL("..", import.meta.url));
	const vite: ViteDevServer = await createServer({
		root,
		configFile: `${root}/vite.config.ts`,
		logLevel: "error",
		server: { host: "127.0.0.1", port: 0, strictPort: false },
	});
	await vite.listen();
	const address = vite.httpServer?.address();
	if (!address || typeof address === "string") throw new Error("Vite did not start listening");
	const replay = await startReplayServer({ streamDelayMs: 5 });
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
	const url = `http://127.0.0.1:${address.port}/`;
	return {
		url,
		replay,
		async newPage() {
			const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
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
			await vite.close();
		},
	};
}
