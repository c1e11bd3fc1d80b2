/**
 * Local apps: the desktop apps and command-line servers a Hub model page offers under "Use this model".
 * Each app says when it applies to a model and either opens through a deeplink or shows shell commands.
 * Every model id and file name reaches the output quoted for its context (shell word, JSON text, URL part),
 * so an id with a quote or a space never breaks a command or a link.
 */

import { canRunAgents, hermesAgentSnippets, openClawSnippets, piSnippets } from "./local-app-agents.js";
import {
	GGUF_FILE_PLACEHOLDER,
	isConversational,
	isLlamaCppGguf,
	isMlx,
	type LocalAppSnippet,
	lines,
	quantTag,
	repoWithQuant,
} from "./local-app-commands.js";
import type { ModelData } from "./model-data.js";
import type { PipelineType } from "./pipelines.js";
import { CHAT_SAMPLE_INPUTS } from "./sample-inputs.js";
import { shellSingleQuoted, toJsonLiteral } from "./snippet-format/index.js";

export { GGUF_FILE_PLACEHOLDER, type LocalAppSnippet, QUANT_TAG_PLACEHOLDER } from "./local-app-commands.js";

/** What every local app declares, plus either a deeplink or a snippet. */
export type LocalApp = {
	/** Name shown on the button. */
	prettyLabel: string;
	/** Where to learn about the app. */
	docsUrl: string;
	/** The kind of model the app runs. */
	mainTask: PipelineType;
	/** Shows a "macOS only" pill. */
	macOSOnly?: boolean;
	comingSoon?: boolean;
	/** Whether the model page lists the app for this model. */
	displayOnModelPage: (model: ModelData) => boolean;
} & (
	| {
			/** The URL that opens the model in the app. */
			deeplink: (model: ModelData, filepath?: string) => URL;
	  }
	| {
			/**
			 * Commands to paste in a terminal. Without a file path the quantization is the placeholder
			 * `{{QUANT_TAG}}` (and a file name `{{GGUF_FILE}}`), which the page replaces with the repo's files.
			 */
			snippet: (model: ModelData, filepath?: string) => string | string[] | LocalAppSnippet | LocalAppSnippet[];
	  }
);

// --- When an app applies -------------------------------------------------------------------------------

const isLora = (model: ModelData): boolean => model.tags.includes("lora");

/** Quantization methods vLLM loads directly from a transformers checkpoint. */
const VLLM_QUANT_METHODS: ReadonlySet<string> = /* @__PURE__ */ new Set(["awq", "gptq", "aqlm", "marlin"]);

function isVllmModel(model: ModelData): boolean {
	const quantMethod = model.config?.quantization_config?.quant_method;
	const loadable =
		(quantMethod !== undefined && VLLM_QUANT_METHODS.has(quantMethod)) ||
		isLlamaCppGguf(model) ||
		model.tags.includes("transformers");
	return loadable && (model.pipeline_tag === "text-generation" || model.pipeline_tag === "image-text-to-text");
}

/** A transformers checkpoint of a chat or vision-language model, which the Python LLM servers load. */
const isTransformersLlm = (model: ModelData): boolean =>
	model.tags.includes("transformers") &&
	(model.pipeline_tag === "text-generation" || model.pipeline_tag === "image-text-to-text");

const isMlxTextGeneration = (model: ModelData): boolean => isMlx(model) && model.pipeline_tag === "text-generation";

/** Unsloth Desktop runs GGUF and MLX repos, and anything Unsloth made or fine-tuned (tag or namespace). */
const isUnslothModel = (model: ModelData): boolean =>
	isLlamaCppGguf(model) || isMlx(model) || model.tags.includes("unsloth") || model.id.startsWith("unsloth/");

const isDiffusersTextToImage = (model: ModelData): boolean =>
	model.library_name === "diffusers" && model.pipeline_tag === "text-to-image";

const isDiffusersImageModel = (model: ModelData): boolean =>
	model.library_name === "diffusers" && (model.pipeline_tag === "text-to-image" || isLora(model));

// --- Snippets ------------------------------------------------------------------------------------------

/** A curl call whose JSON body is one single-quoted shell word. */
function curlJson(url: string, body: Parameters<typeof toJsonLiteral>[0]): string {
	return lines(
		"# Call the server using curl:",
		`curl -X POST ${shellSingleQuoted(url)} \\`,
		`\t-H 'Content-Type: application/json' \\`,
		`\t--data ${shellSingleQuoted(toJsonLiteral(body))}`,
	);
}

