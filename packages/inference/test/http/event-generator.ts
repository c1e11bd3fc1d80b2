// The HTTP layer's event reader (openEventStream) as an async generator of its payloads, as a caller loops over
// it: the request sent on the first read, a stop (break, return, throw) cancelling the body.
import { type HttpOptions, type HttpRequest, openEventStream } from "../../src/http/index.js";

export async function* streamEvents<T = unknown>(
	request: HttpRequest,
	options: HttpOptions,
	mapPayload?: (payload: unknown) => unknown,
): AsyncGenerator<T> {
	const reader = await openEventStream<T>(request, options, mapPayload);
	try {
		for (let payloads = await reader.read(); payloads; payloads = await reader.read()) {
			for (const payload of payloads) yield payload;
		}
	} finally {
		reader.cancel();
	}
}
