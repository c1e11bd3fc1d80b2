// The lock must install on every platform: each native tool's per-platform binary package has an entry, so
// `npm ci` accepts it and npm picks the right binary on macOS, Windows and musl Linux, not only on this machine.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
	completePlatformPackages,
	type LockEntry,
	type PackageLock,
	platformFromName,
} from "./complete-platform-packages.mjs";

const lockText = readFileSync(fileURLToPath(new URL("../../package-lock.json", import.meta.url)), "utf8");
const readLock = (): PackageLock => JSON.parse(lockText);

/** The lock path npm resolves `name` to from the package at `parentPath` (its node_modules, then upward). */
function resolvedPath(lock: PackageLock, parentPath: string, name: string): string | undefined {
	let base = parentPath;
	while (true) {
		const path = `${base ? `${base}/` : ""}node_modules/${name}`;
		if (lock.packages[path]) return path;
		if (!base) return undefined;
		base = base.includes("/node_modules/") ? base.slice(0, base.lastIndexOf("/node_modules/")) : "";
	}
}

describe("package-lock.json", () => {
	it("has an entry, at the version asked, for every optional dependency of every locked package", () => {
		const lock = readLock();
		const missing: string[] = [];
		for (const [path, entry] of Object.entries(lock.packages)) {
			for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
				const found = lock.packages[resolvedPath(lock, path, name) ?? ""];
				if (!found || (/^\d/.test(spec) && found.version !== spec)) missing.push(`${path} -> ${name}@${spec}`);
			}
		}
		expect(missing).toEqual([]);
	});

	const platforms = [
		{ suffix: "darwin-arm64", os: "darwin", cpu: "arm64" },
		{ suffix: "darwin-x64", os: "darwin", cpu: "x64" },
		{ suffix: "win32-x64", os: "win32", cpu: "x64" },
		{ suffix: "linux-x64-musl", os: "linux", cpu: "x64", libc: "musl" },
		{ suffix: "linux-x64", os: "linux", cpu: "x64", libc: "glibc" },
	];
	const tools = [
		{
			tool: "rollup",
			prefix: "@rollup/rollup-",
			rename: { "win32-x64": "win32-x64-msvc", "linux-x64": "linux-x64-gnu" },
		},
		{ tool: "@biomejs/biome", prefix: "@biomejs/cli-", rename: {} as Record<string, string> },
	];
	for (const { tool, prefix, rename } of tools) {
		for (const { suffix, os, cpu, libc } of platforms) {
			const name = `${prefix}${(rename as Record<string, string>)[suffix] ?? suffix}`;
			it(`locks ${tool}'s ${suffix} binary (${name}) for ${os}/${cpu}${libc ? `/${libc}` : ""}`, () => {
				const lock = readLock();
				const version = lock.packages[`node_modules/${tool}`]?.version;
				expect(version).toMatch(/^\d+\.\d+\.\d+/);
				const entry = lock.packages[`node_modules/${name}`];
				expect(entry).toMatchObject({ version, optional: true, dev: true, os: [os], cpu: [cpu] });
				expect(entry?.libc).toEqual(libc ? [libc] : undefined);
			});
		}
	}

	it("derives from a package's name the os/cpu/libc/license/engines npm's registry gave the resolved ones", () => {
		// Drop the platform entries npm resolved itself (esbuild's per copy, rollup's and Biome's linux arm64),
		// keeping one per parent for the script to read license and engines from, let the script rebuild them,
		// and compare with what npm wrote: only the integrity hash differs.
		const lock = readLock();
		const dropped = new Map<string, LockEntry>();
		for (const [path, entry] of Object.entries(lock.packages)) {
			const resolved = Object.keys(entry.optionalDependencies ?? {})
				.filter((name) => platformFromName(name))
				.map((name) => resolvedPath(lock, path, name))
				.filter((found): found is string => found !== undefined && Boolean(lock.packages[found]?.integrity));
			for (const found of resolved.slice(1)) dropped.set(found, lock.packages[found] as LockEntry);
		}
		expect(dropped.size).toBeGreaterThan(50);
		for (const path of dropped.keys()) delete lock.packages[path];
		expect(completePlatformPackages(lock).sort()).toEqual([...dropped.keys()].sort());
		for (const [path, { integrity, ...entry }] of dropped) expect([path, lock.packages[path]]).toEqual([path, entry]);
	});

	it("is complete and written as npm writes it, so `npm ci` and `npm install` leave it byte-identical", () => {
		const lock = readLock();
		expect(completePlatformPackages(lock)).toEqual([]);
		// npm indents the lock like the root package.json (tabs) and ends it with a newline.
		expect(`${JSON.stringify(lock, null, "\t")}\n`).toBe(lockText);
	});

	it("refuses a platform name it cannot read rather than guessing", () => {
		expect(platformFromName("@rollup/rollup-linux-x64-gnu")).toEqual({ os: "linux", cpu: "x64", libcSuffix: "gnu" });
		expect(platformFromName("@biomejs/biome")).toBeUndefined();
		expect(() => platformFromName("@rollup/rollup-linux-sparc64-gnu")).toThrow(/unknown platform word "sparc64"/);
	});
});
