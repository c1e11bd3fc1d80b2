// The browser rows: Debian's Chromium and Firefox ESR, driven by puppeteer-core (Firefox over WebDriver BiDi, as
// Playwright's own Firefox build cannot be fetched here). The suite is bundled for the browser with esbuild, as an
// app's bundler would, and served by the fake upstream, so the page calls it from its own origin.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { bundleFor } from "./hosts.mjs";

/** Where Debian puts each browser (`apt-get install chromium firefox-esr`, as .ci/run does). */
const EXECUTABLES = { chromium: ["/usr/bin/chromium"], firefox: ["/usr/bin/firefox-esr", "/usr/bin/firefox"] };

const LAUNCH = {
	chromium: {
		browser: "chrome",
		args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
	},
	firefox: { browser: "firefox" },
};

function executableOf(name) {
	const found = EXECUTABLES[name].find((path) => existsSync(path));
	if (!found) throw new Error(`${name} is not installed: apt-get install ${name === "firefox" ? "firefox-esr" : name}`);
	return found;
}

/** A host running the suite in a page of `name` ("chromium" or "firefox"). */
export const browserHost =
	(name) =>
	async ({ dir, suiteFile, upstream, fake, checks }) => {
		const entry = `page-${suiteFile}`;
		writeFileSync(
			join(dir, entry),
			`import { run } from "./${suiteFile}";
const checks = new URLSearchParams(location.search).get("checks")?.split(",");
window.matrixOutcome = run(location.origin, checks).then((results) => ({ results }), (error) => ({ error: String(error) }));
`,
		);
		const bundle = await bundleFor("browser", dir, entry);
		const base = `${name}-${suiteFile}`;
		fake.servePage(`${base}/app.js`, "text/javascript", bundle.code);
		fake.servePage(`${base}/index.html`, "text/html", `<!doctype html><script type="module" src="app.js"></script>`);
		const browser = await puppeteer.launch({ ...LAUNCH[name], executablePath: executableOf(name), headless: true });
		try {
			const page = await browser.newPage();
			const pageErrors = [];
			page.on("pageerror", (error) => pageErrors.push(String(error)));
			await page.goto(
				`${upstream}/page/${base}/index.html?${new URLSearchParams(checks && { checks: checks.join(",") })}`,
			);
			await page.waitForFunction(() => window.matrixOutcome !== undefined, { timeout: 30_000 });
			const outcome = await page.evaluate(() => window.matrixOutcome);
			if (outcome.error || pageErrors.length > 0) throw new Error(outcome.error ?? pageErrors.join("\n"));
			return { build: bundle.build, results: outcome.results };
		} finally {
			await browser.close();
		}
	};
