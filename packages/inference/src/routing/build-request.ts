import { HF_HEADER_X_BILL_TO, HF_HUB_URL, HF_ROUTER_URL } from "../config.js";
import type { CredentialsMode } from "../http/types.js";
import type { AuthMethod, InferenceProviderMappingEntry, InferenceTask } from "../hub-types.js";
import type { RequestBody, RequestContext, TaskHandler } from "../providers/index.js";
import { type Binary, isBinary } from "../providers/kinds/binary.js";
import { ALL_KINDS } from "../providers/kinds/index.js";
import { authMethodFor, authorizationHeader, requestCredentials } from "./auth.js";
import { providerDefinition, taskHandler } from "./handlers.js";
import { endpointRequestUrl, joinUrl, providerBaseUrl } from "./url.js";
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

export interface BuiltRequest {
	url: string;
	method: "POST";
	headers: Record<string, string>;
	/** A JSON object (Blob leaves are sent as base64), or raw bytes. */
	body: RequestBody;
	authMethod: AuthMethod;
	credentials?: CredentialsMode;
}

const ROUTING_FIELDS = new Set(["accessToken", "endpointUrl", "provider", "model"]);

/**
 * Pure and synchronous: the exact request for a resolved call, for any task (so it carries every kind). Used by
 * the snippet generator; task calls build theirs with `buildWithHandler` and their own kinds.
 */
export function buildRequest(input: BuildRequestInput): BuiltRequest {
	return buildWithHandler(input, taskHandler(providerDefinition(input.provider), input.task, ALL_KINDS)).request;
}

/** The request, and the context the handler built it from (its response decoding reads it too). */
export function buildWithHandler(
	input: BuildRequestInput,
	handler: TaskHandler,
): { request: BuiltRequest; context: RequestContext } {
	const provider = providerDefinition(input.provider);
	const args = input.args as Record<string, unknown>;
	const accessToken = input.accessToken ?? stringField(args, "accessToken");
	const authMethod = authMethodFor(provider, accessToken, input.includeCredentials);
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
		task: input.task,
		args: payloadArgs,
		providerModelId: input.providerModelId,
		authMethod,
		stream: input.stream === true,
		hubUrl: input.hubUrl ?? HF_HUB_URL,
		providerLabel: provider.label,
	};
	if (input.mapping !== undefined) context.mapping = input.mapping;
	const body = sendRaw ? (rawData as Binary) : handler.body(context);
	const endpointUrl = stringField(args, "endpointUrl");
	const url = endpointUrl
		? endpointRequestUrl(endpointUrl, input.task)
		: joinUrl(
				providerBaseUrl(provider, authMethod, input.routerUrl ?? HF_ROUTER_URL, handler.host),
				handler.route(context),
			);
	const credentials = requestCredentials(input.includeCredentials);
	const headers = authorizationHeader(provider, authMethod, accessToken);
	// Raw bytes carry their own type (the Blob's); fetch derives the header from it.
	if (!isBinary(body)) headers["Content-Type"] = "application/json";
	if (input.billTo) headers[HF_HEADER_X_BILL_TO] = input.billTo;
	headers["User-Agent"] = userAgent();
	Object.assign(headers, provider.headers);
	const request: BuiltRequest = {
		url,
		method: "POST",
		headers,
		body,
		authMethod,
	};
	if (credentials !== undefined) request.credentials = credentials;
	return { request, context };
}

function stringField(args: Record<string, unknown>, key: string): string | undefined {
	const value = args[key];
	return typeof value === "string" && value !== "" ? value : undefined;
}