function chatOrCompletionCall(model: ModelData, baseUrl: string): string {
	if (isConversational(model)) {
		const task = model.pipeline_tag === "image-text-to-text" ? "image-text-to-text" : "text-generation";
		return curlJson(`${baseUrl}/v1/chat/completions`, { model: model.id, messages: CHAT_SAMPLE_INPUTS[task] });
	}
	return curlJson(`${baseUrl}/v1/completions`, {
		model: model.id,
		prompt: "Once upon a time,",
		max_tokens: 512,
		temperature: 0.5,
	});
}

/** Three ways to get llama.cpp; the same run command with each one's binary path. */
function llamaCppSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
	const source = `-hf ${shellSingleQuoted(repoWithQuant(model, filepath))}`;
	const run = (binDir: string) =>
		isConversational(model)
			? lines(
					"# Start a local OpenAI-compatible server with a web UI:",
					`${binDir}llama-server ${source}`,
					"# Or chat in the terminal:",
					`${binDir}llama-cli ${source}`,
				)
			: lines("# Load and run the model:", `${binDir}llama-cli ${source} -p 'Once upon a time,' -no-cnv`);
	return [
		{ title: "Install from brew", setup: "brew install llama.cpp", content: run("") },
		{
			title: "Use pre-built binary",
			setup: lines("# Download a pre-built binary from:", "# https://github.com/ggml-org/llama.cpp/releases"),
			content: run("./"),
		},
		{
			title: "Build from source code",
			setup: lines(
				"git clone https://github.com/ggml-org/llama.cpp.git",
				"cd llama.cpp",
				"cmake -B build",
				"cmake --build build -j --target llama-server llama-cli",
			),
			content: run("./build/bin/"),
		},
	];
}

function nodeLlamaCppSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
	const uri = shellSingleQuoted(`hf:${repoWithQuant(model, filepath)}`);
	return [
		{ title: "Chat with the model", content: `npx -y node-llama-cpp chat --prompt 'Hi there!' ${uri}` },
		{
			title: "Estimate the model compatibility with your hardware",
			content: `npx -y node-llama-cpp inspect estimate ${uri}`,
		},
	];
}

function ollamaSnippet(model: ModelData, filepath?: string): string {
	return `ollama run ${shellSingleQuoted(`hf.co/${repoWithQuant(model, filepath)}`)}`;
}

function vllmSnippets(model: ModelData): LocalAppSnippet[] {
	const id = shellSingleQuoted(model.id);
	const call = chatOrCompletionCall(model, "http://localhost:8000");
	return [
		{
			title: "Install from pip",
			setup: lines("# Install vLLM from pip:", "pip install vllm"),
			content: [lines("# Load and run the model:", `vllm serve ${id}`), call],
		},
		{
			title: "Use Docker images",
			setup: lines(
				"# Deploy with docker on Linux:",
				"docker run --runtime nvidia --gpus all \\",
				"\t-v ~/.cache/huggingface:/root/.cache/huggingface \\",
				'\t--env "HF_TOKEN=$HF_TOKEN" \\',
				"\t-p 8000:8000 \\",
				"\t--ipc=host \\",
				"\tvllm/vllm-openai:latest \\",
				`\t--model ${id}`,
			),
			content: [call],
		},
	];
}

function sglangSnippets(model: ModelData): LocalAppSnippet[] {
	const launch = `python3 -m sglang.launch_server --model-path ${shellSingleQuoted(model.id)} --host 0.0.0.0 --port 30000`;
	const call = chatOrCompletionCall(model, "http://localhost:30000");
	return [
		{
			title: "Install from pip",
			setup: lines("# Install SGLang from pip:", "pip install sglang"),
			content: [lines("# Start the SGLang server:", launch), call],
		},
		{
			title: "Use Docker images",
			setup: lines(
				"# Deploy with docker on Linux:",
				"docker run --gpus all \\",
				"\t--shm-size 32g \\",
				"\t-v ~/.cache/huggingface:/root/.cache/huggingface \\",
				'\t--env "HF_TOKEN=$HF_TOKEN" \\',
				"\t-p 30000:30000 \\",
				"\t--ipc=host \\",
				"\tlmsysorg/sglang:latest \\",
				`\t${launch}`,
			),
			content: [call],
		},
	];
}

