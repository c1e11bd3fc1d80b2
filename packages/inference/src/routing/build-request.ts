import { HF_HEADER_X_BILL_TO, HF_HUB_URL, HF_ROUTER_URL } from "../config.js";
import { redactUrl } from "../errors/index.js";
import type { HttpRequest } from "../http/index.js";
import { type Binary, isBinary, isFormData } from "../http/index.js";
import type { AuthMethod, InferenceProviderMappingEntry, InferenceTask } from "../hub-types.js";
import type { ProviderDefinition, RequestBody, RequestContext, TaskHandler } from "../providers/index.js";
import { ALL_PROTOCOLS } from "../providers/protocols/index.js";
import { authMethodFor, authorizationHeader, requestCredentials } from "./auth.js";
import { providerDefinition, taskHandler } from "./handlers.js";
import { endpointRequestUrl, joinUrl, providerBaseUrl, trimTrailingSlashes } from "./url.js";
import { userAgent } from "./user-agent.js";

export interface BuildRequestInput {
	task: InferenceTask | undefined;
	/** The caller's arguments (accessToken, endpointUrl, provider and model are routing fields, not payload). */
	args: object;
	provider: string;
	/** The model id on the provider's side (hub mapping), or the id to put in bodies for a custom endpoint. */
	providerModelId: string;
	mapping?: InferenceProviderMappingEntry;
	/** Defaults to `args.accessToken`. */
	accessToken?: string;
	billTo?: string;
	includeCredentials?: string | boolean;
	stream?: boolean;
	/** Defaults to https://router.huggingface.co. */
	routerUrl?: string;
	/** Defaults to https://huggingface.co. */
	hubUrl?: string;
}

/** Where and how a call goes, decided once (resolve.ts): everything its request is built from. */
export interface Route {
	provider: ProviderDefinition;
	handler: TaskHandler;
	task: InferenceTask | undefined;
	/** The model id on the provider's side (hub mapping), or the id to put in bodies for a custom endpoint. */
	providerModelId: string;
	mapping?: InferenceProviderMappingEntry;
	accessToken: string | undefined;
	authMethod: AuthMethod;
	/**
	 * A dedicated endpoint the request goes to instead of the router or the provider's host; for model-suffix
	 * policies, the router's OpenAI-compatible base (router-policy.ts).
	 */
	endpointUrl: string | undefined;
}

/**
 * The route's model id as receipts and errors show it: an endpoint URL standing in for the model (3.x: a call
 * with `endpointUrl` and no model) without its credentials (`?code=`, `?sig=`, user info).
 */
export function shownModelId(route: Route): string {
	return route.providerModelId === route.endpointUrl ? redactUrl(route.providerModelId) : route.providerModelId;
}

/** The call's settings a request needs besides its route. */
export interface RequestSettings {
	stream: boolean;
	billTo: string | undefined;
	includeCredentials: string | boolean | undefined;
	routerUrl: string;
	hubUrl: string;
	/** The caller wants job handles (`onJob`): providers are not asked to hold the answer until the job is done. */
	handsOutJobs?: boolean;
}

/** The HTTP request of a call (its body encoded by the http layer when sent), and the auth method it uses. */
export interface BuiltRequest extends HttpRequest {
	method: "POST";
	body: RequestBody;
	authMethod: AuthMethod;
}

const ROUTING_FIELDS = new Set(["accessToken", "endpointUrl", "provider", "model"]);

/**
 * Pure and synchronous: the exact request for a call described field by field, for any task (so it carries every
 * protocol). Used by the snippet generator; task calls build theirs from their route with `requestFor`.
 */
export function buildRequest(input: BuildRequestInput): BuiltRequest {
	const provider = providerDefinition(input.provider);
	const args = input.args as Record<string, unknown>;
	const accessToken = input.accessToken ?? stringField(args, "accessToken");
	const endpointUrl = stringField(args, "endpointUrl");
	const route: Route = {
		provider,
		handler: taskHandler(provider, input.task, ALL_PROTOCOLS, endpointUrl),
		task: input.task,
		providerModelId: input.providerModelId,
		accessToken,
		authMethod: authMethodFor(provider, accessToken, input.includeCredentials),
		endpointUrl,
	};
	if (input.mapping !== undefined) route.mapping = input.mapping;
	const settings: RequestSettings = {
		stream: input.stream === true,
		billTo: input.billTo,
		includeCredentials: input.includeCredentials,
		routerUrl: input.routerUrl ?? HF_ROUTER_URL,
		hubUrl: input.hubUrl ?? HF_HUB_URL,
	};
	return requestFor(route, args, settings).request;
}

/**
 * The request of a route, the context its handler built it from (its answer's decoding reads it too), and the
 * base it goes to (a job's follow-ups sit below it).
 */
export function requestFor(
	route: Route,
	callArgs: object,
	settings: RequestSettings,
): { request: BuiltRequest; context: RequestContext; base: string } {
	const { provider, handler, authMethod } = route;
	const args = callArgs as Record<string, unknown>;
	const payloadArgs: Record<string, unknown> = {};
	for (const key in args) if (!ROUTING_FIELDS.has(key)) payloadArgs[key] = args[key];
	const rawData = args["data"];
	const sendRaw = isBinary(rawData) && handler.sendsDataRaw === true;
	if (isBinary(rawData) && !sendRaw) {
		// Legacy `data` bytes are the input of a provider that builds its own body (fal's JSON `audio_url`).
		payloadArgs["inputs"] ??= rawData;
		delete payloadArgs["data"];
	}
	const context: RequestContext = {
		task: route.task,
		args: payloadArgs,
		providerModelId: route.providerModelId,
		authMethod,
		stream: settings.stream,
		hubUrl: settings.hubUrl,
		providerLabel: provider.label ?? provider.id,
	};
	if (route.mapping !== undefined) context.mapping = route.mapping;
	const body = sendRaw ? (rawData as Binary) : handler.body(context);
	const providerBase = providerBaseUrl(provider, authMethod, settings.routerUrl, handler.host);
	const url = route.endpointUrl
		? endpointRequestUrl(route.endpointUrl, route.task)
		: joinUrl(providerBase, handler.route(context));
	const headers = authorizationHeader(provider, authMethod, route.accessToken);
	// Raw bytes carry their own type (the Blob's), a form its multipart type with the boundary: fetch writes both.
	if (!isBinary(body) && !isFormData(body)) headers["Content-Type"] = "application/json";
	if (settings.billTo) headers[HF_HEADER_X_BILL_TO] = settings.billTo;
	headers["User-Agent"] = userAgent();
	Object.assign(headers, provider.headers);
	if (!settings.handsOutJobs) Object.assign(headers, provider.waitHeaders);
	const request: BuiltRequest = { url, method: "POST", headers, body, authMethod };
	const credentials = requestCredentials(settings.includeCredentials);
	if (credentials !== undefined) request.credentials = credentials;
	return { request, context, base: route.endpointUrl ? originOf(url) : trimTrailingSlashes(providerBase) };
}

/** An endpoint's origin (its jobs are polled below it). One that does not parse stays as given: fetch refuses it, typed. */
function originOf(url: string): string {
	try {
		return new URL(url).origin;
	} catch {
		return url;
	}
}

function stringField(args: Record<string, unknown>, key: string): string | undefined {
	const value = args[key];
	return typeof value === "string" && value !== "" ? value : undefined;
}
