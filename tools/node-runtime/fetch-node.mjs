#!/usr/bin/env node
// A Node.js binary of a given version range, taken from the npm registry's `node-<platform>-<arch>` packages (as
// `.ci/run` does for Node 18), cached under node_modules/.cache so a second call installs nothing.
// Usage: `node tools/node-runtime/fetch-node.mjs 22.x` prints the binary's path.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** The path of a `node` binary matching `range` (an npm version range such as "22.x"), installed on first use. */
export function nodeBinary(range) {
	const packageName = `node-${process.platform === "win32" ? "win" : process.platform}-${process.arch}`;
	const prefix = join(repoRoot, "node_modules", ".cache", "node-runtime", `${packageName}@${range}`);
	const binary =
		process.platform === "win32"
			? join(prefix, "node_modules", packageName, "bin", "node.exe")
			: join(prefix, "node_modules", packageName, "bin", "node");
	if (!existsSync(binary)) {
		mkdirSync(prefix, { recursive: true });
		execFileSync(
			"npm",
			["install", "--prefix", prefix, "--no-save", "--no-audit", "--no-fund", `${packageName}@${range}`],
			{ stdio: ["ignore", "ignore", "inherit"] },
		);
	}
	return binary;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	console.log(nodeBinary(process.argv[2] ?? "22.x"));
}
