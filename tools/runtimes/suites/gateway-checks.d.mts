/** The gateway suite's checks, in the order of the matrix's columns. */
export const GATEWAY_CHECKS: string[];
/** The secrets the serving runtime's environment (or the Worker's bindings) holds. */
export const GATEWAY_ENV: Record<string, string>;
export function fakeUpstreamOptions(upstream: string): { clientOptions: Record<string, unknown> };
export function runGatewayChecks(
	send: (path: string, init: RequestInit) => Promise<Response>,
	upstream: string,
	only?: string[],
): Promise<Record<string, string>>;
