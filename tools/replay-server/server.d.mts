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
	requests: Array<{
		method?: string;
		url: string;
		headers: Record<string, string | string[] | undefined>;
		body: string;
	}>;
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
): { exchange: RecordedExchange; match: "exact" | "url" } | undefined;
export function startReplayServer(options: {
	providerHosts: ProviderHosts;
	port?: number;
	streamDelayMs?: number;
	exchanges?: RecordedExchange[];
	/** Where the recordings and sample files are (default: `sharedDirectory()`). */
	shared?: URL;
}): Promise<ReplayServer>;
export function createReplayHandler(options: {
	providerHosts: ProviderHosts;
	streamDelayMs?: number;
	exchanges?: RecordedExchange[];
	prefix?: string;
	/** Where the recordings and sample files are (default: `sharedDirectory()`); without recordings, every request but `status` gets 503 saying so. */
	shared?: URL;
}): {
	handle(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse): Promise<void>;
	requests: ReplayServer["requests"];
};
