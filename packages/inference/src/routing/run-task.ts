import { DEFAULT_POLL_TIMEOUT_MS } from "../config.js";
import { redactSecrets, secretsOf } from "../errors/index.js";
import { fetchBody, type HttpOptions, type HttpRequest, streamPreparedEvents } from "../http/index.js";
import type { RequestContext, ResponseContext } from "../providers/index.js";
import { isBinary, jsonWithBase64Leaves } from "../providers/kinds/binary.js";
import { type BuiltRequest, type RequestSettings, type Route, requestFor } from "./build-request.js";
import { resolveRoute, type TaskCall } from "./resolve.js";
import { type CallSession, createSession } from "./session.js";

/**
 * One task call: resolve its route (validation, provider, mapping), build the request from it, send, decode (JSON
 * or Blob), then the provider's normalisation. The task functions check the shape of what this returns.
 */
export async function runTask(call: TaskCall): Promise<unknown> {
	const session = createSession(call.options);
	try {
		const route = await resolveRoute(call, session);
		const { request, context } = requestFor(route, call.args, requestSettings(call, session, false));
		const output = await fetchBody(await toHttpRequest(request), providerHttpOptions(route, session));
		if (!route.handler.decode) return output;
		return await route.handler.decode(output, responseContext(route, request, context, session, call));
	} catch (error) {
		throw redactSecrets(error, secretsOf(call.args.accessToken));
	} finally {
		session.end();
	}
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
			const route = await resolveRoute(taskCall, session);
			const { request } = requestFor(route, taskCall.args, requestSettings(taskCall, session, true));
			return {
				request: await toHttpRequest(request),
				options: providerHttpOptions(route, session),
				mapPayload: route.handler.eventDecoder?.(),
				finish: () => session.end(),
				mapError: (error: unknown) => redactSecrets(error, secrets),
			};
		} catch (error) {
			session.end();
			throw redactSecrets(error, secrets);
		}
	});
}

function requestSettings(call: TaskCall, session: CallSession, stream: boolean): RequestSettings {
	return {
		stream,
		billTo: call.options?.billTo,
		includeCredentials: call.options?.includeCredentials,
		routerUrl: session.routerUrl,
		hubUrl: session.hubUrl,
	};
}

/** The body encoded: bytes and forms as they are, JSON with its Blob leaves as base64. */
async function toHttpRequest(request: BuiltRequest): Promise<HttpRequest> {
	const body =
		isBinary(request.body) || request.body instanceof FormData
			? request.body
			: await jsonWithBase64Leaves(request.body);
	const httpRequest: HttpRequest = { url: request.url, method: request.method, headers: request.headers, body };
	if (request.credentials !== undefined) httpRequest.credentials = request.credentials;
	return httpRequest;
}

function providerHttpOptions(route: Route, session: CallSession): HttpOptions {
	return session.httpOptions({
		errorKind: "provider",
		provider: route.provider.id,
		chatCompletionModel: route.task === "conversational" ? route.providerModelId : undefined,
	});
}

function responseContext(
	route: Route,
	request: BuiltRequest,
	context: RequestContext,
	session: CallSession,
	call: TaskCall,
): ResponseContext {
	return {
		request: context,
		outputType: call.options?.outputType,
		sent: { url: request.url, headers: request.headers },
		// Built per use: each follow-up call gets what is left of the call's time budget.
		followUpOptions: () => session.httpOptions({ errorKind: "provider", provider: route.provider.id }),
		sleep: session.sleep,
		pollTimeout: call.options?.pollTimeout ?? DEFAULT_POLL_TIMEOUT_MS,
	};
}
