// Global setup of the browser tests: the app built once for the whole run and one server for it, whose address is
// given to every test file (inject("playgroundUrl") in browser.ts). Each file still launches its own browser.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildPlayground, servePlayground } from "./playground-server.js";

declare module "vitest" {
	export interface ProvidedContext {
		playgroundUrl: string;
	}
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	const outDir = mkdtempSync(join(tmpdir(), "modelyard-playground-build-"));
	await buildPlayground(outDir);
	const server = await servePlayground(outDir);
	project.provide("playgroundUrl", server.url);
	return async () => {
		await server.close();
		rmSync(outDir, { recursive: true, force: true });
	};
}
