/** The commands the command-line servers among the local apps show: install, serve, then call the server. */

import {
	GGUF_FILE_PLACEHOLDER,
	isConversational,
	type LocalAppSnippet,
	lines,
	quantTag,
	repoWithQuant,
} from "./local-app-commands.js";
import type { ModelData } from "./model-data.js";
import { CHAT_SAMPLE_INPUTS } from "./sample-inputs.js";
import { shellSingleQuoted, toJsonLiteral } from "./snippet-format/index.js";

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
export function llamaCppSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
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

export function nodeLlamaCppSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
	const uri = shellSingleQuoted(`hf:${repoWithQuant(model, filepath)}`);
	return [
		{ title: "Chat with the model", content: `npx -y node-llama-cpp chat --prompt 'Hi there!' ${uri}` },
		{
			title: "Estimate the model compatibility with your hardware",
			content: `npx -y node-llama-cpp inspect estimate ${uri}`,
		},
	];
}

export function ollamaSnippet(model: ModelData, filepath?: string): string {
	return `ollama run ${shellSingleQuoted(`hf.co/${repoWithQuant(model, filepath)}`)}`;
}

export function vllmSnippets(model: ModelData): LocalAppSnippet[] {
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

export function sglangSnippets(model: ModelData): LocalAppSnippet[] {
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
export function mlxLmSnippets(model: ModelData): LocalAppSnippet[] {
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

export function dockerModelRunnerSnippet(model: ModelData, filepath?: string): string {
	return `docker model run ${shellSingleQuoted(`hf.co/${repoWithQuant(model, filepath)}`)}`;
}

export function tgiSnippets(model: ModelData): LocalAppSnippet[] {
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

export function localAiSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
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

export function lemonadeSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
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
