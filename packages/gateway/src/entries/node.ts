// @modelyard/gateway/node: the gateway on Node's http server, and the `modelyard serve` command.
export { type FetchHandler, nodeListener } from "../node/adapter.js";
export {
	checkExposure,
	type GatewayServer,
	type GatewayServerOptions,
	SERVE_USAGE,
	serveCommand,
	serveOptions,
	startGatewayServer,
} from "../node/serve.js";
