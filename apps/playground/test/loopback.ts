import type { Server } from "node:http";

/** Starts `server` on a free loopback port and returns its origin (`http://127.0.0.1:PORT`). */
export async function listenOnLoopback(server: Server): Promise<string> {
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const address = server.address();
	return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}