/** MLX LM runs on Apple silicon: a terminal session, or an OpenAI-compatible server on port 8080. */
function mlxLmSnippets(model: ModelData): LocalAppSnippet[] {
	const id = shellSingleQuoted(model.id);
	const terminal = isConversational(model)
		? lines("# Chat in the terminal:", `mlx_lm.chat --model ${id}`)
		: lines("# Generate text:", `mlx_lm.generate --model ${id} --prompt 'Once upon a time,'`);
	return [
		{ title: "Run in the terminal", setup: "pip install mlx-lm", content: terminal },
		{
			title: "Start an OpenAI-compatible server",
			setup: "pip install mlx-lm",
			content: [
				lines("# Start the server:", `mlx_lm.server --model ${id}`),
				chatOrCompletionCall(model, "http://localhost:8080"),
			],
		},
	];
}

function dockerModelRunnerSnippet(model: ModelData, filepath?: string): string {
	return `docker model run ${shellSingleQuoted(`hf.co/${repoWithQuant(model, filepath)}`)}`;
}

function tgiSnippets(model: ModelData): LocalAppSnippet[] {
	return [
		{
			title: "Use Docker images",
			setup: lines(
				"# Deploy with docker on Linux:",
				"docker run --gpus all \\",
				"\t-v ~/.cache/huggingface:/data \\",
				'\t-e "HF_TOKEN=$HF_TOKEN" \\',
				"\t-p 8080:80 \\",
				"\tghcr.io/huggingface/text-generation-inference:latest \\",
				`\t--model-id ${shellSingleQuoted(model.id)}`,
			),
			content: [
				curlJson("http://localhost:8080/v1/chat/completions", {
					model: model.id,
					messages: CHAT_SAMPLE_INPUTS["text-generation"],
				}),
			],
		},
	];
}

function localAiSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
	const uri = shellSingleQuoted(`huggingface://${model.id}/${filepath ?? GGUF_FILE_PLACEHOLDER}`);
	return [
		{
			title: "Install from binary",
			setup: "curl https://localai.io/install.sh | sh",
			content: lines("# Load and run the model:", `local-ai run ${uri}`),
		},
		{
			title: "Use Docker images",
			setup: lines("# Pull the image:", "docker pull localai/localai:latest-cpu"),
			content: lines(
				"# Load and run the model:",
				// The image's entrypoint is local-ai itself: a model argument is loaded at start.
				`docker run -p 8080:8080 --name localai localai/localai:latest-cpu ${uri}`,
			),
		},
	];
}

/** Lemonade registers a pulled Hub model as `user.{repo name}-{quant}`. */
function lemonadeModelName(model: ModelData, filepath?: string): string {
	const repoName = model.id.slice(model.id.indexOf("/") + 1);
	const tag = quantTag(filepath);
	return `user.${repoName}${tag === undefined ? "" : `-${tag}`}`;
}

function lemonadeSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
	return [
		{
			title: "Pull the model",
			setup: "# Install Lemonade from https://lemonade-server.ai",
			content: lines(
				"# Download the model and register it with Lemonade:",
				`lemonade pull ${shellSingleQuoted(repoWithQuant(model, filepath))}`,
			),
		},
		{
			title: "Run and chat with the model",
			content: `lemonade run ${shellSingleQuoted(lemonadeModelName(model, filepath))}`,
		},
		{ title: "List the installed models", content: "lemonade list" },
	];
}

// --- Deeplinks -----------------------------------------------------------------------------------------

