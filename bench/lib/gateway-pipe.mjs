// The bench's baseline gateway: a bare node:http pipe to the mock's routed chat route (no parsing, no routing, no
// logging), a process of its own. Prints its port.
import { Agent, createServer, request as upstreamRequest } from "node:http";

const upstream = Number(process.argv[2]);
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const server = createServer((request, response) => {
	const forward = upstreamRequest(
		{
			host: "127.0.0.1",
			port: upstream,
			path: "/together/v1/chat/completions",
			method: "POST",
			headers: request.headers,
			agent,
		},
		(answer) => {
			response.writeHead(answer.statusCode ?? 502, answer.headers);
			answer.pipe(response);
		},
	);
	forward.on("error", () => response.destroy());
	request.pipe(forward);
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
