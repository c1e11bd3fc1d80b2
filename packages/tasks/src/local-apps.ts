/**
 * Local apps: the desktop apps and command-line servers a Hub model page offers under "Use this model".
 * Each app says when it applies to a model and either opens through a deeplink or shows shell commands.
 * Every model id and file name reaches the output quoted for its context (shell word, JSON text, URL part),
 * so an id with a quote or a space never breaks a command or a link.
 */

import { canRunAgents, hermesAgentSnippets, openClawSnippets, piSnippets } from "./local-app-agents.js";
import { isLlamaCppGguf, isMlx, type LocalAppSnippet } from "./local-app-commands.js";
import {
	isDiffusersImageModel,
	isDiffusersTextToImage,
	isLora,
	isMlxTextGeneration,
	isTransformersLlm,
	isUnslothModel,
	isVllmModel,
} from "./local-app-conditions.js";
import { drawThingsLink, jellyboxLink, pathLink, queryLink } from "./local-app-links.js";
import {
	dockerModelRunnerSnippet,
	lemonadeSnippets,
	llamaCppSnippets,
	localAiSnippets,
	mlxLmSnippets,
	nodeLlamaCppSnippets,
	ollamaSnippet,
	sglangSnippets,
	tgiSnippets,
	vllmSnippets,
} from "./local-app-servers.js";
import type { ModelData } from "./model-data.js";
import type { PipelineType } from "./pipelines.js";

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

// --- The apps ---------------------------------------------------------------------------------------
// (The link builders are marked pure so a bundler drops this table when it is not imported, even without the
// package's sideEffects flag.)

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
