/**
 * `getInferenceSnippets`: code showing how to call a model, in python, js and sh, for each client that
 * can express the call. Pure: the same arguments always give the same snippets, nothing is kept between
 * calls.
 */
import type { ModelDataMinimal } from "@modelyard/tasks";
import { HF_ROUTER_URL } from "../config.js";
import { PROVIDERS } from "../providers/index.js";
import { isInferenceProvider } from "../routing/handlers.js";
import { routerChatBase, routerPolicy as routerPolicyCheck } from "../routing/router-policy.js";
import type { InferenceProviderMappingEntry, InferenceProviderOrPolicy, InferenceTask, RequestArgs } from "../types.js";
import { type PreparedInput, prepareInput } from "./inputs.js";
import { buildSnippetRequest, type SnippetRequest } from "./request.js";
import { CHAT_CAPABLE_TAGS, JS_METHODS, PYTHON_METHODS, SHAPE_BY_TAG } from "./shapes.js";
import { CLIENTS } from "./templates/index.js";
import type { InferenceSnippet, InferenceSnippetOptions, SnippetContext, SnippetShape } from "./types.js";

// 3.x's `snippets` namespace exports this type beside the function.
export type { InferenceSnippetOptions };

/** A mapping entry as 3.9.2 (no `provider` key) or later versions give it. */
export type SnippetProviderMapping = Omit<InferenceProviderMappingEntry, "provider"> & { provider?: string };

const DEFAULT_PROVIDER = "hf-inference";

/** The task and shape a model gets: chat for chat-tuned text-generation / image-text-to-text models. */
function taskAndShape(model: ModelDataMinimal, opts: InferenceSnippetOptions): [string, SnippetShape] | undefined {
	const tag = model.pipeline_tag;
	if (!tag) return undefined;
	if (CHAT_CAPABLE_TAGS.has(tag) && model.tags.includes("conversational")) {
		return ["conversational", opts.streaming ? "conversationalStream" : "conversational"];
	}
	const shape = SHAPE_BY_TAG[tag];
	// image-text-to-text only has chat snippets.
	return shape && !shape.startsWith("conversational") ? [tag, shape] : undefined;
}

/** `auto` stands for the provider the given mapping entry names, else the default provider. */
function resolveProvider(provider: string, mapping: SnippetProviderMapping | undefined): string {
	return provider === "auto" ? (mapping?.provider ?? DEFAULT_PROVIDER) : provider;
}

/** The policy of the `modelSuffix` option: routed chat only (an endpoint or a direct request is another server). */
function routerPolicyOf(shape: SnippetShape, provider: string, opts: InferenceSnippetOptions): string | undefined {
	const suffix = opts.modelSuffix;
	if (!suffix || opts.endpointUrl || opts.directRequest || !shape.startsWith("conversational")) return undefined;
	return suffix === true ? provider : suffix;
}

function providerModelIdOf(model: ModelDataMinimal, provider: string, mapping?: SnippetProviderMapping): string {
	if (mapping?.providerId) return mapping.providerId;
	// A client-routed provider (openai) is called with its own ids: hub ids of its models are `{provider}/<id>`.
	const prefix = `${provider}/`;
	return isInferenceProvider(provider) && PROVIDERS[provider].clientSideRoutingOnly && model.id.startsWith(prefix)
		? model.id.slice(prefix.length)
		: model.id;
}

/** The entry as the client holds it after a hub lookup (3.9.2 entries name neither provider nor hub model). */
function mappingEntryOf(
	model: ModelDataMinimal,
	provider: string,
	mapping: SnippetProviderMapping | undefined,
): InferenceProviderMappingEntry | undefined {
	return mapping && { ...mapping, provider, hfModelId: mapping.hfModelId || model.id };
}

function buildContext(
	model: ModelDataMinimal,
	task: string,
	shape: SnippetShape,
	provider: string,
	providerModelId: string,
	input: PreparedInput,
	request: SnippetRequest,
	opts: InferenceSnippetOptions,
	routerPolicy: string | undefined,
): SnippetContext {
	return {
		modelId: model.id,
		task,
		shape,
		provider,
		providerModelId,
		libraryName: model.library_name,
		fullUrl: request.url,
		baseUrl: request.url.endsWith("/chat/completions")
			? request.url.slice(0, -"/chat/completions".length)
			: request.url,
		endpointUrl: opts.endpointUrl,
		inputs: input.inputs,
		parameters: input.parameters,
		providerInputs: request.body,
		form: request.form,
		file: input.file,
		fileEncoding: request.fileEncoding,
		dataUrlType: request.dataUrlType,
		extraHeaders: request.extraHeaders,
		pythonMethod: PYTHON_METHODS[task],
		jsMethod: JS_METHODS[task],
		billTo: opts.billTo,
		token: request.token,
		routerPolicy,
		providers: opts.providers && opts.providers.length > 1 ? opts.providers : undefined,
		job: request.job,
	};
}

