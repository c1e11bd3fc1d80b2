// The bench's floor for the gateway's design, a process of its own: a Hono app on the gateway's Node adapter
// relaying each chat request to the mock through the gateway's transport, with none of the gateway's own work (no
// key, no model parsing, no client, no receipt, no log). What any gateway shaped as issue 37 asks (a Web-standard
// handler behind a small router, run on Node) costs at the least on this machine. Prints its port.
import { createServer } from "node:http";
import { Hono } from "hono";
import { nodeListener } from "../../packages/gateway/src/node/adapter.js";
import { NodeTransport } from "../../packages/gateway/src/node/node-transport.js";

const upstream = `http://127.0.0.1:${process.argv[2]}/together/v1/chat/completions`;
const transport = new NodeTransport();
const app = new Hono();
app.post("/v1/chat/completions", async (c) => {
	const answer = await transport.fetch(upstream, {
		method: "POST",
		redirect: "manual",
		headers: { "content-type": "application/json" },
		body: await c.req.text(),
		signal: c.req.raw.signal,
	});
	const type = answer.headers.get("content-type") ?? "application/json";
	// A stream passes through as it comes; a JSON answer is read whole, as the gateway reads it.
	const body = type.startsWith("text/event-stream") ? answer.body : await answer.text();
	return new Response(body, { status: answer.status, headers: { "content-type": type } });
});
const server = createServer(nodeListener(async (request) => app.fetch(request)));
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
	const address = server.address();
	console.log(typeof address === "object" && address ? address.port : "");
});
