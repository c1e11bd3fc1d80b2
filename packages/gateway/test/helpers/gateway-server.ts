// The gateway under test, served in-process on a loopback port by its Node server, against a fake upstream.
import type { GatewayOptions } from "../../src/config.js";
import type { WarningLogLine } from "../../src/log.js";
import { startGatewayServer } from "../../src/node/serve.js";
import type { AccessLogLine } from "../../src/request-record.js";
import type { FakeUpstream } from "./fake-upstream.js";

export const HF_TOKEN = "hf_gateway_upstream_secret_0123456789";
export const GATEWAY_KEY = "gw-key-0123456789abcdef";

export interface TestGateway {
	/** The OpenAI base URL (`.../v1`). */
	baseURL: string;
	url: string;
	log: AccessLogLine[];
	/** The client's warnings, as the logger got them. */
	warnings: WarningLogLine[];
	close(): Promise<void>;
}

export async function startTestGateway(upstream: FakeUpstream, options: GatewayOptions = {}): Promise<TestGateway> {
	const log: AccessLogLine[] = [];
	const warnings: WarningLogLine[] = [];
	const server = await startGatewayServer({
		port: 0,
		gateway: {
			hfToken: HF_TOKEN,
			keys: [GATEWAY_KEY],
			logger: (line) => ("level" in line ? warnings.push(line) : log.push(line)),
			...options,
			clientOptions: { hubUrl: upstream.url, routerUrl: upstream.url, ...options.clientOptions },
		},
	});
	return { baseURL: `${server.url}/v1`, url: server.url, log, warnings, close: server.close };
}
