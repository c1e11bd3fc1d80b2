// @modelyard/gateway: an OpenAI-compatible HTTP gateway over @modelyard/inference, as one Web-standard handler.
export {
	GatewayConfigError,
	type GatewayConfigFile,
	type GatewayOptions,
	type ModelAlias,
	optionsFromEnv,
	type Policy,
	readConfig,
} from "./config.js";
export type { Caller, GatewayEnv } from "./context.js";
export { errorResponse, GatewayError, type GatewayErrorDetails } from "./errors.js";
export { createGateway, createGatewayApp, type Gateway } from "./gateway.js";
export type { GatewayLogLine, WarningLogLine } from "./log.js";
export type { AccessLogLine } from "./request-record.js";
