// Deliberately broken copies of @modelyard/inference (and of @modelyard/gateway), each built from a patched copy of
// its source, so the runtime matrix's own test can show that a row fails when the package does what that runtime
// cannot. Each patch names
// the exact source text it replaces: a change to that source makes the patch fail loudly, not silently pass.

import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** The breakages: in each, `file` (under packages/inference, or packages/`folder`) has `find` replaced by `replace`. */
export const BREAKAGES = {
	/** The stream's bytes decoded with Node's Buffer (which Bun and Deno also have), not TextDecoder. */
	"buffer-in-stream": {
		file: "src/http/stream.ts",
		find: "decoder.push(text.decode(chunk.value, STREAMING_DECODE), events);",
		replace: 'decoder.push(Buffer.from(chunk.value).toString("utf8"), events);',
	},
	/** The main entry imports a Node built-in. */
	"node-import-in-entry": {
		file: "src/index.ts",
		find: "",
		replace: 'import "node:util";\n',
	},
	/** The caller's signal is no longer handed to fetch. */
	"abort-not-passed-on": {
		file: "src/http/send.ts",
		find: "if (signal) init.signal = signal;",
		replace: "",
	},
	/** The gateway's main entry imports a Node built-in (another than the client's breakage, to tell them apart). */
	"node-import-in-gateway-entry": {
		folder: "gateway",
		file: "src/index.ts",
		find: "",
		replace: 'import "node:os";\n',
	},
};

/** A built copy of the package with breakage `name` applied; returns its folder (to pack like the real one). */
export function brokenBuild(name) {
	const { folder = "inference", file, find, replace } = BREAKAGES[name];
	const source = join(repoRoot, "packages", folder);
	const dir = join(mkdtempSync(join(tmpdir(), `modelyard-broken-${name}-`)), folder);
	for (const entry of ["package.json", "README.md", "LICENSE", "src"]) {
		if (existsSync(join(source, entry))) cpSync(join(source, entry), join(dir, entry), { recursive: true });
	}
	const path = join(dir, file);
	const text = readFileSync(path, "utf8");
	if (!text.includes(find)) throw new Error(`breakage ${name}: ${file} no longer contains ${JSON.stringify(find)}`);
	writeFileSync(path, find === "" ? replace + text : text.replace(find, replace));
	execFileSync(process.execPath, [join(repoRoot, "tools/build/build-package.mjs"), "--js-only"], {
		cwd: dir,
		stdio: ["ignore", "ignore", "inherit"],
	});
	return dir;
}
