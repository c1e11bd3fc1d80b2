// Server answers for the provider contract: replayed from the real recordings in
// ../shared/data/recorded-exchanges.json, or written from the provider's public API documentation.
import { type RecordedExchange, recordedExchanges, recordedResponse } from "../support/recorded-fetch.js";

/** Where an answer comes from: a real recorded exchange, or the provider's documented response shape. */
export type AnswerSource = "recorded" | "documented";

export interface Answer {
	source: AnswerSource;
	/** A fresh Response on each call (a body can be read once). */
	respond(): Response;
}

const LEGACY_PROXY = "https://huggingface.co/api/inference-proxy/";
const ROUTER = "https://router.huggingface.co/";

export interface RecordedFilter {
	/** Default 200. */
	status?: number;
	/** Only exchanges whose recorded request body contains this text. */
	requestIncludes?: string;
	/** Only event streams (true) or only non-stream answers (false). */
	streaming?: boolean;
}

/** The first recorded exchange for `url` (old inference-proxy URLs count as router URLs) matching the filter. */
export function findRecorded(url: string, filter: RecordedFilter = {}): RecordedExchange {
	const status = filter.status ?? 200;
	const exchange = recordedExchanges().find((candidate) => {
		const contentType = candidate.response.headers["content-type"] ?? "";
		return (
			candidate.url.replace(LEGACY_PROXY, ROUTER) === url &&
			candidate.response.status === status &&
			(filter.requestIncludes === undefined || (candidate.init.body ?? "").includes(filter.requestIncludes)) &&
			(filter.streaming === undefined || contentType.startsWith("text/event-stream") === filter.streaming)
		);
	});
	if (exchange === undefined) throw new Error(`No recorded ${status} exchange for ${url} ${JSON.stringify(filter)}`);
	return exchange;
}

/** The real answer recorded for `url`. Binary bodies were not kept by the recorder: those replay empty. */
export function recorded(url: string, filter: RecordedFilter = {}): Answer {
	const exchange = findRecorded(url, filter);
	return { source: "recorded", respond: () => recordedResponse(exchange) };
}

/** A JSON (or text) answer written from the provider's API documentation. */
export function documented(status: number, body: unknown, contentType = "application/json"): Answer {
	const text = typeof body === "string" ? body : JSON.stringify(body);
	return {
		source: "documented",
		respond: () => new Response(text, { status, headers: { "content-type": contentType } }),
	};
}

/** A binary answer (image, audio, video bytes) as the provider documents it. */
export function documentedBytes(contentType: string, bytes: Uint8Array<ArrayBuffer>): Answer {
	return {
		source: "documented",
		respond: () => new Response(new Blob([bytes], { type: contentType }), { headers: { "content-type": contentType } }),
	};
}

/** A server-sent event stream: one `data:` event per payload, then `[DONE]` unless told otherwise. */
export function documentedStream(payloads: readonly unknown[], done = true): Answer {
	const events = payloads.map((payload) => `data: ${JSON.stringify(payload)}\n\n`);
	const text = events.join("") + (done ? "data: [DONE]\n\n" : "");
	return {
		source: "documented",
		respond: () => new Response(text, { headers: { "content-type": "text/event-stream" } }),
	};
}
