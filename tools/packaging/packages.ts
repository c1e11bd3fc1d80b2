// The published packages as a user gets them: their manifests, and what `npm pack` puts in the tarball.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface Manifest {
	name: string;
	version: string;
	license?: string;
	keywords?: string[];
	homepage?: string;
	repository?: { type?: string; url?: string; directory?: string };
	engines?: { node?: string };
	files?: string[];
	exports: Record<string, unknown>;
	dependencies?: Record<string, string>;
	[field: string]: unknown;
}

/** The client libraries: ESM and CommonJS, for browsers and Node, typed for every kind of consumer project. */
export const PACKAGES = [
	{ dir: "packages/tasks", name: "@modelyard/tasks" },
	{ dir: "packages/inference", name: "@modelyard/inference" },
] as const;

/** The batch runner: Node only, ES modules only. */
export const BATCH = { dir: "packages/batch", name: "@modelyard/batch" } as const;

/** The `modelyard` command, fronting the batch runner and the gateway: a bin only (nothing to import). */
export const CLI = { dir: "packages/cli", name: "modelyard", bin: "dist/node/cli.mjs" } as const;

/** The OpenAI-compatible gateway: a Web-standard handler (ESM and CommonJS) and its Node server. */
export const GATEWAY = { dir: "packages/gateway", name: "@modelyard/gateway" } as const;

/** Every package published to npm: the manifest, README and tarball checks apply to each. */
export const PUBLISHED = [...PACKAGES, BATCH, GATEWAY] as const;

export const packagePath = (dir: string, file = "") => `${repoRoot}${dir}/${file}`;

export function manifest(dir: string): Manifest {
	return JSON.parse(readFileSync(packagePath(dir, "package.json"), "utf8"));
}

/** Fails with the command to run when a package has not been built (`npm test` builds before the tests). */
export function assertBuilt(dir: string, file = "dist/cjs/index.cjs"): void {
	if (!existsSync(packagePath(dir, file))) {
		throw new Error(`${dir} is not built: run \`npm run build\` first (npm test does)`);
	}
}

/** The files `npm pack` would publish for a package, as paths inside the tarball. */
export function packedFiles(dir: string): string[] {
	const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
		cwd: packagePath(dir),
		encoding: "utf8",
		stdio: ["ignore", "pipe", "ignore"],
	});
	const [pack] = JSON.parse(out) as Array<{ files: Array<{ path: string }> }>;
	return (pack?.files ?? []).map((file) => file.path).sort();
}

/** Every file path an `exports` map points at (conditions nested to any depth). */
export function exportTargets(exports: unknown): string[] {
	if (typeof exports === "string") return [exports];
	if (exports && typeof exports === "object") return Object.values(exports).flatMap(exportTargets);
	return [];
}
