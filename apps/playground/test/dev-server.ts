// The playground's Vite dev server for the browser tests: started once for the whole run by dev-server-setup.ts,
// or by a test file that needs its own (another shared folder).
import { createServer as createNetServer } from "node:net";
import { fileURLToPath } from "node:url";
import { createServer, type ViteDevServer } from "vite";

/**
 * The playground's Vite dev server on a free loopback port. `sharedDir`: where it looks for the recordings and
 * samples (default ../shared beside the repository).
 */
export async function startDevServer({ sharedDir }: { sharedDir?: string } = {}): Promise<{
	url: string;
	close(): Promise<void>;
}> {
	const root = fileURLToPath(new URL("..", import.meta.url));
	// The dev server's replay reads MODELYARD_SHARED_DIR when it is set up, inside createServer.
	const before = process.env["MODELYARD_SHARED_DIR"];
	if (sharedDir) process.env["MODELYARD_SHARED_DIR"] = sharedDir;
	let vite: ViteDevServer;
	try {
		vite = await createServer({
			root,
			configFile: `${root}/vite.config.ts`,
			logLevel: "error",
			// A port of its own: Vite reads 0 as "its default, 5173", which a person's `npm start` may hold.
			server: { host: "127.0.0.1", port: await freePort(), strictPort: false },
		});
	} finally {
		if (before === undefined) delete process.env["MODELYARD_SHARED_DIR"];
		else process.env["MODELYARD_SHARED_DIR"] = before;
	}
	await vite.listen();
	const address = vite.httpServer?.address();
	if (!address || typeof address === "string") throw new Error("Vite did not start listening");
	return { url: `http://127.0.0.1:${address.port}/`, close: () => vite.close() };
}

/** A port no one listens on now. */
async function freePort(): Promise<number> {
	const server = createNetServer();
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const address = server.address();
	await new Promise((resolve) => server.close(resolve));
	return typeof address === "object" && address ? address.port : 0;
}
