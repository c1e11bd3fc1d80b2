export interface RecordedExchange {
	url: string;
	init: { method?: string; body?: string; headers?: Record<string, string> };
	response: { body: string; status: number; statusText?: string; headers: Record<string, string> };
	/** Set on our own fixtures: how the answer was made. */
	origin?: string;
	/** The sample file a binary request sent. */
	input?: string;
}
export type RecordedExample = { body: unknown } | { file: string };
export interface ReplayServer {
	url: string;
	hubUrl: string;
	routerUrl: string;
	close(): Promise<void>;
}
/** The shared directory (recordings, sample files): `../shared/` beside the repository, or `MODELYARD_SHARED_DIR`. */
export function sharedDirectory(env?: Record<string, string | undefined>): URL;
/** True when the shared directory holds the recorded exchanges. */
export function recordingsAvailable(shared?: URL): boolean;
export function loadExchanges(path?: URL | string): RecordedExchange[];
export function loadFixtures(directory?: URL): RecordedExchange[];
export function recordedExamples(exchanges: RecordedExchange[], modelId: string): RecordedExample[];
/** Each provider's own host by id, from the client's provider definitions (`PROVIDERS`). */
export type ProviderHosts = Record<string, string>;
export function providerHostsOf(providers: Record<string, { id: string; host: string }>): ProviderHosts;
export function recordedMapping(
	exchanges: RecordedExchange[],
	modelId: string,
	providerHosts: ProviderHosts,
): Record<string, { providerId: string; status: string; task: string }>;
export function findExchange(
	exchanges: RecordedExchange[],
	providerHosts: ProviderHosts,
	method: string,
	url: string,
	bodyText: string,
	bodyBytes?: Buffer,
	samples?: SampleFiles,
): { exchange: RecordedExchange; match: "exact" | "url" } | undefined;
/** The sample files of the shared directory, by exact name (see samples.mjs). */
export interface SampleFiles {
	names: string[];
	get(name: string): { bytes: Buffer; type: string } | undefined;
}
/** The largest request body the replay reads (16 MiB); a larger one gets 413. */
export const MAX_BODY_BYTES: number;
/** The playground's origins under `npm start`: the standalone server's default `allowedOrigins`. */
export const PLAYGROUND_ORIGINS: string[];
export interface ReplayHandlerOptions {
	providerHosts: ProviderHosts;
	streamDelayMs?: number;
	exchanges?: RecordedExchange[];
	/** Where the recordings and sample files are (default: `sharedDirectory()`); without recordings, every request but `status` gets 503 saying so. */
	shared?: URL;
	/**
	 * Pages allowed to call it besides its own origin; a request with another `Origin` gets 403, and so does one whose
	 * `Host` is not the address it arrived at (127.0.0.1, or localhost on loopback).
	 */
	allowedOrigins?: string[];
	/** Request bodies above this get 413 (default MAX_BODY_BYTES). */
	maxBodyBytes?: number;
}
export function startReplayServer(options: ReplayHandlerOptions & { port?: number }): Promise<ReplayServer>;
/** `handle` never rejects: a request it cannot read gets 400, an internal failure 500. */
export function createReplayHandler(options: ReplayHandlerOptions & { prefix?: string }): {
	handle(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse): Promise<void>;
};
