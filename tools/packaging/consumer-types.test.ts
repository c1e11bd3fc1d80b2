// The built packages' types, seen from the four kinds of TypeScript project a user has: an ES module app
// (`module: nodenext`), a CommonJS one (`module: node16`, .cts), a bundled one (`moduleResolution: bundler`)
// and a Node-only one (no DOM lib, `types: ["node"]`, `skipLibCheck: false`, so our .d.ts files are checked
// too). Each fixture imports the packages by name, as an app would, and resolves them to dist through the
// exports map; each `@ts-expect-error` line in them must be an error, so a type that decays to `any` fails.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { assertBuilt, PACKAGES, repoRoot } from "./packages.js";

/** Runs tsc on a fixture project; resolves with its exit status and its output (the files it read included). */
function compile(setting: string): Promise<{ status: number | null; files: string[]; errors: string[] }> {
	const tsconfig = `tools/packaging/consumers/tsconfig.${setting}.json`;
	const tsc = spawn(process.execPath, ["node_modules/typescript/bin/tsc", "-p", tsconfig, "--listFiles"], {
		cwd: repoRoot,
	});
	let output = "";
	tsc.stdout.on("data", (chunk) => {
		output += chunk;
	});
	tsc.stderr.on("data", (chunk) => {
		output += chunk;
	});
	return new Promise((resolve) => {
		tsc.on("close", (status) => {
			const lines = output.split("\n").filter((line) => line !== "");
			const files = lines.filter((line) => line.startsWith("/")).map((line) => line.replace(repoRoot, ""));
			resolve({ status, files, errors: lines.filter((line) => !line.startsWith("/")) });
		});
	});
}

const SETTINGS = [
	{ setting: "esm", declarations: ["dist/types/index.d.ts", "dist/types/entries/"] },
	{ setting: "cjs", declarations: ["dist/cjs/index.d.cts", "dist/cjs/entries/"] },
	{ setting: "bundler", declarations: ["dist/types/index.d.ts", "dist/types/entries/"] },
	{ setting: "node-only", declarations: ["dist/types/index.d.ts", "dist/cjs/index.d.cts"] },
];

describe.concurrent("the built packages' types, from a consumer project", () => {
	for (const { setting, declarations } of SETTINGS) {
		it(`compile for a ${setting} consumer, read from dist by package name`, async () => {
			for (const { dir } of PACKAGES) assertBuilt(dir);
			const { status, files, errors } = await compile(setting);
			expect(errors).toEqual([]);
			expect(status).toBe(0);
			for (const { dir } of PACKAGES) {
				for (const declaration of declarations) {
					expect(files.some((file) => file.startsWith(`${dir}/${declaration}`))).toBe(true);
				}
				expect(files.filter((file) => file.startsWith(`${dir}/src/`))).toEqual([]);
			}
		}, 120_000);
	}
});