/** encodeURIComponent, plus the marks it leaves (`'` and `!()*`), which break links pasted into quoted text. */
const encodeSegment = (text: string): string =>
	encodeURIComponent(text).replace(/[!'()*]/g, (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase()}`);

/** The id as URL path segments: each part encoded, the owner/name slash kept (apps route on it). */
const idPath = (id: string): string => id.split("/").map(encodeSegment).join("/");

/** `base` + the model id as a path. */
const pathLink = (base: string) => (model: ModelData) => new URL(`${base}${idPath(model.id)}`);

/** `base` with the model id (and the file, if the app takes one) as query parameters. */
function queryLink(base: string, idParam: string, fileParam?: string) {
	return (model: ModelData, filepath?: string): URL => {
		const url = new URL(base);
		url.searchParams.set(idParam, model.id);
		if (fileParam !== undefined && filepath !== undefined) url.searchParams.set(fileParam, filepath);
		return url;
	};
}

function jellyboxLink(model: ModelData): URL {
	if (isLlamaCppGguf(model)) return pathLink("jellybox://llm/models/huggingface/LLM/")(model);
	return pathLink(`jellybox://image/models/huggingface/${isLora(model) ? "ImageLora" : "Image"}/`)(model);
}

function drawThingsLink(model: ModelData): URL {
	const loader = isLora(model) ? "pipeline.load_lora_weights" : "pipeline.from_pretrained";
	return queryLink(`https://drawthings.ai/import/diffusers/${loader}`, "repo_id")(model);
}

// --- The apps ---
// (The link builders below are marked pure so a bundler drops this table when it is not imported, even without
// the package's sideEffects flag.)---------------------------------------------------------------------------------------

/**
 * The Hub's current 24 apps in its order (0.18's 17 and SGLang, MLX LM, Atomic Chat, Unsloth Desktop, Docker
 * Model Runner, Lemonade, Pi, Hermes Agent, OpenClaw); Sanctum and Invoke, which the Hub has dropped, stay for
 * code that names them.
 */
export const LOCAL_APPS = {
	"llama.cpp": {
		prettyLabel: "llama.cpp",
		docsUrl: "https://github.com/ggml-org/llama.cpp",
		mainTask: "text-generation",
		displayOnModelPage: isLlamaCppGguf,
		snippet: llamaCppSnippets,
	},
	"node-llama-cpp": {
		prettyLabel: "node-llama-cpp",
		docsUrl: "https://node-llama-cpp.withcat.ai",
		mainTask: "text-generation",
		displayOnModelPage: isLlamaCppGguf,
		snippet: nodeLlamaCppSnippets,
	},
	vllm: {
		prettyLabel: "vLLM",
		docsUrl: "https://docs.vllm.ai",
		mainTask: "text-generation",
		displayOnModelPage: isVllmModel,
		snippet: vllmSnippets,
	},
	sglang: {
		prettyLabel: "SGLang",
		docsUrl: "https://docs.sglang.io",
		mainTask: "text-generation",
		displayOnModelPage: isTransformersLlm,
		snippet: sglangSnippets,
	},
	"mlx-lm": {
		prettyLabel: "MLX LM",
		docsUrl: "https://github.com/ml-explore/mlx-lm",
		mainTask: "text-generation",
		displayOnModelPage: isMlxTextGeneration,
		snippet: mlxLmSnippets,
	},
	tgi: {
		prettyLabel: "TGI",
		docsUrl: "https://huggingface.co/docs/text-generation-inference/",
		mainTask: "text-generation",
		displayOnModelPage: (model: ModelData) => model.tags.includes("text-generation-inference"),
		snippet: tgiSnippets,
	},
	lmstudio: {
		prettyLabel: "LM Studio",
		docsUrl: "https://lmstudio.ai",
		mainTask: "text-generation",
		displayOnModelPage: (model: ModelData) => isLlamaCppGguf(model) || isMlx(model),
		deeplink: /* @__PURE__ */ queryLink("lmstudio://open_from_hf", "model", "file"),
	},
	localai: {
		prettyLabel: "LocalAI",
		docsUrl: "https://github.com/mudler/LocalAI",
		mainTask: "text-generation",
		displayOnModelPage: isLlamaCppGguf,
		snippet: localAiSnippets,
	},
	jan: {
		prettyLabel: "Jan",
		docsUrl: "https://jan.ai",
		mainTask: "text-generation",
		displayOnModelPage: isLlamaCppGguf,
		deeplink: /* @__PURE__ */ pathLink("jan://models/huggingface/"),
	},
	"atomic-chat": {
		prettyLabel: "Atomic Chat",
		docsUrl: "https://atomic.chat",
		mainTask: "text-generation",
		displayOnModelPage: (model: ModelData) => isLlamaCppGguf(model) || isMlxTextGeneration(model),
		deeplink: /* @__PURE__ */ pathLink("atomic-chat://models/huggingface/"),
	},
	backyard: {
		prettyLabel: "Backyard AI",
		docsUrl: "https://backyard.ai",
		mainTask: "text-generation",
		displayOnModelPage: isLlamaCppGguf,
		deeplink: /* @__PURE__ */ pathLink("https://backyard.ai/hf/model/"),
	},
	sanctum: {
		prettyLabel: "Sanctum",
		docsUrl: "https://sanctum.ai",
		mainTask: "text-generation",
		displayOnModelPage: isLlamaCppGguf,
		deeplink: /* @__PURE__ */ queryLink("sanctum://open_from_hf", "model"),
	},
	jellybox: {
		prettyLabel: "Jellybox",
		docsUrl: "https://jellybox.com",
		mainTask: "text-generation",
		displayOnModelPage: (model: ModelData) =>
			isLlamaCppGguf(model) ||
			(model.library_name === "diffusers" &&
				model.tags.includes("safetensors") &&
				(model.pipeline_tag === "text-to-image" || isLora(model))),
		deeplink: jellyboxLink,
	},
	msty: {
		prettyLabel: "Msty",
		docsUrl: "https://msty.app",
		mainTask: "text-generation",
		displayOnModelPage: isLlamaCppGguf,
		deeplink: /* @__PURE__ */ pathLink("msty://models/search/hf/"),
	},
	recursechat: {
		prettyLabel: "RecurseChat",
		docsUrl: "https://recurse.chat",
		mainTask: "text-generation",
		macOSOnly: true,
		displayOnModelPage: isLlamaCppGguf,
		deeplink: /* @__PURE__ */ queryLink("recursechat://new-hf-gguf-model", "hf-model-id"),
	},
	drawthings: {
		prettyLabel: "Draw Things",
		docsUrl: "https://drawthings.ai",
		mainTask: "text-to-image",
		macOSOnly: true,
		displayOnModelPage: isDiffusersImageModel,
		deeplink: drawThingsLink,
	},
	diffusionbee: {
		prettyLabel: "DiffusionBee",
		docsUrl: "https://diffusionbee.com",
		mainTask: "text-to-image",
		macOSOnly: true,
		displayOnModelPage: isDiffusersTextToImage,
		deeplink: /* @__PURE__ */ queryLink("https://diffusionbee.com/huggingface_import", "model_id"),
	},
	joyfusion: {
		prettyLabel: "JoyFusion",
		docsUrl: "https://joyfusion.app",
		mainTask: "text-to-image",
		macOSOnly: true,
		displayOnModelPage: (model: ModelData) =>
			model.tags.includes("coreml") && model.tags.includes("joyfusion") && model.pipeline_tag === "text-to-image",
		deeplink: /* @__PURE__ */ queryLink("https://joyfusion.app/import_from_hf", "repo_id"),
	},
	invoke: {
		prettyLabel: "Invoke",
		docsUrl: "https://github.com/invoke-ai/InvokeAI",
		mainTask: "text-to-image",
		displayOnModelPage: isDiffusersTextToImage,
		deeplink: /* @__PURE__ */ pathLink("https://models.invoke.ai/huggingface/"),
	},
	ollama: {
		prettyLabel: "Ollama",
		docsUrl: "https://ollama.com",
		mainTask: "text-generation",
		displayOnModelPage: isLlamaCppGguf,
		snippet: ollamaSnippet,
	},
	unsloth: {
		prettyLabel: "Unsloth Desktop",
		docsUrl: "https://unsloth.ai/docs",
		mainTask: "text-generation",
		displayOnModelPage: isUnslothModel,
		deeplink: /* @__PURE__ */ queryLink("unsloth://open_from_hf", "model", "file"),
	},
	"docker-model-runner": {
		prettyLabel: "Docker Model Runner",
		docsUrl: "https://docs.docker.com/ai/model-runner/",
		mainTask: "text-generation",
		displayOnModelPage: isLlamaCppGguf,
		snippet: dockerModelRunnerSnippet,
	},
	lemonade: {
		prettyLabel: "Lemonade",
		docsUrl: "https://lemonade-server.ai",
		mainTask: "text-generation",
		displayOnModelPage: isLlamaCppGguf,
		snippet: lemonadeSnippets,
	},
	pi: {
		prettyLabel: "Pi",
		docsUrl: "https://github.com/earendil-works/pi",
		mainTask: "text-generation",
		displayOnModelPage: canRunAgents,
		snippet: piSnippets,
	},
	"hermes-agent": {
		prettyLabel: "Hermes Agent",
		docsUrl: "https://hermes-agent.nousresearch.com/",
		mainTask: "text-generation",
		displayOnModelPage: canRunAgents,
		snippet: hermesAgentSnippets,
	},
	openclaw: {
		prettyLabel: "OpenClaw",
		docsUrl: "https://github.com/openclaw/openclaw",
		mainTask: "text-generation",
		displayOnModelPage: canRunAgents,
		snippet: openClawSnippets,
	},
} satisfies Record<string, LocalApp>;

export type LocalAppKey = keyof typeof LOCAL_APPS;
