// The gateway README's Workers, Bun and Deno snippets are what the runtime matrix runs: each line of a snippet is
// a line of its suite (suites/gateway-*.mjs), once the suite's test-only parts are taken out (the fake upstream's
// options spread after the environment's, port 0), and wrangler.toml's compatibility date is the matrix's.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const section =
	read("../../packages/gateway/README.md").split("### On Cloudflare Workers, Bun and Deno")[1]?.split("\n## ")[0] ?? "";
const blocks = [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, lang = "", code = ""]) => ({ lang, code }));
const snippet = (marker: string) => blocks.find((block) => block.lang === "js" && block.code.includes(marker))?.code;

/** A suite's lines as the README would write them: no fake upstream, the README's port. */
function asWritten(suiteFile: string): string[] {
	return read(`suites/${suiteFile}`)
		.replace(/\{ \.\.\.(optionsFromEnv\((?:[^()]|\(\))*\)), \.\.\.fakeUpstreamOptions\([^)]*\) \}/g, "$1")
		.replace(/\bport: 0\b/g, "port: 8787")
		.split("\n")
		.map((line) => line.trim());
}

/** The snippet's code lines (comments and blank lines left out). */
const codeLines = (code = "") =>
	code
		.split("\n")
		.map((line) => line.trim())
		.filter((line) => line !== "" && !line.startsWith("//"));

describe("the gateway README's runtime snippets are the runtime matrix's suites", () => {
	it.each([
		["cloudflare:workers", "gateway-worker.mjs"],
		["Bun.serve", "gateway-bun.mjs"],
		["Deno.serve", "gateway-deno.mjs"],
	])("the %s snippet's lines are in suites/%s", (marker, suiteFile) => {
		const lines = codeLines(snippet(marker));
		expect(lines.length).toBeGreaterThan(1);
		const suite = asWritten(suiteFile);
		for (const line of lines)
			expect(
				suite.some((written) => written.includes(line)),
				line,
			).toBe(true);
	});

	it("wrangler.toml's compatibility date is the one the matrix's workerd runs, with no compatibility flags", () => {
		const toml = blocks.find((block) => block.lang === "toml")?.code ?? "";
		const matrixDate = /compatibilityDate: "([\d-]+)"/.exec(read("hosts.mjs"))?.[1];
		expect(toml).toContain(`compatibility_date = "${matrixDate}"`);
		expect(toml).toContain('main = "src/worker.js"');
		expect(toml).not.toMatch(/^compatibility_flags/m);
	});
});
