// The `modelyard` CLI of a clone, from its TypeScript source: no `npm run build` needed. esbuild bundles
// packages/cli/src/entries/cli.ts (the workspace packages resolved to their source through tsconfig's paths)
// into node_modules/.cache, named by a hash of the bundle, so concurrent runs never write the same file and an
// unchanged source is written once; the bench bundles its floor relay the same way. pg-boss, pg and the
// OpenTelemetry SDK stay external: they resolve from the clone's node_modules.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Bundles the CLI from source; answers the bundle's path. */
export function bundleCliFromSource() {
	return bundleFromSource("packages/cli/src/entries/cli.ts", "cli");
}

/** Bundles `entry` (a TypeScript file, relative to the clone's root) as the CLI is; answers the bundle's path. */
export async function bundleFromSource(entry, name) {
	const result = await build({
		entryPoints: [join(repoRoot, entry)],
		bundle: true,
		write: false,
		platform: "node",
		format: "esm",
		target: "node18",
		tsconfig: join(repoRoot, "tsconfig.json"),
		// The OpenTelemetry SDK (--otel) too: a bundled CommonJS SDK cannot require Node built-ins.
		external: ["pg-boss", "pg", "@opentelemetry/*"],
		logLevel: "warning",
	});
	const text = result.outputFiles[0].text;
	const dir = join(repoRoot, "node_modules/.cache/modelyard-cli");
	const file = join(dir, `${name}-${createHash("sha256").update(text).digest("hex").slice(0, 16)}.mjs`);
	if (!existsSync(file)) {
		mkdirSync(dir, { recursive: true });
		// Written aside then renamed: another run starting now never reads half a file.
		const partial = `${file}.${process.pid}.partial`;
		writeFileSync(partial, text);
		renameSync(partial, file);
	}
	return file;
}
