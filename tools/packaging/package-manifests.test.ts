// Each package installs and reads right on its own: the npm page fields, a dependency range, the license,
// a README that starts with how to install and use it, and a tarball with what runs and nothing else.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
	assertBuilt,
	CLI,
	exportTargets,
	manifest,
	PUBLISHED,
	packagePath,
	packedFiles,
	repoRoot,
} from "./packages.js";

const rootLicense = readFileSync(`${repoRoot}LICENSE`, "utf8");

describe.each([...PUBLISHED, CLI])("$name", ({ dir, name }) => {
	it("names its repository folder, homepage, license and keywords for the npm page", () => {
		const pkg = manifest(dir);
		expect(pkg.name).toBe(name);
		expect(pkg.repository).toEqual({
			type: "git",
			url: "git+https://github.com/modelyard/modelyard.git",
			directory: dir,
		});
		expect(pkg.homepage).toBe(`https://github.com/modelyard/modelyard/tree/main/${dir}#readme`);
		expect(pkg.license).toBe("MIT");
		expect(rootLicense).toMatch(/^MIT License\n/);
		expect(readFileSync(packagePath(dir, "LICENSE"), "utf8")).toBe(rootLicense);
		expect(pkg.keywords?.length).toBeGreaterThanOrEqual(3);
		expect(pkg.files).toEqual(["dist", "README.md", "LICENSE"]);
	});
});

describe.each(PUBLISHED)("$name", ({ dir, name }) => {
	it("opens its README with the install command and a five-line example that imports it by name", () => {
		const readme = readFileSync(packagePath(dir, "README.md"), "utf8");
		const opening = readme.match(/^# (\S+)\n\n```sh\n(.*)\n```\n\n```ts\n([\s\S]*?)\n```\n/);
		expect(opening?.[1]).toBe(name);
		expect(opening?.[2]).toBe(`npm install ${name}`);
		const code = (opening?.[3] ?? "").split("\n").filter((line) => line.trim() !== "");
		expect(code.length).toBeLessThanOrEqual(5);
		expect(code[0]).toMatch(new RegExp(`^import \\{.*\\} from "${name}";$`));
	});

	it("packs its built code, types, README and LICENSE, and no source, test or config file", () => {
		assertBuilt(dir);
		const files = packedFiles(dir);
		for (const required of ["package.json", "README.md", "LICENSE", "dist/cjs/index.cjs", "dist/esm/index.js"]) {
			expect(files).toContain(required);
		}
		const unexpected = files.filter(
			(file) =>
				!["package.json", "README.md", "LICENSE"].includes(file) &&
				!/^dist\/.*\.(?:js|mjs|cjs|d\.ts|d\.cts)$/.test(file),
		);
		expect(unexpected).toEqual([]);
		expect(files.filter((file) => /\.test\.|(^|\/)(src|test|fixtures)\//.test(file))).toEqual([]);
		// Every path the exports map promises is in the tarball.
		const missing = exportTargets(manifest(dir).exports)
			.map((target) => target.replace(/^\.\//, ""))
			.filter((target) => !files.includes(target));
		expect(missing).toEqual([]);
	}, 60_000);
});

describe("@modelyard/batch's manifest", () => {
	it("depends on the workspace's inference and tasks by caret range; neither a bin nor the gateway (the CLI's)", () => {
		const pkg = manifest("packages/batch");
		expect(pkg.dependencies?.["@modelyard/inference"]).toBe(`^${manifest("packages/inference").version}`);
		expect(pkg.dependencies?.["@modelyard/tasks"]).toBe(`^${manifest("packages/tasks").version}`);
		expect(pkg.dependencies?.["@modelyard/gateway"]).toBeUndefined();
		expect(pkg.bin).toBeUndefined();
		expect(packedFiles("packages/batch")).not.toContain("dist/node/cli.mjs");
	}, 60_000);
});

describe("modelyard (the CLI)'s manifest", () => {
	it("ships the `modelyard` bin and depends on the runner and the gateway by caret range", () => {
		const pkg = manifest(CLI.dir);
		expect(pkg.bin).toEqual({ modelyard: `./${CLI.bin}` });
		expect(pkg.dependencies?.["@modelyard/batch"]).toBe(`^${manifest("packages/batch").version}`);
		expect(pkg.dependencies?.["@modelyard/gateway"]).toBe(`^${manifest("packages/gateway").version}`);
		// Nothing to import: a command's package exports only its manifest.
		expect(pkg.exports).toEqual({ "./package.json": "./package.json" });
	});

	it("opens its README with the npx commands, run and serve", () => {
		const readme = readFileSync(packagePath(CLI.dir, "README.md"), "utf8");
		expect(readme).toMatch(/^# modelyard\n\n```sh\nnpx modelyard run .*\nnpx modelyard serve\n```\n/);
	});

	it("packs its bundled bin (a Node script with its shebang), README and LICENSE, and no source or test file", () => {
		assertBuilt(CLI.dir, CLI.bin);
		const files = packedFiles(CLI.dir);
		expect(files).toContain(CLI.bin);
		expect(files.filter((file) => !/^dist\/node\/.*\.mjs$/.test(file))).toEqual([
			"LICENSE",
			"README.md",
			"package.json",
		]);
		expect(readFileSync(packagePath(CLI.dir, CLI.bin), "utf8")).toMatch(/^#!\/usr\/bin\/env node\n/);
	}, 60_000);

	it("runs from its built bin the packages it depends on, as installed: the gateway for serve, the queue's library", () => {
		assertBuilt(CLI.dir, CLI.bin);
		const bin = packagePath(CLI.dir, CLI.bin);
		// The bin imports @modelyard/* by name (not inlined): each resolves through node_modules to its built entry.
		expect(readFileSync(bin, "utf8")).toContain('import("@modelyard/gateway/node")');
		const serve = spawnSync(process.execPath, [bin, "serve", "--help"], { encoding: "utf8" });
		expect(serve.stderr).toBe("");
		expect(serve.status).toBe(0);
		expect(serve.stdout).toMatch(/^modelyard serve: an OpenAI-compatible gateway/);
		// Nothing listens on port 1: the command gets as far as the Node check (before 22.12) or the connection.
		const status = spawnSync(
			process.execPath,
			[bin, "status", "--queue", "postgres://u@127.0.0.1:1/db", "--run", "r"],
			{
				encoding: "utf8",
				timeout: 30_000,
			},
		);
		expect(status.stderr).toMatch(/^modelyard: (The queue mode \(--queue\) runs on pg-boss 12|.*ECONNREFUSED)/);
		expect([1, 2]).toContain(status.status);
	}, 60_000);
});

describe("@modelyard/inference's dependency on @modelyard/tasks", () => {
	it("is a caret range that the workspace's tasks version satisfies, so npm can dedupe it", () => {
		const range = manifest("packages/inference").dependencies?.["@modelyard/tasks"];
		expect(range).toBe(`^${manifest("packages/tasks").version}`);
	});
});
