/**
 * The request a snippet shows, built by the client's own request builder (no network), with the
 * credential kept out: a placeholder token picks the route, and the templates print the token expression.
 */
import type { LiteralValue } from "@modelyard/tasks";
import { DataUrlOf, isBinary, isFormData } from "../http/index.js";
import { buildRequest } from "../routing/build-request.js";
import { isInferenceProvider, providerDefinition } from "../routing/handlers.js";
import type { InferenceProviderMappingEntry, InferenceTask } from "../types.js";
import { toLiteral } from "./inputs.js";
import { type QueuedJob, queuedJobOf } from "./queued-job.js";
import { HF_TOKEN_VARIABLE, isHfToken, providerKeyVariable } from "./tokens.js";
import type { FileEncoding, SnippetForm, TokenSource } from "./types.js";

/** Placeholders standing for "a hub token" / "a provider key" while building; never printed. */
const HUB_TOKEN_PLACEHOLDER = "hf_snippetTokenPlaceholder";
const PROVIDER_KEY_PLACEHOLDER = "snippetProviderKeyPlaceholder";

export interface SnippetRequestInput {
	task: InferenceTask;
	provider: string;
	providerModelId: string;
	/** The hub mapping entry: the builder reads adapters (fal LoRAs) from it, as in a real call. */
	mapping: InferenceProviderMappingEntry | undefined;
	args: Record<string, unknown>;
	accessToken: string | undefined;
	directRequest: boolean;
	billTo: string | undefined;
	streaming: boolean;
	/** The sample file standing behind any Blob in the arguments. */
	filePath: string | undefined;
}

export interface SnippetRequest {
	url: string;
	/** JSON body; undefined when the body is raw bytes or a multipart form. */
	body: { [key: string]: LiteralValue } | undefined;
	/** The multipart form, when the body is one: its file part is the sample file. */
	form: SnippetForm | undefined;
	extraHeaders: [string, string][];
	token: TokenSource;
	/** How the sample file sits in the JSON body, when it does. */
	fileEncoding: FileEncoding | undefined;
	/** The content type the client's `data:` URL of the file declares. */
	dataUrlType: string | undefined;
	/** The queued job it submits (fal's queue): the call answers a receipt to follow. */
	job: QueuedJob | undefined;
}

const OMITTED_HEADERS = new Set(["authorization", "user-agent", "content-type", "x-hf-bill-to"]);

/**
 * The token the snippet prints, or the environment variable it reads. A hub token never goes to a
 * provider's own host: for a provider that refuses hub tokens the snippet reads the provider's key instead.
 */
function tokenFor(input: SnippetRequestInput): { token: TokenSource; buildWith: string } {
	const given = input.accessToken || undefined;
	// Providers routed on the client side only (openai) take their own key, never a hub token.
	const keyOnly = providerDefinition(input.provider).clientSideRoutingOnly === true;
	if (given !== undefined && !(keyOnly && isHfToken(given))) {
		const envVar = isHfToken(given) ? HF_TOKEN_VARIABLE : providerKeyVariable(input.provider);
		return { token: { value: given, envVar, scheme: "Bearer" }, buildWith: given };
	}
	if (keyOnly || input.directRequest) {
		const envVar = providerKeyVariable(input.provider);
		return { token: { value: undefined, envVar, scheme: "Bearer" }, buildWith: PROVIDER_KEY_PLACEHOLDER };
	}
	return { token: { value: undefined, envVar: HF_TOKEN_VARIABLE, scheme: "Bearer" }, buildWith: HUB_TOKEN_PLACEHOLDER };
}

/** Builds the request; throws when the client cannot route this (provider, task). */
export function buildSnippetRequest(input: SnippetRequestInput): SnippetRequest {
	const { provider } = input;
	if (!isInferenceProvider(provider)) throw new TypeError(`Unknown provider ${provider}`);
	const { token, buildWith } = tokenFor(input);
	const built = buildRequest({
		task: input.task,
		args: input.args,
		provider,
		providerModelId: input.providerModelId,
		accessToken: buildWith,
		...(input.mapping ? { mapping: input.mapping } : {}),
		...(input.billTo ? { billTo: input.billTo } : {}),
		...(input.streaming ? { stream: true } : {}),
	});
	const extraHeaders: [string, string][] = [];
	for (const [name, value] of Object.entries(built.headers)) {
		if (name.toLowerCase() === "authorization") {
			// The scheme is what precedes the token in the built header (`Bearer`, `Key`, `X-Key`).
			if (value.endsWith(buildWith)) token.scheme = value.slice(0, -buildWith.length).trim() || token.scheme;
		} else if (!OMITTED_HEADERS.has(name.toLowerCase())) {
			extraHeaders.push([name, value]);
		}
	}
	// A Blob leaf of a JSON body is a file the client encodes when sending (base64, or a `data:` URL for fal):
	// the snippet shows its path, and the templates write the encoding.
	let fileEncoding: FileEncoding | undefined;
	let dataUrlType: string | undefined;
	const fileLeaf = (leaf: object): string | undefined => {
		if (leaf instanceof DataUrlOf) {
			fileEncoding = "dataUrl";
			dataUrlType = leaf.blob.type;
		} else if (isBinary(leaf)) fileEncoding = "base64";
		else return undefined;
		return input.filePath ?? "";
	};
	const form = isFormData(built.body) ? snippetForm(built.body) : undefined;
	const body =
		isBinary(built.body) || isFormData(built.body) ? undefined : toLiteral(built.body, "request body", fileLeaf);
	return {
		url: built.url,
		body: body as { [key: string]: LiteralValue } | undefined,
		form,
		extraHeaders,
		token,
		fileEncoding,
		dataUrlType,
		job: queuedJobOf(provider, input.task, built),
	};
}

/** The form's text parts, and the name of the part carrying the file (the sample). */
function snippetForm(form: FormData): SnippetForm {
	let fileField = "file";
	const fields: [string, string][] = [];
	for (const [name, value] of form.entries()) {
		if (typeof value === "string") fields.push([name, value]);
		else fileField = name;
	}
	return { fileField, fields };
}
