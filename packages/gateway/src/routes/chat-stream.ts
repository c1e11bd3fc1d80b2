// A chat stream relayed as server-sent events, pulled: the next chunk is read from the provider only when the
// client has taken the previous one (a slow reader slows the upstream read; one chunk held per stream), and a
// client that goes away aborts the provider's call at once (nobody pays for tokens nobody reads).
import type { ChatCompletionArgs } from "@modelyard/inference";
import type { Context } from "hono";
import { prepareCall } from "../call.js";
import type { GatewayEnv } from "../context.js";
import { badField } from "../errors.js";

const encoder = new TextEncoder();
const event = (data: unknown) => encoder.encode(`data: ${JSON.stringify(data)}\n\n`);

function includeUsage(streamOptions: unknown): boolean {
	if (streamOptions === undefined || streamOptions === null) return false;
	if (typeof streamOptions !== "object") throw badField("stream_options", "an object like {include_usage: true}");
	return (streamOptions as { include_usage?: unknown }).include_usage === true;
}

/** The usage chunk the gateway asked for itself (for its log and costs), which a caller who did not ask never sees. */
function isUsageOnly(chunk: unknown): boolean {
	const { choices, usage } = chunk as { choices?: unknown[]; usage?: unknown };
	return usage !== undefined && usage !== null && Array.isArray(choices) && choices.length === 0;
}

export async function relayChatStream(
	c: Context<GatewayEnv>,
	model: unknown,
	args: Record<string, unknown>,
	streamOptions: unknown,
): Promise<Response> {
	const wantsUsage = includeUsage(streamOptions);
	const record = c.get("record");
	// The stream outlives the handler: its own controller, aborted when the client's request is cut or the body cancelled.
	const upstreamAbort = new AbortController();
	const requestSignal = c.req.raw.signal;
	const onClientGone = () => upstreamAbort.abort(requestSignal.reason);
	requestSignal.addEventListener("abort", onClientGone, { once: true });
	const call = prepareCall(c, model, upstreamAbort.signal);
	let served: Record<string, string> = {};
	call.options.onStreamOpen = ({ provider, attempts }) => {
		served = { "x-modelyard-provider": provider, "x-modelyard-attempts": String(attempts) };
	};
	const chunks = call.client.chatCompletionStream(
		{
			...args,
			// Always asked upstream: the log line and the cost need the counts.
			stream_options: { ...(streamOptions as object | undefined), include_usage: true },
			model: call.target.model,
			provider: call.target.provider,
		} as ChatCompletionArgs,
		call.options,
	);
	let finish = () => {};
	record.bodyDone = new Promise<void>((resolve) => {
		finish = () => {
			requestSignal.removeEventListener("abort", onClientGone);
			resolve();
		};
	});
	// The first chunk is awaited before answering: a call that fails before it (every provider down) is an HTTP error.
	let first: IteratorResult<unknown>;
	try {
		first = await chunks.next();
	} catch (error) {
		finish();
		throw call.failure(error);
	}
	record.firstTokenMs = performance.now() - record.startedAt;
	let pending: IteratorResult<unknown> | undefined = first;
	const body = new ReadableStream<Uint8Array>(
		{
			async pull(controller) {
				try {
					for (;;) {
						const next = pending ?? (await chunks.next());
						pending = undefined;
						if (next.done) {
							controller.enqueue(encoder.encode("data: [DONE]\n\n"));
							controller.close();
							return finish();
						}
						if (!wantsUsage && isUsageOnly(next.value)) continue;
						return controller.enqueue(event(next.value));
					}
				} catch (error) {
					// After the first chunk the status is sent: the error goes as an event, as OpenAI's streams do.
					if (!upstreamAbort.signal.aborted) {
						const answer = call.failure(error);
						record.errorCode = answer.details.code ?? "stream_failed";
						controller.enqueue(
							event({ error: { message: answer.message, type: "upstream_error", code: answer.details.code } }),
						);
						controller.close();
					}
					finish();
				}
			},
			cancel(reason) {
				upstreamAbort.abort(reason);
				// Ends the generator where it waits (its finally closes the provider's stream and sends the receipt); the
				// log line waits for that receipt.
				chunks
					.return(undefined)
					.catch(() => {})
					.finally(finish);
			},
		},
		{ highWaterMark: 0 },
	);
	return new Response(body, {
		headers: {
			"content-type": "text/event-stream; charset=utf-8",
			"cache-control": "no-cache",
			...served,
		},
	});
}
