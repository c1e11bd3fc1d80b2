#!/usr/bin/env node
// Completes package-lock.json with every platform's optional binary packages.
//
// Why: rollup, Biome, esbuild and the like ship their native binary as one optional package per platform
// (`@rollup/rollup-darwin-arm64`, `@biomejs/cli-linux-x64-musl`, ...). npm only writes to the lock the ones its
// registry answers for; when some are missing, `npm ci` refuses the lock and `npm install` on macOS, Windows or
// musl installs no binary at all (npm's known optional-dependency bug), so `npm start` crashes there.
//
// What: for each lock entry that lists `optionalDependencies`, every optional dependency named with an exact
// version that has no lock entry gets one, made from facts the lock already holds:
// - `version`: the exact version the parent names;
// - `os` / `cpu` / `libc`: read from the package's name (`darwin`, `win32`, `x64`, `arm64`, `-musl`,
//   `-gnueabihf`, ...); an unsuffixed linux package is glibc-only when its parent also ships a `-musl` build
//   for the same cpu (Biome's `cli-linux-x64`), and for any libc otherwise (esbuild's `linux-x64`);
// - `dev` / `optional`: as the parent's;
// - `license` and `engines`: those of the parent's platform packages npm did resolve, when they all agree.
// It cannot know `integrity` (the hash of a tarball it never saw): those entries have none; npm accepts that
// and fetches the package by name and version on the machine that needs it.
//
// Usage (re-run after any dependency change, then check `npm install` leaves the lock alone):
//   node tools/lockfile/complete-platform-packages.mjs [path/to/package-lock.json]
// Writes the lock back as npm does (tab indentation, like the root package.json) and prints what it added.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const OS = new Set([
	"aix",
	"android",
	"darwin",
	"freebsd",
	"linux",
	"netbsd",
	"openbsd",
	"openharmony",
	"sunos",
	"win32",
]);
const CPU = new Set(["arm", "arm64", "ia32", "loong64", "mips64el", "ppc64", "riscv64", "s390x", "x64"]);
// Name suffixes that only say which toolchain built the binary (no install constraint of their own).
const TOOLCHAIN = new Set(["msvc", "eabi"]);
const LIBC = { gnu: "glibc", gnueabihf: "glibc", musl: "musl", musleabihf: "musl" };
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * The platform a package's name says it is for: `{ os, cpu, libcSuffix }`, or undefined when the name names
 * no operating system (not a platform package). Throws on a platform name with a word it does not know, so a
 * new platform is looked at rather than guessed.
 */
export function platformFromName(name) {
	const words = name.replace(/^@[^/]+\//, "").split("-");
	const osIndex = words.findIndex((word) => OS.has(word));
	if (osIndex === -1) return undefined;
	const platform = { os: words[osIndex], cpu: undefined, libcSuffix: undefined };
	for (const word of words.slice(osIndex + 1)) {
		if (CPU.has(word) && platform.cpu === undefined) platform.cpu = word;
		else if (word in LIBC && platform.os === "linux") platform.libcSuffix = word;
		else if (!TOOLCHAIN.has(word) && !(word === "gnu" && platform.os === "win32")) {
			throw new Error(`${name}: unknown platform word "${word}"; teach tools/lockfile/complete-platform-packages.mjs`);
		}
	}
	return platform;
}

/** Where npm looks for `name` from the package at `parentPath`: its own node_modules, then each one above. */
function lookupPaths(parentPath, name) {
	const paths = [];
	let base = parentPath;
	while (true) {
		paths.push(`${base ? `${base}/` : ""}node_modules/${name}`);
		if (!base) return paths;
		const cut = base.lastIndexOf("/node_modules/");
		base = cut === -1 ? "" : base.slice(0, cut);
	}
}

function agreed(entries, field) {
	const values = new Set(entries.map((entry) => JSON.stringify(entry[field])));
	return values.size === 1 ? entries[0][field] : undefined;
}

/** The lock entry npm would write for `name@version`, an optional dependency of the entry `parent`. */
function platformEntry(name, version, parent, siblings) {
	const platform = platformFromName(name);
	let libc = platform.libcSuffix ? LIBC[platform.libcSuffix] : undefined;
	if (platform.os === "linux" && !libc) {
		const platforms = Object.keys(parent.optionalDependencies).map(platformFromName);
		const musl = platforms.some((p) => p?.os === "linux" && p.cpu === platform.cpu && p.libcSuffix?.startsWith("musl"));
		if (musl) libc = "glibc";
	}
	const resolved = siblings.map((sibling) => sibling.entry);
	// Same key order as npm's own entries, so that `npm install` leaves the file byte-identical.
	const entry = { version };
	if (platform.cpu) entry.cpu = [platform.cpu];
	if (parent.dev) entry.dev = true;
	if (libc) entry.libc = [libc];
	const license = agreed(resolved, "license") ?? parent.license;
	if (license) entry.license = license;
	entry.optional = true;
	entry.os = [platform.os];
	const engines = agreed(resolved, "engines");
	if (engines) entry.engines = engines;
	return entry;
}

/**
 * Adds the missing platform packages to `lock` (a parsed package-lock.json, lockfileVersion 3) in place.
 * Returns the lock paths it added.
 */
export function completePlatformPackages(lock) {
	const packages = lock.packages;
	const added = [];
	for (const [parentPath, parent] of Object.entries(packages)) {
		const optional = Object.entries(parent.optionalDependencies ?? {});
		const located = optional.map(([name, spec]) => {
			const paths = lookupPaths(parentPath, name);
			const nearest = paths.findIndex((path) => packages[path]);
			// npm hoists a package as high as it can: the shallowest place the parent sees it from that no other
			// version of it already takes (a different version above nests this one below it).
			const free = nearest === -1 ? paths : paths.slice(0, nearest);
			return { name, spec, entry: nearest === -1 ? undefined : packages[paths[nearest]], place: free.at(-1) };
		});
		const siblings = located.filter((dep) => dep.entry?.integrity && platformFromName(dep.name));
		for (const dep of located) {
			if (dep.entry && (dep.entry.version === dep.spec || !EXACT_VERSION.test(dep.spec))) continue;
			if (!platformFromName(dep.name)) {
				throw new Error(`${parentPath}: optional ${dep.name} is missing and is no platform package`);
			}
			if (!EXACT_VERSION.test(dep.spec))
				throw new Error(`${parentPath}: ${dep.name}@${dep.spec} names no exact version`);
			if (!dep.place) throw new Error(`${parentPath}: another version of ${dep.name} sits in its own node_modules`);
			packages[dep.place] = platformEntry(dep.name, dep.spec, parent, siblings);
			added.push(dep.place);
		}
	}
	// npm sorts the package paths this way.
	lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, "en")));
	return added;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const file = process.argv[2] ?? fileURLToPath(new URL("../../package-lock.json", import.meta.url));
	const lock = JSON.parse(readFileSync(file, "utf8"));
	const added = completePlatformPackages(lock);
	writeFileSync(file, `${JSON.stringify(lock, null, "\t")}\n`);
	console.log(added.length ? `added ${added.length}:\n  ${added.join("\n  ")}` : "nothing missing");
}