function generate(
	model: ModelDataMinimal,
	accessToken: string | undefined,
	providerOrPolicy: string,
	mapping: SnippetProviderMapping | undefined,
	opts: InferenceSnippetOptions,
): InferenceSnippet[] {
	const resolved = taskAndShape(model, opts);
	if (!resolved) return [];
	const [task, shape] = resolved;
	const { endpointUrl } = opts;
	// A dedicated endpoint serves the hf-inference API, whatever provider was named: the client sends it the
	// hf-inference request for the hub model (it refuses endpointUrl with a third-party provider).
	const provider = endpointUrl ? DEFAULT_PROVIDER : resolveProvider(providerOrPolicy, mapping);
	const routerPolicy = routerPolicyOf(shape, provider, opts);
	const suffixed = routerPolicy && `${model.id}:${routerPolicy}`;
	const providerModelId = suffixed || (endpointUrl ? model.id : providerModelIdOf(model, provider, mapping));
	const input = prepareInput(shape, model, provider, opts);
	if (!input) return [];
	// The client sends a policy call to the router's OpenAI-compatible base, as it sends any call to an endpoint.
	const endpoint = suffixed ? routerChatBase(HF_ROUTER_URL) : endpointUrl;
	const args = endpoint ? { ...input.requestArgs, endpointUrl: endpoint } : input.requestArgs;
	let request: SnippetRequest;
	try {
		// The client's own checks of a policy call (a provider key is refused): no call, no snippet.
		if (suffixed) routerPolicyCheck("conversational", { model: suffixed, accessToken } as RequestArgs);
		request = buildSnippetRequest({
			// Every tag with a snippet shape, and `conversational`, is a task of the client.
			task: task as InferenceTask,
			provider: endpoint ? DEFAULT_PROVIDER : provider,
			providerModelId,
			mapping: endpoint ? undefined : mappingEntryOf(model, provider, mapping),
			args,
			accessToken,
			directRequest: opts.directRequest === true,
			billTo: opts.billTo,
			streaming: shape === "conversationalStream",
			filePath: input.file?.path,
		});
	} catch {
		// The client cannot route this (provider, task): there is no call to show.
		return [];
	}
	const context = buildContext(model, task, shape, provider, providerModelId, input, request, opts, routerPolicy);
	const snippets: InferenceSnippet[] = [];
	for (const client of CLIENTS) {
		const template = context.job && client.job ? client.job : client.templates[shape];
		const content = template?.(context);
		if (content !== undefined) snippets.push({ language: client.language, client: client.client, content });
	}
	return snippets;
}

/** Whether the second argument is a provider (newer signature) rather than a token (3.9.2 signature). */
const isNewerSignature = (third: unknown): boolean => typeof third !== "string";

/**
 * 3.9.2 form: `getInferenceSnippets(model, accessToken, provider, mapping?, opts?)`.
 * Newer form: `getInferenceSnippets(model, provider, mapping?, opts?)` with the token in `opts.accessToken`.
 * The forms are told apart by the third argument: a provider name (string) only in the 3.9.2 form.
 * An empty or missing token means "read it from the environment" in both.
 */
export function getInferenceSnippets(
	model: ModelDataMinimal,
	accessToken: string,
	provider: InferenceProviderOrPolicy,
	inferenceProviderMapping?: SnippetProviderMapping,
	opts?: InferenceSnippetOptions,
): InferenceSnippet[];
export function getInferenceSnippets(
	model: ModelDataMinimal,
	provider: InferenceProviderOrPolicy,
	inferenceProviderMapping?: SnippetProviderMapping,
	opts?: InferenceSnippetOptions,
): InferenceSnippet[];
export function getInferenceSnippets(
	model: ModelDataMinimal,
	second: string,
	third?: string | SnippetProviderMapping,
	fourth?: SnippetProviderMapping | InferenceSnippetOptions,
	fifth?: InferenceSnippetOptions,
): InferenceSnippet[] {
	if (isNewerSignature(third)) {
		const opts = (fourth ?? {}) as InferenceSnippetOptions;
		return generate(model, opts.accessToken, second, third as SnippetProviderMapping | undefined, opts);
	}
	const opts = fifth ?? {};
	return generate(model, second || opts.accessToken, third as string, fourth as SnippetProviderMapping, opts);
}
