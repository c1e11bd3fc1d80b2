// The gateway suite under Deno: `@modelyard/gateway`'s handler served by `Deno.serve` as its README shows, the
// secrets read from the environment (`--allow-env`), the checks (gateway-checks.mjs) sent over a loopback socket.
import { createGateway, optionsFromEnv } from "@modelyard/gateway";
import { fakeUpstreamOptions, runGatewayChecks } from "./gateway-checks.mjs";

export async function run(upstream, checks) {
	const gateway = createGateway({ ...optionsFromEnv(Deno.env.toObject()), ...fakeUpstreamOptions(upstream) });
	const server = Deno.serve({ hostname: "127.0.0.1", port: 0 }, gateway.fetch);
	try {
		return await runGatewayChecks(
			(path, init) => fetch(`http://127.0.0.1:${server.addr.port}${path}`, init),
			upstream,
			checks,
		);
	} finally {
		await server.shutdown();
	}
}
