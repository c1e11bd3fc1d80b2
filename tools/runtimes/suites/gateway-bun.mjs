// The gateway suite under Bun: `@modelyard/gateway`'s handler served by `Bun.serve` as its README shows, the
// secrets read from the environment, the checks (gateway-checks.mjs) sent over a loopback socket.
import { createGateway, optionsFromEnv } from "@modelyard/gateway";
import { fakeUpstreamOptions, runGatewayChecks } from "./gateway-checks.mjs";

export async function run(upstream, checks) {
	const gateway = createGateway({ ...optionsFromEnv(process.env), ...fakeUpstreamOptions(upstream) });
	const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: gateway.fetch });
	try {
		return await runGatewayChecks((path, init) => fetch(new URL(path, server.url), init), upstream, checks);
	} finally {
		server.stop(true);
	}
}
