// The README's first command on a clean clone, before anything is built: clones this repository's committed
// HEAD into a temporary directory (with no ../shared beside it, as for a person who cloned this repository
// alone), then for `npm install && npm start` and for `npm ci && npm start`: serves the playground, loads it in
// Chromium and fails on any page error. The server is stopped whatever happens. Node and git only: runs on
// Linux, macOS and Windows (Chromium's path: CHROMIUM, default /usr/bin/chromium).
//
//   node tools/quickstart/check.mjs
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO = fileURLToPath(new URL("../..", import.meta.url));
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const URL_TO_LOAD = "http://127.0.0.1:5173/";
const WINDOWS = process.platform === "win32";

function run(command, args, cwd) {
	console.log(`quickstart: ${command} ${args.join(" ")}`);
	const result = spawnSync(command, args, { cwd, stdio: "inherit", shell: WINDOWS });
	if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

/** `npm start` in the clone, until the page answers; resolves with a stop function. */
async function start(clone) {
	const server = spawn("npm", ["start"], { cwd: clone, shell: WINDOWS, detached: !WINDOWS, stdio: "pipe" });
	let output = "";
	server.stdout.on("data", (chunk) => (output += chunk));
	server.stderr.on("data", (chunk) => (output += chunk));
	const stop = () => {
		if (server.exitCode !== null) return;
		// The whole tree: npm starts a shell, which starts npm, which starts Vite.
		if (WINDOWS) spawnSync("taskkill", ["/pid", String(server.pid), "/T", "/F"]);
		else process.kill(-server.pid, "SIGTERM");
	};
	// Vite prints its address once it listens: waiting for that (not for any answer on the port) makes sure the
	// page loaded is this clone's server, not another one on the same port.
	const deadline = Date.now() + 120_000;
	// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences of coloured output
	const listening = () => output.replace(/\x1b\[[0-9;]*m/g, "").includes(URL_TO_LOAD);
	while (Date.now() < deadline && server.exitCode === null && !listening()) {
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	if (server.exitCode === null && listening()) return { stop };
	stop();
	throw new Error(`npm start did not serve ${URL_TO_LOAD} (is the port taken?):\n${output}`);
}

/** Loads the page in Chromium (playwright-core, from the clone's own install) and returns its errors. */
async function pageErrors(clone) {
	const { chromium } = createRequire(join(clone, "apps", "playground", "package.json"))("playwright-core");
	const browser = await chromium.launch({
		executablePath: CHROMIUM,
		args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
	});
	try {
		const page = await browser.newPage();
		const errors = [];
		page.on("pageerror", (error) => errors.push(String(error)));
		page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
		await page.goto(URL_TO_LOAD);
		await page.locator("[data-task]").first().waitFor({ timeout: 60_000 });
		// Without ../shared, the page says so and offers online mode.
		await page.getByTestId("recordings-missing").waitFor({ timeout: 10_000 });
		return errors;
	} finally {
		await browser.close();
	}
}

async function check(clone, install) {
	run("npm", [install, "--no-audit", "--no-fund"], clone);
	const taken = await fetch(URL_TO_LOAD).then(
		() => true,
		() => false,
	);
	if (taken) throw new Error(`${URL_TO_LOAD} is already served: stop that server first (npm start needs the port).`);
	const server = await start(clone);
	try {
		const errors = await pageErrors(clone);
		if (errors.length > 0) throw new Error(`npm ${install} && npm start: the page has errors:\n${errors.join("\n")}`);
		console.log(`quickstart: npm ${install} && npm start serves the playground with no page error`);
	} finally {
		server.stop();
	}
}

const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: REPO, encoding: "utf8" }).stdout.trim();
const clone = mkdtempSync(join(tmpdir(), "modelyard-quickstart-"));
try {
	run("git", ["clone", "--quiet", "--no-checkout", REPO, clone], REPO);
	run("git", ["checkout", "--quiet", head], clone);
	await check(clone, "install");
	rmSync(join(clone, "node_modules"), { recursive: true, force: true });
	run("git", ["checkout", "--quiet", "--", "."], clone);
	await check(clone, "ci");
} finally {
	rmSync(clone, { recursive: true, force: true });
}
