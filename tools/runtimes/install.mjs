// The runtimes of the matrix, each taken from the npm registry by its ordinary package (none installed by hand),
// at the versions pinned here, and cached under node_modules/.cache/runtimes so a second run installs nothing.
// Bun and Deno ship their binary in an optional platform package, which npm installs with no download step of its
// own (their postinstall scripts, which npm may not run, only move or check that binary).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { nodeBinary } from "../node-runtime/fetch-node.mjs";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** The npm package of each runtime, pinned: a new version is a reviewed change, not a surprise in CI. */
export const RUNTIME_PACKAGES = {
	bun: "bun@1.4.5",
	deno: "deno@2.9.6",
	miniflare: "miniflare@4.20260426.0",
};

/** The Node versions of the matrix: the packages' floor (`engines`, exactly), then each active line's latest. */
export const NODE_VERSIONS = ["18.0.0", "20.x", "22.x", "24.x"];

/** The folder `spec` is installed in (`npm install --prefix`), installing it on first use. */
export function installed(spec) {
	const prefix = join(repoRoot, "node_modules", ".cache", "runtimes", spec);
	const name = spec.slice(0, spec.lastIndexOf("@"));
	if (!existsSync(join(prefix, "node_modules", name, "package.json"))) {
		mkdirSync(prefix, { recursive: true });
		execFileSync("npm", ["install", "--prefix", prefix, "--no-save", "--no-audit", "--no-fund", spec], {
			stdio: ["ignore", "ignore", "inherit"],
		});
	}
	return prefix;
}

/** The first of `paths` (under `prefix`) that is a real binary, not a placeholder script. */
function binaryAmong(prefix, paths) {
	const found = paths.map((path) => join(prefix, path)).find((path) => existsSync(path) && statSync(path).size > 1e6);
	if (!found) throw new Error(`no runtime binary among ${paths.join(", ")} under ${prefix}`);
	return found;
}

const platformArch = `${process.platform}-${process.arch}`;

/** Path of each runtime's binary. */
export const runtimeBinary = {
	node: (version) => nodeBinary(version),
	bun: () =>
		binaryAmong(installed(RUNTIME_PACKAGES.bun), [
			`node_modules/@oven/bun-${platformArch.replace("arm64", "aarch64")}/bin/bun`,
			"node_modules/bun/bin/bun.exe",
		]),
	deno: () =>
		binaryAmong(installed(RUNTIME_PACKAGES.deno), [
			`node_modules/@deno/${platformArch}-glibc/deno`,
			`node_modules/@deno/${platformArch}/deno`,
		]),
};

/** A package installed by `installed`, loaded by the Node running this. */
export async function importInstalled(name) {
	const require = createRequire(join(installed(RUNTIME_PACKAGES[name]), "package.json"));
	return import(require.resolve(name));
}

/** Installs every runtime of the matrix (Node versions included), as .ci/run does before the tests. */
export function installAll() {
	for (const version of NODE_VERSIONS) runtimeBinary.node(version);
	runtimeBinary.bun();
	runtimeBinary.deno();
	installed(RUNTIME_PACKAGES.miniflare);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) installAll();
