import { DEFAULT_POLL_TIMEOUT_MS } from "../config.js";
import { redactSecrets, secretsOf } from "../errors/index.js";
import { fetchBody, type HttpOptions, streamPreparedEvents } from "../http/index.js";
import type { RequestContext, ResponseContext } from "../providers/index.js";
import { type BuiltRequest, type RequestSettings, type Route, requestFor } from "./build-request.js";
import { resolveRoute, type TaskCall } from "./resolve.js";
import { type CallSession, createSession } from "./session.js";

/**
 * One task call: resolve its route (validation, provider, mapping), build the request from it, send, decode (JSON
 * or Blob), then the provider's normalisation. The task functions check the shape of what this returns.
 */
export async function runTask(call: TaskCall): Promise<unknown> {
	const session = createSession(call.options);
	let route: Route | undefined;
	try {
		route = await resolveRoute(call, session);
		const { request, context } = requestFor(route, call.args, requestSettings(call, session, false));
		const output = await fetchBody(request, providerHttpOptions(route, session));
		if (!route.handler.decode) return output;
		return await route.handler.decode(output, responseContext(route, request, context, session, call));
	} catch (error) {
		throw failureOf(call, route, session, error, secretsOf(call.args.accessToken));
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
				request,
				options: providerHttpOptions(route, session),
				mapPayload: route.handler.eventDecoder?.(),
				finish: () => session.end(),
				mapError: (error: unknown) => failureOf(taskCall, route, session, error, secrets),
			};
		} catch (error) {
			session.end();
			throw failureOf(taskCall, undefined, session, error, secrets);
		}
	});
}

/**
 * What the caller gets for a failure: the caller's own abort reason as the very object given (as 3.x did; also an
 * `AbortSignal.timeout()` reason), else the error in the task's own words once the call has a route (its model id
 * is in them), scrubbed of the call's secrets.
 */
function failureOf(
	call: TaskCall,
	route: Route | undefined,
	session: CallSession,
	error: unknown,
	secrets: readonly string[],
): unknown {
	if (session.signal?.aborted && error === session.signal.reason) return error;
	const explained = route && call.explainFailure ? call.explainFailure(error, route.providerModelId) : error;
	return redactSecrets(explained, secrets);
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

function providerHttpOptions(route: Route, session: CallSession): HttpOptions {
	return session.httpOptions({ errorKind: "provider", provider: route.provider.id });
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
