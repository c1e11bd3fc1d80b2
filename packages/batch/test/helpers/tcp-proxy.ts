// A loopback TCP proxy between one client (a queue worker) and a server (PostgreSQL): it forwards both ways until
// told to stop forwarding, then holds every byte and keeps the connections open, as a network partition does
// (no reset, no refusal: the client's queries just never get an answer).
import { once } from "node:events";
import { createConnection, createServer, type Socket } from "node:net";

export interface TcpProxy {
	/** The proxy's port on 127.0.0.1. */
	port: number;
	/** Stops forwarding, in both directions, on every connection, open or new. */
	partition(): void;
	close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
	let partitioned = false;
	const sockets = new Set<Socket>();
	const forward = (from: Socket, to: Socket) => {
		from.on("data", (chunk) => {
			if (!partitioned) to.write(chunk);
		});
		from.on("error", () => to.destroy());
		from.on("close", () => to.destroy());
	};
	const server = createServer((client) => {
		const upstream = createConnection(target);
		for (const socket of [client, upstream]) sockets.add(socket);
		forward(client, upstream);
		forward(upstream, client);
	});
	server.listen(0, "127.0.0.1");
	await once(server, "listening");
	return {
		port: (server.address() as { port: number }).port,
		partition: () => {
			partitioned = true;
		},
		close: async () => {
			for (const socket of sockets) socket.destroy();
			await new Promise((resolve) => server.close(resolve));
		},
	};
}
