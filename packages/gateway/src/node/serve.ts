// `modelyard serve`: the gateway on Node's http server. Credentials come from the environment (HF_TOKEN,
// provider key variables, MODELYARD_GATEWAY_KEYS), aliases and keys from `--config`.
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { GatewayConfigError, type GatewayOptions, optionsFromEnv, readConfig } from "../config.js";
import { createGateway } from "../gateway.js";
import { Readiness } from "../readiness.js";
import { type FetchHandler, nodeListener } from "./adapter.js";
import { type Drained, drain, InFlight, type SocketTimeouts, serverOptions } from "./drain.js";
import { NodeTransport } from "./node-transport.js";
import { OPERATION_FLAGS, OPERATIONS_USAGE, type OperationFlagValues, startOperations } from "./serve-operations.js";

export const SERVE_USAGE = `modelyard serve: an OpenAI-compatible gateway to the Hub's providers

  modelyard serve [--host 127.0.0.1] [--port 8787] [--config gateway.json] [--hub-url URL] [--router-url URL]

Upstream credentials: HF_TOKEN, and each provider's key variable (TOGETHER_API_KEY, FAL_KEY, ...).
Client keys: MODELYARD_GATEWAY_KEYS (comma-separated) or "keys" in the config; required to listen beyond loopback.
MODELYARD_GATEWAY_SECRET seals video job ids: with it, a restart or another instance resumes a job from its id
(without it, ids hold until the process ends).
Config (JSON): {"keys": [...], "aliases": {"name": {"model": "org/m", "providers": ["groq"], "policy": "fastest",
"attemptTimeout": 10000, "hedgeAfterMs": 800, "deadlineMs": 60000}}, "passThrough": true, "deadlineMs": 300000,
"limits": {"requestsPerMinute": 60, "tokensPerMinute": 100000, "usdPerDay": 5}, "keyLimits": {"key_<fingerprint>": {...}},
"bodyLimits": {"jsonBytes": 10485760, "multipartBytes": 26214400}}. Point any OpenAI client at
http://HOST:PORT/v1 with a gateway key as its API key. One JSON access-log line per request goes to stdout,
and the client's warnings as {"level":"warn",...} lines.
--hub-url (default: HF_ENDPOINT, else https://huggingface.co) and --router-url (default https://router.huggingface.co)
point at other servers. SIGINT / SIGTERM drain it (see --drain-timeout). Exit codes: 0 stopped, 2 bad flags or config.

${OPERATIONS_USAGE}`;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost|::ffff:127\.\d+\.\d+\.\d+)$/;

export interface GatewayServerOptions {
	host?: string;
	port?: number;
	/** The gateway's options (keys checked against `host`); or `handler` to serve another. */
	gateway?: GatewayOptions;
	handler?: FetchHandler;
	/** How long a client may take to send its headers and its whole request. */
	timeouts?: SocketTimeouts;
}

export interface GatewayServer {
	url: string;
	server: Server;
	close(): Promise<void>;
	/** Stops taking requests (503), lets those in flight finish up to `timeoutMs`, then closes. */
	drain(timeoutMs: number): Promise<Drained>;
}

/** Refuses to open the gateway beyond loopback without client keys (anyone reaching it would spend the credentials). */
export function checkExposure(host: string, options: GatewayOptions): void {
	if (!LOOPBACK.test(host) && !(options.keys && options.keys.length > 0)) {
		throw new GatewayConfigError(
			`Refusing to listen on ${host} without gateway keys: anyone reaching it would spend your credentials. Set MODELYARD_GATEWAY_KEYS or "keys" in the config, or listen on 127.0.0.1.`,
		);
	}
}

/** Starts the gateway on `host:port` (port 0: any free one). */
export async function startGatewayServer(options: GatewayServerOptions = {}): Promise<GatewayServer> {
	const host = options.host ?? "127.0.0.1";
	const gatewayOptions = options.gateway ?? {};
	checkExposure(host, gatewayOptions);
	const readiness = gatewayOptions.readiness ?? new Readiness();
	// The client's upstream calls on node:http(s) (node-transport.ts), unless the caller brought a fetch of its own.
	const transport = gatewayOptions.clientOptions?.fetch ? undefined : new NodeTransport();
	const clientOptions = transport
		? { ...gatewayOptions.clientOptions, fetch: transport.fetch }
		: gatewayOptions.clientOptions;
	const handler = options.handler ?? createGateway({ ...gatewayOptions, clientOptions, readiness }).fetch;
	const server = createServer(serverOptions(options.timeouts), nodeListener(handler));
	const inFlight = new InFlight(server, readiness);
	server.listen(options.port ?? 8787, host);
	await once(server, "listening");
	const { port, address } = server.address() as AddressInfo;
	const origin = `http://${address.includes(":") ? `[${address}]` : address}:${port}`;
	return {
		url: origin,
		server,
		close: () =>
			new Promise<void>((resolve) => {
				server.close(() => {
					transport?.close();
					resolve();
				});
				server.closeIdleConnections();
			}),
		drain: async (timeoutMs) => {
			const drained = await drain(server, inFlight, readiness, timeoutMs);
			transport?.close();
			return drained;
		},
	};
}

