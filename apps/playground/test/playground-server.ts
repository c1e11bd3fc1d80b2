// The playground's servers for the browser tests. Most files load a development build of the app (one bundle,
// React's development build with its warnings, built once per run by playground-server-setup.ts) served by
// `vite preview`: a page of the dev server fetches about 600 modules, 2.4 s per fresh page against 0.45 s. The
// file that starts as a person's `npm start` does (no-shared.test.ts) runs on the Vite dev server itself.
import { createServer as createNetServer } from "node:net";
import { fileURLToPath } from "node:url";
import { build, createServer, type InlineConfig, preview } from "vite";

export interface PlaygroundServer {
	url: string;
	close(): Promise<void>;
}

const root = fileURLToPath(new URL("..", import.meta.url));
const base: InlineConfig = { root, configFile: `${root}/vite.config.ts`, logLevel: "error" };

/** The app built for development (unminified, React's development build) into `outDir`. */
export async function buildPlayground(outDir: string): Promise<void> {
	await build({
		...base,
		mode: "development",
		define: { "process.env.NODE_ENV": JSON.stringify("development") },
		build: { outDir, emptyOutDir: true, minify: false, sourcemap: false, reportCompressedSize: false },
	});
}

/** `vite preview` of a build in `outDir`, answering offline runs from the recordings, on a free loopback port. */
export function servePlayground(outDir: string, { sharedDir }: { sharedDir?: string } = {}): Promise<PlaygroundServer> {
	return withSharedDir(sharedDir, async () => {
		const server = await preview({
			...base,
			build: { outDir },
			preview: { host: "127.0.0.1", port: await freePort(), strictPort: false },
		});
		return { url: urlOf(server.httpServer.address()), close: () => server.close() };
	});
}

/**
 * The Vite dev server, as `npm start` runs it, on a free loopback port. `loadsTheApp: false` is for a test of the
 * server's middleware alone: no dependency scan, which on a clean clone writes node_modules/.vite beside another
 * file's dev server doing the same, and which the server's close waits for.
 */
export function startDevServer({
	sharedDir,
	loadsTheApp = true,
}: {
	sharedDir?: string;
	loadsTheApp?: boolean;
} = {}): Promise<PlaygroundServer> {
	return withSharedDir(sharedDir, async () => {
		// A port of its own: Vite reads 0 as "its default, 5173", which a person's `npm start` may hold.
		const vite = await createServer({
			...base,
			server: { host: "127.0.0.1", port: await freePort() },
			...(loadsTheApp ? {} : { optimizeDeps: { noDiscovery: true, include: [] } }),
		});
		await vite.listen();
		return { url: urlOf(vite.httpServer?.address()), close: () => vite.close() };
	});
}

/**
 * The replay reads MODELYARD_SHARED_DIR (where the recordings and samples are; default ../shared beside the
 * repository) when its server is set up: set for that moment only.
 */
async function withSharedDir<T>(sharedDir: string | undefined, start: () => Promise<T>): Promise<T> {
	const before = process.env["MODELYARD_SHARED_DIR"];
	if (sharedDir) process.env["MODELYARD_SHARED_DIR"] = sharedDir;
	try {
		return await start();
	} finally {
		if (before === undefined) delete process.env["MODELYARD_SHARED_DIR"];
		else process.env["MODELYARD_SHARED_DIR"] = before;
	}
}

function urlOf(address: ReturnType<import("node:net").Server["address"]> | undefined): string {
	if (!address || typeof address === "string") throw new Error("The playground's server did not start listening");
	return `http://127.0.0.1:${address.port}/`;
}

/** A port no one listens on now. */
async function freePort(): Promise<number> {
	const server = createNetServer();
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const address = server.address();
	await new Promise((resolve) => server.close(resolve));
	return typeof address === "object" && address ? address.port : 0;
}
