import { DEFAULT_POLL_TIMEOUT_MS } from "../config.js";
import { redactSecrets, secretsOf } from "../errors/index.js";
import { fetchBody, type HttpOptions, type HttpRequest, streamPreparedEvents } from "../http/index.js";
import type { ResponseContext } from "../providers/index.js";
import { isBinary, jsonWithBase64Leaves } from "../providers/kinds/binary.js";
import type { BuiltRequest } from "./build-request.js";
import { type ResolvedCall, resolveCall, settle, type TaskCall } from "./resolve.js";
import { type CallSession, createSession } from "./session.js";

/**
 * One task call: resolve (validation, provider, mapping), send, decode (JSON or Blob), then the provider's
 * normalisation. The task functions check the shape of what this returns.
 */
export async function runTask(call: TaskCall): Promise<unknown> {
	const session = createSession(call.options);
	try {
		return await sendAndDecode(call, session);
	} catch (error) {
		throw redactSecrets(error, secretsOf(call.args.accessToken));
	} finally {
		session.end();
	}
}

async function sendAndDecode(call: TaskCall, session: CallSession): Promise<unknown> {
	// Each step is awaited only when pending: awaiting a ready value would still cost a microtask turn.
	const pendingCall = resolveCall(call, false, session);
	const resolved = pendingCall instanceof Promise ? await pendingCall : pendingCall;
	const pendingRequest = toHttpRequest(resolved.request);
	const request = pendingRequest instanceof Promise ? await pendingRequest : pendingRequest;
	const output = await fetchBody(request, providerHttpOptions(resolved, session));
	if (!resolved.handler.decode) return output;
	return await resolved.handler.decode(output, responseContext(resolved, session, call));
}

/**
 * A streaming task call: the server-sent events of the answer, each payload parsed as JSON (and turned into
 * the task's event type where the provider's differ). The call (or a thunk that checks and returns it) is
 * resolved when the caller starts reading, as an async generator function would; the whole call is one generator.
 */
export function runStreamingTask(call: TaskCall | (() => TaskCall)): AsyncGenerator<unknown> {
	return streamPreparedEvents(async () => {
		const taskCall = typeof call === "function" ? call() : call;
		const secrets = secretsOf(taskCall.args.accessToken);
		const session = createSession(taskCall.options);
		try {
			const resolved = await resolveCall(taskCall, true, session);
			return {
				request: await toHttpRequest(resolved.request),
				options: providerHttpOptions(resolved, session),
				mapPayload: resolved.handler.eventDecoder?.(),
				finish: () => session.end(),
				mapError: (error: unknown) => redactSecrets(error, secrets),
			};
		} catch (error) {
			session.end();
			throw redactSecrets(error, secrets);
		}
	});
}

/** At once when the body is ready (bytes, or JSON without binary leaves); a promise while leaves are encoded. */
function toHttpRequest(request: BuiltRequest): HttpRequest | Promise<HttpRequest> {
	return settle(isBinary(request.body) ? request.body : jsonWithBase64Leaves(request.body), (body) => {
		const httpRequest: HttpRequest = { url: request.url, method: request.method, headers: request.headers, body };
		if (request.credentials !== undefined) httpRequest.credentials = request.credentials;
		return httpRequest;
	});
}

function providerHttpOptions(resolved: ResolvedCall, session: CallSession): HttpOptions {
	return session.httpOptions({
		errorKind: "provider",
		provider: resolved.provider.id,
		chatCompletionModel: resolved.input.task === "conversational" ? resolved.input.providerModelId : undefined,
	});
}

function responseContext(resolved: ResolvedCall, session: CallSession, call: TaskCall): ResponseContext {
	return {
		request: resolved.context,
		outputType: call.options?.outputType,
		sent: { url: resolved.request.url, headers: resolved.request.headers },
		// Built per use: each follow-up call gets what is left of the call's time budget.
		followUpOptions: () => session.httpOptions({ errorKind: "provider", provider: resolved.provider.id }),
		sleep: session.sleep,
		pollTimeout: call.options?.pollTimeout ?? DEFAULT_POLL_TIMEOUT_MS,
	};
}
