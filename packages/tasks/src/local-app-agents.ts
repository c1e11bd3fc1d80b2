/**
 * Coding agents (Pi, Hermes Agent, OpenClaw) run a Hub model through a local OpenAI-compatible server:
 * llama.cpp for a GGUF, MLX LM for an MLX repo, both on port 8080. Each snippet starts the server, points the
 * agent at it, then runs the agent.
 */
import { isLlamaCppGguf, isMlx, type LocalAppSnippet, lines, repoWithQuant } from "./local-app-commands.js";
import type { ModelData, TokenizerConfig } from "./model-data.js";
import { shellSingleQuoted, toJsonLiteral } from "./snippet-format/index.js";

/** llama-server and mlx_lm.server both listen on 8080 by default. */
const LOCAL_SERVER_URL = "http://127.0.0.1:8080/v1";

type ChatTemplate = TokenizerConfig["chat_template"];

/** An agent works by calling tools, which the model only does if its chat template takes a tool list. */
function templateTakesTools(template: ChatTemplate): boolean {
	if (template === undefined) return false;
	const texts = typeof template === "string" ? [template] : template.map((named) => named.template);
	return texts.some((text) => /\btools\b/.test(text));
}

const isMlxChat = (model: ModelData): boolean =>
	isMlx(model) && (model.pipeline_tag === "text-generation" || model.pipeline_tag === "image-text-to-text");

/** A GGUF llama.cpp can serve, or an MLX chat model, whose chat template supports tool calls. */
export function canRunAgents(model: ModelData): boolean {
	if (isLlamaCppGguf(model)) return templateTakesTools(model.gguf?.chat_template);
	return isMlxChat(model) && templateTakesTools(model.config?.tokenizer_config?.chat_template);
}

/** How the agent reaches the model: the server's provider name and the model id the server answers to. */
interface LocalServer {
	providerId: "llama-cpp" | "mlx-lm";
	modelRef: string;
	takesImages: boolean;
	start: LocalAppSnippet;
}

function localServer(model: ModelData, filepath?: string): LocalServer {
	const takesImages = model.pipeline_tag === "image-text-to-text";
	if (isLlamaCppGguf(model)) {
		const modelRef = repoWithQuant(model, filepath);
		return {
			providerId: "llama-cpp",
			modelRef,
			takesImages,
			start: {
				title: "Start the llama.cpp server",
				setup: lines("# Install llama.cpp:", "brew install llama.cpp"),
				// --jinja renders the model's own chat template, which carries the tool definitions.
				content: lines(
					"# Start a local OpenAI-compatible server on port 8080:",
					`llama-server -hf ${shellSingleQuoted(modelRef)} --jinja`,
				),
			},
		};
	}
	return {
		providerId: "mlx-lm",
		modelRef: model.id,
		takesImages,
		start: {
			title: "Start the MLX LM server",
			setup: lines("# Install MLX LM (Apple silicon):", "pip install mlx-lm"),
			content: lines(
				"# Start a local OpenAI-compatible server on port 8080:",
				`mlx_lm.server --model ${shellSingleQuoted(model.id)}`,
			),
		},
	};
}

export function piSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
	const server = localServer(model, filepath);
	const config = {
		providers: {
			[server.providerId]: {
				baseUrl: LOCAL_SERVER_URL,
				api: "openai-completions",
				apiKey: "none",
				models: [{ id: server.modelRef, ...(server.takesImages ? { input: ["text", "image"] } : {}) }],
			},
		},
	};
	return [
		server.start,
		{
			title: "Configure the model in Pi",
			setup: lines("# Install Pi:", "npm install -g @earendil-works/pi-coding-agent"),
			// A quoted heredoc: nothing in the JSON is expanded by the shell.
			content: lines(
				"# Write Pi's model list (this replaces ~/.pi/agent/models.json; merge by hand if you have one):",
				"mkdir -p ~/.pi/agent",
				"cat > ~/.pi/agent/models.json <<'EOF'",
				toJsonLiteral(config),
				"EOF",
			),
		},
		{ title: "Run Pi", content: lines("# Start Pi in your project directory:", "pi") },
	];
}

export function hermesAgentSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
	const server = localServer(model, filepath);
	return [
		server.start,
		{
			title: "Configure Hermes",
			setup: lines(
				"# Install Hermes Agent, then run its first-time setup:",
				"curl -fsSL https://hermes-agent.nousresearch.com/install.sh | bash",
				"hermes setup",
			),
			content: lines(
				"# Point Hermes at the local server:",
				"hermes config set model.provider custom",
				`hermes config set model.base_url ${LOCAL_SERVER_URL}`,
				`hermes config set model.default ${shellSingleQuoted(server.modelRef)}`,
			),
		},
		{ title: "Run Hermes", content: "hermes" },
	];
}

export function openClawSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
	const server = localServer(model, filepath);
	return [
		server.start,
		{
			title: "Configure OpenClaw",
			setup: lines("# Install OpenClaw:", "npm install -g openclaw@latest"),
			// No --custom-api-key: the local server takes none.
			content: lines(
				"# Make the local server OpenClaw's model provider:",
				"openclaw onboard --non-interactive --accept-risk --mode local \\",
				"\t--auth-choice custom-api-key \\",
				`\t--custom-provider-id ${server.providerId} \\`,
				"\t--custom-compatibility openai \\",
				`\t--custom-base-url ${LOCAL_SERVER_URL} \\`,
				`\t--custom-model-id ${shellSingleQuoted(server.modelRef)} \\`,
				`\t${server.takesImages ? "--custom-image-input" : "--custom-text-input"} \\`,
				"\t--skip-health",
			),
		},
		{
			title: "Run OpenClaw",
			content: lines(
				"# Send the agent a first message:",
				"openclaw agent --local --agent main --message 'Hello from Hugging Face'",
			),
		},
	];
}
