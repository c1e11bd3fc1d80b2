// Global setup of the browser tests: one playground dev server for the whole run, its address given to every
// test file (inject("playgroundUrl") in browser.ts). Each file still launches its own browser and servers.
import type { TestProject } from "vitest/node";
import { startDevServer } from "./dev-server.js";

declare module "vitest" {
	export interface ProvidedContext {
		playgroundUrl: string;
	}
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	const server = await startDevServer();
	project.provide("playgroundUrl", server.url);
	return () => server.close();
}
