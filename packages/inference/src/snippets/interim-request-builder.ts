/**
 * STAND-IN for `buildRequest` of ../routing/ until the routing module lands: same signature and result
 * shape (see the package's routing contract), covering the 3.9.2 provider x task matrix. To be deleted
 * when routing/buildRequest exists; request.ts is the only importer.
 */

export interface BuildRequestInput {
	task: string | undefined;
	args: Record<string, unknown>;
	provider: string;
	providerModelId: string;
	accessToken?: string;
	billTo?: string;
	stream?: boolean;
}

export interface BuiltRequest {
	url: string;
	method: "POST";
	headers: Record<string, string>;
	body: unknown;
	authMethod: "none" | "hf-token" | "provider-key" | "credentials-include";
}

const ROUTER = "https://router.huggingface.co";

const DIRECT_HOSTS: Readonly<Record<string, string>> = {
	"black-forest-labs": "https://api.us1.bfl.ai",
	cerebras: "https://api.cerebras.ai",
	cohere: "https://api.cohere.com",
	"fal-ai": "https://fal.run",
	"featherless-ai": "https://api.featherless.ai",
	"fireworks-ai": "https://api.fireworks.ai",
	groq: "https://api.groq.com",
	"hf-inference": `${ROUTER}/hf-inference`,
	hyperbolic: "https://api.hyperbolic.xyz",
	nebius: "https://api.studio.nebius.ai",
	novita: "https://api.novita.ai",
	nscale: "https://inference.api.nscale.com",
	openai: "https://api.openai.com",
	replicate: "https://api.replicate.com",
	sambanova: "https://api.sambanova.ai",
	together: "https://api.together.xyz",
};

const HF_TASKS =
	"text-to-image conversational text-generation text-classification question-answering audio-classification automatic-speech-recognition fill-mask feature-extraction image-classification image-segmentation document-question-answering image-to-text object-detection audio-to-audio zero-shot-image-classification zero-shot-classification image-to-image sentence-similarity table-question-answering tabular-classification text-to-speech token-classification translation summarization visual-question-answering tabular-regression text-to-audio";

const TASKS: Readonly<Record<string, string>> = {
	"black-forest-labs": "text-to-image",
	cerebras: "conversational",
	cohere: "conversational",
	"fal-ai": "text-to-image text-to-speech text-to-video automatic-speech-recognition",
	"featherless-ai": "conversational text-generation",
	"fireworks-ai": "conversational",
	groq: "conversational text-generation",
	"hf-inference": HF_TASKS,
	hyperbolic: "text-to-image conversational text-generation",
	nebius: "text-to-image conversational text-generation",
	novita: "conversational text-generation",
	nscale: "text-to-image conversational",
	openai: "conversational",
	replicate: "text-to-image text-to-speech text-to-video",
	sambanova: "conversational feature-extraction",
	together: "text-to-image conversational text-generation",
};

const CHAT_ROUTES: Readonly<Record<string, string>> = {
	cohere: "compatibility/v1/chat/completions",
	"fireworks-ai": "inference/v1/chat/completions",
	groq: "openai/v1/chat/completions",
	novita: "v3/openai/chat/completions",
};

function route(task: string, provider: string, id: string): string {
	if (provider === "hf-inference") {
		if (task === "conversational") return `models/${id}/v1/chat/completions`;
		if (task === "feature-extraction" || task === "sentence-similarity") return `pipeline/${task}/${id}`;
		return `models/${id}`;
	}
	if (task === "conversational") return CHAT_ROUTES[provider] ?? "v1/chat/completions";
	if (provider === "fal-ai") return id;
	if (provider === "replicate") return id.includes(":") ? "v1/predictions" : `v1/models/${id}/predictions`;
	if (provider === "black-forest-labs") return `v1/${id}`;
	if (task === "text-to-image") return "v1/images/generations";
	if (task === "feature-extraction") return "v1/embeddings";
	return provider === "featherless-ai" || provider === "together" || provider === "nebius"
		? "v1/completions"
		: "v1/chat/completions";
}

function body(task: string, provider: string, id: string, args: Record<string, unknown>): unknown {
	if (provider === "fal-ai" && task === "automatic-speech-recognition") {
		const type = args["inputs"] instanceof Blob ? args["inputs"].type : "audio/mpeg";
		return { audio_url: `data:${type};base64,` };
	}
	if (args["inputs"] instanceof Blob) return args["inputs"];
	if (provider === "hf-inference") return args;
	const { inputs, parameters, ...rest } = args;
	const flat = { ...(parameters as Record<string, unknown> | undefined) };
	if (task === "conversational") return { ...args, model: id };
	if (provider === "replicate") {
		const key = task === "text-to-speech" ? "text" : "prompt";
		const version = id.includes(":") ? id.split(":")[1] : undefined;
		return version ? { input: { ...flat, [key]: inputs }, version } : { input: { ...flat, [key]: inputs } };
	}
	if (provider === "fal-ai") {
		if (task === "text-to-speech") return { ...flat, text: inputs };
		return task === "text-to-image" ? { ...flat, sync_mode: true, prompt: inputs } : { ...flat, prompt: inputs };
	}
	if (task === "text-to-image") {
		if (provider === "together") return { ...flat, prompt: inputs, response_format: "base64", model: id };
		if (provider === "hyperbolic") return { ...flat, prompt: inputs, model_name: id };
		if (provider === "black-forest-labs") return { ...flat, prompt: inputs };
		return { ...flat, response_format: "b64_json", prompt: inputs, model: id };
	}
	if (task === "feature-extraction") return { ...args, model: id, input: inputs };
	return { ...rest, inputs, parameters, model: id };
}

export function buildRequest(input: BuildRequestInput): BuiltRequest {
	const { provider, providerModelId, accessToken } = input;
	const task = input.task ?? "";
	if (!(TASKS[provider] ?? "").split(" ").includes(task)) {
		throw new Error(`Task '${task}' not supported for provider '${provider}'.`);
	}
	if (provider === "openai" && accessToken?.startsWith("hf_")) {
		throw new Error(`Provider ${provider} is closed-source and does not support HF tokens.`);
	}
	const authMethod = !accessToken ? "none" : accessToken.startsWith("hf_") ? "hf-token" : "provider-key";
	const direct = authMethod === "provider-key" || provider === "openai";
	const host =
		direct && provider === "fal-ai" && task === "text-to-video" ? "https://queue.fal.run" : DIRECT_HOSTS[provider];
	const endpointUrl = typeof input.args["endpointUrl"] === "string" ? input.args["endpointUrl"] : undefined;
	const query = !direct && provider === "fal-ai" && task === "text-to-video" ? "?_subdomain=queue" : "";
	const url =
		endpointUrl ?? `${direct ? host : `${ROUTER}/${provider}`}/${route(task, provider, providerModelId)}${query}`;
	const { endpointUrl: _ignored, ...args } = input.args;
	const payload = body(task, provider, providerModelId, input.stream ? { ...args, stream: true } : args);
	const headers: Record<string, string> = {};
	if (accessToken) {
		const scheme = provider === "fal-ai" ? "Key" : provider === "black-forest-labs" ? "X-Key" : "Bearer";
		headers["Authorization"] = `${direct || provider === "hf-inference" ? scheme : "Bearer"} ${accessToken}`;
	}
	if (!(payload instanceof Blob)) headers["Content-Type"] = "application/json";
	if (input.billTo) headers["X-HF-Bill-To"] = input.billTo;
	if (provider === "replicate") headers["Prefer"] = "wait";
	return { url, method: "POST", headers, body: payload, authMethod };
}
