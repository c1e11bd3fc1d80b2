import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Starts `server` on a free loopback port: its URL, and a close that drops kept-alive connections too. */
export async function listenOnLoopback(server: Server): Promise<{ url: string; close: () => Promise<void> }> {
	server.listen(0, "127.0.0.1");
	await once(server, "listening");
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
