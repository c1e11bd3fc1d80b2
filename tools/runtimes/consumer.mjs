// A user's project: the packages packed with `npm pack` (what npm would publish) and installed from the tarballs
// into a new folder, as `npm install @modelyard/inference` would. The matrix's suites run from there, so they
// load what a user loads: the `node` build under Node, Bun and Deno, the `esm` build in bundles.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** The packages the suites import, by name, with the workspace folder each is packed from. */
export const PACKED_PACKAGES = {
	"@modelyard/tasks": "packages/tasks",
	"@modelyard/inference": "packages/inference",
	"@modelyard/gateway": "packages/gateway",
};

/** Packs a package folder into `destination`; returns the tarball's path. */
function pack(packageDir, destination) {
	const out = execFileSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", destination], {
		cwd: packageDir,
		encoding: "utf8",
		stdio: ["ignore", "pipe", "ignore"],
	});
	return join(destination, JSON.parse(out)[0].filename);
}

/** What every project of the matrix installs; the others (PACKED_PACKAGES) only when asked for. */
const ALWAYS = ["@modelyard/tasks", "@modelyard/inference"];

/**
 * A new project with the packed packages installed (the client's, and `also`: more names of PACKED_PACKAGES);
 * returns its folder. `overrides`: another built folder for a package, by name (a deliberately broken copy).
 */
export function installPackedPackages(overrides = {}, also = []) {
	const dir = mkdtempSync(join(tmpdir(), "modelyard-runtime-"));
	const dependencies = Object.fromEntries(
		[...ALWAYS, ...also].map((name) => [
			name,
			`file:${pack(overrides[name] ?? join(repoRoot, PACKED_PACKAGES[name]), dir)}`,
		]),
	);
	writeFileSync(
		join(dir, "package.json"),
		JSON.stringify({ name: "runtime-matrix-app", private: true, type: "module", dependencies }),
	);
	execFileSync("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--omit=peer"], {
		cwd: dir,
		stdio: ["ignore", "ignore", "inherit"],
	});
	return dir;
}
