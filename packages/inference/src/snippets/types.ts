/**
 * Public and internal types of the inference snippet generator.
 */
import type { InferenceSnippet, InferenceSnippetLanguage, LiteralValue } from "@modelyard/tasks";
import type { QueuedJob } from "./queued-job.js";

export type { InferenceSnippet, InferenceSnippetLanguage };

export interface InferenceSnippetOptions {
	/** Render the streaming variant of chat snippets. */
	streaming?: boolean;
	/** Organisation billed for the call (`X-HF-Bill-To` / `bill_to`). */
	billTo?: string;
	/** Chat messages to show instead of the sample conversation. */
	messages?: unknown[];
	temperature?: number;
	/** Default 512 for chat snippets. */
	max_tokens?: number;
	top_p?: number;
	/** Input value to show instead of the task's sample input. */
	inputs?: unknown;
	/**
	 * Addition: the call's parameters, sent as the client sends them: chat fields beside the messages (`seed`,
	 * `stop`...), any other task's `parameters` (they replace the sample's, e.g. `candidate_labels`).
	 */
	parameters?: Record<string, unknown>;
	/** A dedicated endpoint (hf-inference only): the snippets call it instead of the router. */
	endpointUrl?: string;
	/** Call the provider's own API with the provider's key instead of going through the Hugging Face router. */
	directRequest?: boolean;
	/**
	 * Addition, chat only: show the router's model-suffix form, `model: "{id}:{policy}"` sent to
	 * `https://router.huggingface.co/v1` with a hub token. `true` suffixes the provider (the Hub's current form);
	 * a string is the policy (`"fastest"`, `"cheapest"`, `"preferred"`, a provider id). Not with `endpointUrl` or
	 * `directRequest`, which call another server.
	 */
	modelSuffix?: boolean | string;
	/**
	 * Addition: the ordered provider list the call tries, fallback on (its first is the `provider` argument):
	 * huggingface.js shows `provider: [...]`; the other clients, which have no fallback, show the first's call.
	 */
	providers?: readonly string[];
	/** Token to print into the snippets (newer signature); default: an environment lookup. */
	accessToken?: string;
	[key: string]: unknown;
}

/** The 13 snippet shapes: one template per (client, shape). */
export type SnippetShape =
	| "basic"
	| "basicAudio"
	| "basicImage"
	| "conversational"
	| "conversationalStream"
	| "documentQuestionAnswering"
	| "imageToImage"
	| "imageToVideo"
	| "tabular"
	| "textToAudio"
	| "textToImage"
	| "textToVideo"
	| "zeroShotClassification"
	| "zeroShotImageClassification";

/** How the snippets obtain the credential: the given token, or an environment variable. */
export interface TokenSource {
	/** The token given by the caller; undefined means "read `envVar` at run time". */
	value: string | undefined;
	envVar: string;
	/** Authorization scheme the provider expects (`Bearer`, `Key`, `X-Key`). */
	scheme: string;
}

/** How a file travels inside a JSON body: bare base64, or a `data:{type};base64,` URL (fal's `audio_url`). */
export type FileEncoding = "base64" | "dataUrl";

/** A multipart upload (OpenAI-style transcription): the part carrying the sample file, and the text parts. */
export interface SnippetForm {
	fileField: string;
	fields: [string, string][];
}

/** A local file the snippet reads (sample image or audio). */
export interface SampleFile {
	path: string;
	mimeType: string;
}

/** Everything a template needs, already resolved: templates only format. */
export interface SnippetContext {
	modelId: string;
	/** Pipeline tag, or `conversational`. */
	task: string;
	shape: SnippetShape;
	provider: string;
	providerModelId: string;
	libraryName: string | undefined;
	/** URL of the request actually built by the client. */
	fullUrl: string;
	/** fullUrl without `/chat/completions`: the base URL OpenAI clients take. */
	baseUrl: string;
	/** Dedicated endpoint, when the caller gave one. */
	endpointUrl: string | undefined;
	/** The input as the SDK clients take it (file paths stand for file contents). */
	inputs: LiteralValue;
	/** Task parameters the SDK clients take beside the input (e.g. candidate labels). */
	parameters: { [key: string]: LiteralValue } | undefined;
	/** The JSON body the client sends; undefined when the body is the raw file or a multipart form. */
	providerInputs: { [key: string]: LiteralValue } | undefined;
	/** The multipart form the client sends, when it uploads the file that way. */
	form: SnippetForm | undefined;
	/** The file the snippet reads, for file-input shapes. */
	file: SampleFile | undefined;
	/** How that file sits in `providerInputs`, when the body is JSON carrying it. */
	fileEncoding: FileEncoding | undefined;
	/** The content type a `data:` URL of the file declares (fal relabels WAV as `audio/x-wav`). */
	dataUrlType: string | undefined;
	/** Headers of the built request other than Authorization, User-Agent and Content-Type. */
	extraHeaders: [string, string][];
	/** huggingface_hub method, when the client has one for the task. */
	pythonMethod: PythonMethod | undefined;
	/** huggingface.js method (camelCase), when the client has one for the task. */
	jsMethod: string | undefined;
	billTo: string | undefined;
	token: TokenSource;
	/** The model-suffix policy the snippet shows (`modelSuffix` option); the provider then is the router's choice. */
	routerPolicy: string | undefined;
	/** The ordered provider list of the call (`providers` option), when one was chosen. */
	providers?: readonly string[] | undefined;
	/** The queued job the request submits (fal's queue), whose answer is a receipt to follow. */
	job: QueuedJob | undefined;
}

/** One template: returns the snippet, or undefined when the client cannot express this case. */
export type SnippetTemplate = (context: SnippetContext) => string | undefined;

export interface ClientTemplates {
	language: InferenceSnippetLanguage;
	client: string;
	templates: Partial<Record<SnippetShape, SnippetTemplate>>;
	/**
	 * A raw-HTTP client's whole queued job (submit, poll the status, read the result, download the output), shown
	 * instead of its shape's template, whose call would only get the receipt. SDK clients follow jobs themselves.
	 */
	job?: SnippetTemplate;
}

/**
 * huggingface_hub `InferenceClient` methods: the method name, the keyword the sample input goes to when it
 * is a single value, and keyword renames when it is a record of named inputs.
 */
export interface PythonMethod {
	name: string;
	inputKeyword: string;
	renames?: Readonly<Record<string, string>>;
}