/** The gateway's options from the environment and the config file (the file's keys and aliases win). */
export async function serveOptions(
	configPath: string | undefined,
	env: Record<string, string | undefined>,
): Promise<GatewayOptions> {
	const options = optionsFromEnv(env);
	if (!configPath) return options;
	let text: string;
	try {
		text = await readFile(configPath, "utf8");
	} catch (error) {
		throw new GatewayConfigError(`${configPath}: cannot be read (${(error as NodeJS.ErrnoException).code ?? error}).`);
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch (error) {
		throw new GatewayConfigError(`${configPath}: not valid JSON (${(error as Error).message}).`);
	}
	const config = readConfig(parsed, configPath);
	return { ...options, ...config, keys: [...(options.keys ?? []), ...(config.keys ?? [])] };
}

/** Runs `modelyard serve ARGS` until `signal` aborts; answers the exit code. */
export async function serveCommand(
	argv: string[],
	signal: AbortSignal,
	io: { out: (text: string) => void; err: (text: string) => void; env: Record<string, string | undefined> } = {
		out: (text) => process.stdout.write(text),
		err: (text) => process.stderr.write(text),
		env: process.env,
	},
): Promise<number> {
	let values: {
		host?: string;
		port?: string;
		config?: string;
		"hub-url"?: string;
		"router-url"?: string;
		help?: boolean;
	} & OperationFlagValues;
	try {
		({ values } = parseArgs({
			args: argv,
			options: {
				host: { type: "string" },
				port: { type: "string" },
				config: { type: "string" },
				"hub-url": { type: "string" },
				"router-url": { type: "string" },
				help: { type: "boolean", short: "h" },
				...OPERATION_FLAGS,
			},
			strict: true,
		}));
	} catch (error) {
		io.err(`${(error as Error).message}\n\n${SERVE_USAGE}`);
		return 2;
	}
	if (values.help) {
		io.out(SERVE_USAGE);
		return 0;
	}
	// The CLI runs on Node 18.3+; the gateway needs the Web Crypto global (Node 20+) for its keys and video ids.
	if (!globalThis.crypto?.subtle) {
		io.err(`modelyard serve needs Node 20 or later (this is ${process.version}).\n`);
		return 2;
	}
	const port = values.port === undefined ? 8787 : Number(values.port);
	if (!Number.isInteger(port) || port < 0 || port > 65535) {
		io.err(`--port must be a port number (0-65535), not "${values.port}".\n`);
		return 2;
	}
	let server: GatewayServer;
	let operations: Awaited<ReturnType<typeof startOperations>> | undefined;
	try {
		const gateway = await serveOptions(values.config, io.env);
		gateway.logger = (line) => io.out(`${JSON.stringify(line)}\n`);
		const hubUrl = values["hub-url"] || io.env["HF_ENDPOINT"];
		const routerUrl = values["router-url"];
		gateway.clientOptions = { ...(hubUrl ? { hubUrl } : {}), ...(routerUrl ? { routerUrl } : {}) };
		operations = await startOperations(values, io.env);
		Object.assign(gateway, operations.gateway);
		server = await startGatewayServer({
			host: values.host ?? "127.0.0.1",
			port,
			gateway,
			timeouts: operations.timeouts,
		});
	} catch (error) {
		await operations?.close();
		if (!(error instanceof GatewayConfigError) && (error as NodeJS.ErrnoException).code === undefined) throw error;
		io.err(`modelyard serve: ${(error as Error).message}\n`);
		return 2;
	}
	io.err(`modelyard serve: listening on ${server.url}/v1\n`);
	if (!signal.aborted) await once(signal, "abort");
	io.err(`modelyard serve: draining (up to ${operations.drainTimeoutMs} ms for the requests in flight)\n`);
	const { cut } = await server.drain(operations.drainTimeoutMs);
	if (cut > 0) io.err(`modelyard serve: ${cut} request(s) still running at the drain deadline were cut\n`);
	await operations.close();
	return 0;
}
