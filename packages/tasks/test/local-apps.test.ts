import { type SpawnSyncOptionsWithStringEncoding, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCAL_APPS, type LocalApp, type LocalAppKey, type LocalAppSnippet } from "../src/local-apps.js";
import type { ModelData } from "../src/model-data.js";
import { CHAT_SAMPLE_INPUTS } from "../src/sample-inputs.js";

const APP_KEYS = Object.keys(LOCAL_APPS) as LocalAppKey[];
const app = (key: LocalAppKey): LocalApp => LOCAL_APPS[key];
const snippetApps = APP_KEYS.filter((key) => "snippet" in app(key));
const deeplinkApps = APP_KEYS.filter((key) => "deeplink" in app(key));

const GGUF_FILE = "Meta-Llama-3-8B-Instruct-Q4_K_M.gguf";
const TRICKY_ID = "o'brien/it's a \"test\" $HOME `x`#1&y=2-GGUF";

const ggufChat = (id = "bartowski/Llama-3.2-1B-Instruct-GGUF"): ModelData => ({
	id,
	tags: ["gguf", "conversational"],
	pipeline_tag: "text-generation",
	gguf: { total: 1_000_000_000, architecture: "llama", context_length: 131_072 },
});
const ggufBase: ModelData = { ...ggufChat("TheBloke/Llama-2-7B-GGUF"), tags: ["gguf"] };
const transformersChat = (id = "meta-llama/Llama-3.1-8B-Instruct"): ModelData => ({
	id,
	tags: ["transformers", "safetensors", "conversational", "text-generation-inference"],
	pipeline_tag: "text-generation",
	library_name: "transformers",
});
const transformersBase: ModelData = { ...transformersChat("openai-community/gpt2"), tags: ["transformers"] };
/** Agents need a chat template that takes tools. */
const TOOLS_TEMPLATE = "{% if tools %}{{ tools | tojson }}{% endif %}{{ messages }}";
const agentGguf = (id = "unsloth/Qwen3-8B-GGUF"): ModelData => ({
	...ggufChat(id),
	gguf: { total: 1, context_length: 40_960, chat_template: TOOLS_TEMPLATE },
});
const mlxVisionAgent = (id = "mlx-community/Qwen3-VL-8B-Instruct-4bit"): ModelData => ({
	id,
	tags: ["mlx", "conversational"],
	pipeline_tag: "image-text-to-text",
	config: { tokenizer_config: { chat_template: TOOLS_TEMPLATE } },
});

const shellWord = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/** Every command text a snippet returns, setup included. */
function commandTexts(result: string | string[] | LocalAppSnippet | LocalAppSnippet[]): string[] {
	const items = Array.isArray(result) ? result : [result];
	return items.flatMap((item) =>
		typeof item === "string" ? [item] : [...(item.setup === undefined ? [] : [item.setup]), ...[item.content].flat()],
	);
}

function snippetOf(key: LocalAppKey, model: ModelData, filepath?: string): string[] {
	const local = app(key);
	if (!("snippet" in local)) throw new Error(`${key} has no snippet`);
	return commandTexts(local.snippet(model, filepath));
}

function deeplinkOf(key: LocalAppKey, model: ModelData, filepath?: string): URL {
	const local = app(key);
	if (!("deeplink" in local)) throw new Error(`${key} has no deeplink`);
	return local.deeplink(model, filepath);
}

/**
 * Only the snippet runs: no BASH_ENV, and stdin closed (bash reads ~/.bashrc when stdin is a socket, which a
 * Node pipe is, taking it for an ssh session).
 */
const BASH_OPTIONS: SpawnSyncOptionsWithStringEncoding = {
	encoding: "utf8",
	env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
	stdio: ["ignore", "pipe", "pipe"],
};

/** Runs `script` in bash with `prelude` first (stub commands); returns stdout, failing on a non-zero status. */
function runBash(script: string, prelude = ""): string {
	const result = spawnSync("bash", ["-c", `${prelude}\n${script}`], BASH_OPTIONS);
	expect(result.stderr).toBe("");
	expect(result.status).toBe(0);
	return result.stdout;
}

interface HubLocalApp {
	id: string;
	prettyLabel: string;
	docsUrl: string;
	mainTask: string;
	macOSOnly: boolean;
	kind: "snippet" | "deeplink";
}
const hubLocalApps = (
	JSON.parse(
		readFileSync(new URL("../../../../shared/reference/hub-taxonomy-latest.json", import.meta.url), "utf8"),
	) as { localApps: HubLocalApp[] }
).localApps;
/** Apps the Hub has dropped and we keep for code that names them. */
const DROPPED_BY_HUB = ["sanctum", "invoke"];

describe("LOCAL_APPS", () => {
	it("has every app the Hub lists now, in its order, with its label, task, macOS flag and kind", () => {
		expect(hubLocalApps).toHaveLength(24);
		expect(APP_KEYS.filter((key) => !DROPPED_BY_HUB.includes(key))).toEqual(hubLocalApps.map((hub) => hub.id));
		for (const hub of hubLocalApps) {
			const ours = app(hub.id as LocalAppKey);
			expect(ours, hub.id).toBeDefined();
			expect(
				{
					prettyLabel: ours.prettyLabel,
					mainTask: ours.mainTask,
					macOSOnly: ours.macOSOnly ?? false,
					kind: "snippet" in ours ? "snippet" : "deeplink",
				},
				hub.id,
			).toEqual({ prettyLabel: hub.prettyLabel, mainTask: hub.mainTask, macOSOnly: hub.macOSOnly, kind: hub.kind });
			// llama.cpp moved from ggerganov to ggml-org: the Hub still links the old (redirecting) address.
			if (hub.id !== "llama.cpp") expect(ours.docsUrl, hub.id).toBe(hub.docsUrl);
		}
	});

	it("has the Hub's 24 apps and the dropped Sanctum and Invoke: 13 with snippets, 13 with deeplinks", () => {
		expect(APP_KEYS).toEqual([
			"llama.cpp",
			"node-llama-cpp",
			"vllm",
			"sglang",
			"mlx-lm",
			"tgi",
			"lmstudio",
			"localai",
			"jan",
			"atomic-chat",
			"backyard",
			"sanctum",
			"jellybox",
			"msty",
			"recursechat",
			"drawthings",
			"diffusionbee",
			"joyfusion",
			"invoke",
			"ollama",
			"unsloth",
			"docker-model-runner",
			"lemonade",
			"pi",
			"hermes-agent",
			"openclaw",
		]);
		expect(snippetApps).toEqual([
			"llama.cpp",
			"node-llama-cpp",
			"vllm",
			"sglang",
			"mlx-lm",
			"tgi",
			"localai",
			"ollama",
			"docker-model-runner",
			"lemonade",
			"pi",
			"hermes-agent",
			"openclaw",
		]);
		expect(deeplinkApps).toHaveLength(13);
		expect(APP_KEYS.filter((key) => app(key).macOSOnly)).toEqual([
			"recursechat",
			"drawthings",
			"diffusionbee",
			"joyfusion",
		]);
		expect(APP_KEYS.filter((key) => app(key).mainTask === "text-to-image")).toEqual([
			"drawthings",
			"diffusionbee",
			"joyfusion",
			"invoke",
		]);
		for (const key of APP_KEYS) {
			expect(new URL(app(key).docsUrl).protocol, key).toBe("https:");
			expect(app(key).prettyLabel.length, key).toBeGreaterThan(0);
		}
	});
});

describe("local app snippets", () => {
	const models: [string, ModelData, string | undefined][] = [
		["GGUF chat model with a file", ggufChat(), GGUF_FILE],
		["GGUF chat model, no file", ggufChat(), undefined],
		["GGUF base model", ggufBase, "llama-2-7b.Q5_K_S.gguf"],
		["transformers chat model", transformersChat(), undefined],
		["transformers base model", transformersBase, undefined],
		["id with quotes and shell characters", ggufChat(TRICKY_ID), "it's Q8_0.gguf"],
		["transformers id with quotes", transformersChat(TRICKY_ID), undefined],
		["GGUF agent model with quotes", agentGguf(TRICKY_ID), "it's Q8_0.gguf"],
		["MLX vision agent model with quotes", mlxVisionAgent(TRICKY_ID), undefined],
	];

	it("parse as bash for every app and model (bash -n, one run for all)", () => {
		const dir = mkdtempSync(join(tmpdir(), "local-apps-"));
		try {
			const files: string[] = [];
			for (const key of snippetApps) {
				for (const [label, model, filepath] of models) {
					snippetOf(key, model, filepath).forEach((text, index) => {
						const file = join(dir, `${files.length}.sh`);
						writeFileSync(file, text);
						files.push(file);
						expect(text, `${key} / ${label} #${index}`).not.toContain("undefined");
					});
				}
			}
			expect(files.length).toBeGreaterThan(80);
			const result = spawnSync(
				"bash",
				["-c", 'for f in "$@"; do bash -n "$f" || echo "FAILED $f"; done', "_", ...files],
				BASH_OPTIONS,
			);
			expect(result.stdout + result.stderr).toBe("");
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}, 60_000);

	it("ollama: hf.co/{id}:{quant}, the quant read from the file name, the placeholder without a file", () => {
		const printArgs = "ollama() { printf '%s\\n' \"$@\"; }";
		const run = (model: ModelData, filepath?: string) =>
			runBash(snippetOf("ollama", model, filepath).join("\n"), printArgs);
		expect(run(ggufChat(), GGUF_FILE)).toBe("run\nhf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M\n");
		expect(run(ggufChat())).toBe("run\nhf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:{{QUANT_TAG}}\n");
		expect(run(ggufChat(), "model.gguf")).toBe("run\nhf.co/bartowski/Llama-3.2-1B-Instruct-GGUF\n");
		expect(run(ggufChat(TRICKY_ID), "x-IQ3_M.gguf")).toBe(`run\nhf.co/${TRICKY_ID}:IQ3_M\n`);
	});

	it("llama.cpp: brew, prebuilt and source variants; -hf {id}:{quant}; a prompt only for base models", () => {
		const snippets = app("llama.cpp");
		if (!("snippet" in snippets)) throw new Error("llama.cpp has no snippet");
		const variants = [snippets.snippet(ggufChat(TRICKY_ID), "Q6_K.gguf")].flat() as LocalAppSnippet[];
		expect(variants.map((variant) => variant.title)).toEqual([
			"Install from brew",
			"Use pre-built binary",
			"Build from source code",
		]);
		const stubs = "llama-server() { printf 'server %s\\n' \"$@\"; }; llama-cli() { printf 'cli %s\\n' \"$@\"; }";
		const brew = String(variants[0]?.content);
		expect(runBash(brew, stubs)).toBe(`server -hf\nserver ${TRICKY_ID}:Q6_K\ncli -hf\ncli ${TRICKY_ID}:Q6_K\n`);
		const base = snippetOf("llama.cpp", ggufBase, "llama-2-7b.Q5_K_S.gguf")[1] ?? "";
		expect(runBash(base, stubs)).toBe(
			"cli -hf\ncli TheBloke/Llama-2-7B-GGUF:Q5_K_S\ncli -p\ncli Once upon a time,\ncli -no-cnv\n",
		);
	});

	it("vllm and tgi: the curl body is JSON naming the model, with chat messages for chat models", () => {
		// A stub curl prints the argument after --data, as the server would receive it.
		const curlStub =
			'curl() { while [ "$#" -gt 0 ]; do if [ "$1" = --data ]; then printf \'%s\' "$2"; fi; shift; done; }';
		const bodyOf = (script: string) => JSON.parse(runBash(script, curlStub)) as Record<string, unknown>;
		const vllmCall = (model: ModelData) => snippetOf("vllm", model).find((text) => text.includes("curl -X POST")) ?? "";
		expect(bodyOf(vllmCall(transformersChat(TRICKY_ID)))).toEqual({
			model: TRICKY_ID,
			messages: CHAT_SAMPLE_INPUTS["text-generation"],
		});
		expect(vllmCall(transformersChat())).toContain("/v1/chat/completions");
		const completion = bodyOf(vllmCall(transformersBase));
		expect(completion).toMatchObject({ model: "openai-community/gpt2", prompt: "Once upon a time," });
		expect(vllmCall(transformersBase)).toContain("/v1/completions");
		const tgiCall = snippetOf("tgi", transformersChat(TRICKY_ID)).find((text) => text.includes("curl")) ?? "";
		expect(bodyOf(tgiCall)).toMatchObject({ model: TRICKY_ID });
		const vllmServe = runBash(
			snippetOf("vllm", transformersChat(TRICKY_ID))[1] ?? "",
			"vllm() { printf '%s\\n' \"$@\"; }",
		);
		expect(vllmServe).toBe(`serve\n${TRICKY_ID}\n`);
	});

	it("sglang: launches the server on the model, then the same curl call as vLLM on port 30000", () => {
		const [launch, call] = snippetOf("sglang", transformersChat(TRICKY_ID)).slice(1);
		expect(runBash(launch ?? "", "python3() { printf '%s\\n' \"$@\"; }")).toBe(
			`-m\nsglang.launch_server\n--model-path\n${TRICKY_ID}\n--host\n0.0.0.0\n--port\n30000\n`,
		);
		expect(call).toContain("'http://localhost:30000/v1/chat/completions'");
		expect(snippetOf("sglang", transformersBase).join("\n")).toContain("/v1/completions");
	});

	it("mlx-lm: chat for conversational models, generate with a prompt otherwise, and a server", () => {
		const mlxChat: ModelData = { id: TRICKY_ID, tags: ["mlx", "conversational"], pipeline_tag: "text-generation" };
		const stub = "mlx_lm.chat() { printf 'chat %s\\n' \"$@\"; }; mlx_lm.generate() { printf 'gen %s\\n' \"$@\"; }";
		expect(runBash(snippetOf("mlx-lm", mlxChat)[1] ?? "", stub)).toBe(`chat --model\nchat ${TRICKY_ID}\n`);
		const base = snippetOf("mlx-lm", { ...mlxChat, id: "mlx-community/x", tags: ["mlx"] });
		expect(runBash(base[1] ?? "", stub)).toBe(
			"gen --model\ngen mlx-community/x\ngen --prompt\ngen Once upon a time,\n",
		);
		expect(base.join("\n")).toContain("mlx_lm.server --model 'mlx-community/x'");
		expect(base.join("\n")).toContain("'http://localhost:8080/v1/completions'");
	});

	it("docker-model-runner: hf.co/{id}:{quant}, like ollama", () => {
		const run = (model: ModelData, filepath?: string) =>
			runBash(snippetOf("docker-model-runner", model, filepath).join("\n"), "docker() { printf '%s\\n' \"$@\"; }");
		expect(run(ggufChat(), GGUF_FILE)).toBe("model\nrun\nhf.co/bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M\n");
		expect(run(ggufChat(TRICKY_ID))).toBe(`model\nrun\nhf.co/${TRICKY_ID}:{{QUANT_TAG}}\n`);
	});

	it("node-llama-cpp and localai name the repo and file (or the placeholders)", () => {
		expect(snippetOf("node-llama-cpp", ggufChat(), GGUF_FILE).join("\n")).toContain(
			"'hf:bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M'",
		);
		expect(snippetOf("node-llama-cpp", ggufChat()).join("\n")).toContain("{{QUANT_TAG}}");
		expect(snippetOf("localai", ggufChat(), GGUF_FILE).join("\n")).toContain(
			`'huggingface://bartowski/Llama-3.2-1B-Instruct-GGUF/${GGUF_FILE}'`,
		);
		expect(snippetOf("localai", ggufChat()).join("\n")).toContain("{{GGUF_FILE}}");
	});
});

describe("local app agent and Lemonade snippets", () => {
	const printArgs = (name: string) => `${name}() { printf '${name} %s\\n' "$@"; }`;
	const agentSnippets = (key: LocalAppKey, model: ModelData, filepath?: string) => {
		const local = app(key);
		if (!("snippet" in local)) throw new Error(`${key} has no snippet`);
		return [local.snippet(model, filepath)].flat() as LocalAppSnippet[];
	};

	it("every agent starts llama-server with --jinja on the GGUF (quant from the file), or mlx_lm.server on the repo", () => {
		for (const key of ["pi", "hermes-agent", "openclaw"] as const) {
			const [gguf] = agentSnippets(key, agentGguf(TRICKY_ID), "x-Q5_K_M.gguf");
			expect(gguf?.title, key).toBe("Start the llama.cpp server");
			expect(runBash(String(gguf?.content), printArgs("llama-server")), key).toBe(
				`llama-server -hf\nllama-server ${TRICKY_ID}:Q5_K_M\nllama-server --jinja\n`,
			);
			const [noFile] = agentSnippets(key, agentGguf());
			expect(String(noFile?.content), key).toContain("'unsloth/Qwen3-8B-GGUF:{{QUANT_TAG}}'");
			const [mlx] = agentSnippets(key, mlxVisionAgent(TRICKY_ID));
			expect(mlx?.setup, key).toContain("pip install mlx-lm");
			expect(runBash(String(mlx?.content), printArgs("mlx_lm.server")), key).toBe(
				`mlx_lm.server --model\nmlx_lm.server ${TRICKY_ID}\n`,
			);
		}
	});

	it("pi: installs the package, writes a models.json naming the served model, then runs pi", () => {
		const home = mkdtempSync(join(tmpdir(), "pi-home-"));
		try {
			const writeConfig = (model: ModelData, filepath?: string) => {
				const [, configure, run] = agentSnippets("pi", model, filepath);
				expect(configure?.setup).toContain("npm install -g @earendil-works/pi-coding-agent");
				expect(run?.content).toContain("\npi");
				runBash(`HOME=${shellWord(home)}\n${String(configure?.content)}`);
				return JSON.parse(readFileSync(join(home, ".pi/agent/models.json"), "utf8"));
			};
			expect(writeConfig(agentGguf(TRICKY_ID), "x-Q4_K_M.gguf")).toEqual({
				providers: {
					"llama-cpp": {
						baseUrl: "http://127.0.0.1:8080/v1",
						api: "openai-completions",
						apiKey: "none",
						models: [{ id: `${TRICKY_ID}:Q4_K_M` }],
					},
				},
			});
			expect(writeConfig(mlxVisionAgent(TRICKY_ID)).providers["mlx-lm"].models).toEqual([
				{ id: TRICKY_ID, input: ["text", "image"] },
			]);
		} finally {
			rmSync(home, { recursive: true, force: true });
		}
	});

	it("hermes-agent: points the custom provider at the local server and the served model", () => {
		const [, configure, run] = agentSnippets("hermes-agent", agentGguf(TRICKY_ID), "x-Q4_K_M.gguf");
		expect(configure?.setup).toContain("curl -fsSL https://hermes-agent.nousresearch.com/install.sh | bash");
		expect(runBash(String(configure?.content), printArgs("hermes"))).toBe(
			[
				"hermes config\nhermes set\nhermes model.provider\nhermes custom",
				"hermes config\nhermes set\nhermes model.base_url\nhermes http://127.0.0.1:8080/v1",
				`hermes config\nhermes set\nhermes model.default\nhermes ${TRICKY_ID}:Q4_K_M\n`,
			].join("\n"),
		);
		expect(run?.content).toBe("hermes");
	});

	it("openclaw: onboards the local server as an OpenAI-compatible provider without a key, then runs the agent", () => {
		const argsOf = (model: ModelData) => {
			const [, configure, run] = agentSnippets("openclaw", model, "x-Q4_K_M.gguf");
			expect(configure?.setup).toContain("npm install -g openclaw@latest");
			expect(run?.content).toContain("openclaw agent --local --agent main --message 'Hello from Hugging Face'");
			return runBash(String(configure?.content), "openclaw() { printf '%s\\n' \"$@\"; }").trim().split("\n");
		};
		const gguf = argsOf(agentGguf(TRICKY_ID));
		expect(gguf.slice(0, 4)).toEqual(["onboard", "--non-interactive", "--accept-risk", "--mode"]);
		const value = (args: string[], flag: string) => args[args.indexOf(flag) + 1];
		expect(value(gguf, "--custom-model-id")).toBe(`${TRICKY_ID}:Q4_K_M`);
		expect(value(gguf, "--custom-base-url")).toBe("http://127.0.0.1:8080/v1");
		expect(value(gguf, "--custom-provider-id")).toBe("llama-cpp");
		expect(value(gguf, "--custom-compatibility")).toBe("openai");
		expect(gguf).toContain("--custom-text-input");
		expect(gguf).not.toContain("--custom-api-key");
		const mlx = argsOf(mlxVisionAgent());
		expect(value(mlx, "--custom-provider-id")).toBe("mlx-lm");
		expect(value(mlx, "--custom-model-id")).toBe("mlx-community/Qwen3-VL-8B-Instruct-4bit");
		expect(mlx).toContain("--custom-image-input");
	});

	it("lemonade: pulls {id}:{quant} and runs it as user.{repo name}-{quant}", () => {
		const run = (model: ModelData, filepath?: string) =>
			agentSnippets("lemonade", model, filepath)
				.map((part) => runBash(String(part.content), printArgs("lemonade")))
				.join("");
		expect(run(ggufChat(), GGUF_FILE)).toBe(
			[
				"lemonade pull",
				"lemonade bartowski/Llama-3.2-1B-Instruct-GGUF:Q4_K_M",
				"lemonade run",
				"lemonade user.Llama-3.2-1B-Instruct-GGUF-Q4_K_M",
				"lemonade list\n",
			].join("\n"),
		);
		expect(run(ggufChat(TRICKY_ID))).toContain(`lemonade user.it's a "test" $HOME \`x\`#1&y=2-GGUF-{{QUANT_TAG}}`);
		expect(run(ggufChat(), "model.gguf")).toContain("lemonade user.Llama-3.2-1B-Instruct-GGUF\nlemonade list");
	});
});

describe("local app deeplinks", () => {
	const diffusersLora: ModelData = {
		id: "acme/pixel-lora",
		tags: ["diffusers", "lora", "safetensors"],
		library_name: "diffusers",
	};
	const diffusersT2I: ModelData = {
		id: "stabilityai/sdxl-turbo",
		tags: ["diffusers", "safetensors"],
		library_name: "diffusers",
		pipeline_tag: "text-to-image",
	};

	it("are valid URLs that carry the model id encoded, for plain and tricky ids", () => {
		for (const key of deeplinkApps) {
			for (const id of ["bartowski/Llama-3.2-1B-Instruct-GGUF", TRICKY_ID]) {
				const model = { ...ggufChat(id), ...(app(key).mainTask === "text-to-image" ? diffusersT2I : {}), id };
				const url = deeplinkOf(key, model);
				expect(new URL(url.href).href, key).toBe(url.href);
				expect(url.href, key).not.toMatch(/[\s'"`$]/);
				expect(url.hash, `${key}: a # in the id must not start a fragment`).toBe("");
				const inQuery = [...url.searchParams.values()].includes(id);
				const inPath = decodeURIComponent(url.pathname).endsWith(`/${id}`);
				expect(inQuery || inPath, `${key} ${url.href}`).toBe(true);
				expect(
					[...url.searchParams.keys()].every((name) => !["y"].includes(name)),
					key,
				).toBe(true);
			}
		}
	});

	it("use each app's documented scheme", () => {
		const model = ggufChat();
		expect(deeplinkOf("lmstudio", model).href).toBe(
			"lmstudio://open_from_hf?model=bartowski%2FLlama-3.2-1B-Instruct-GGUF",
		);
		expect(deeplinkOf("lmstudio", model, GGUF_FILE).searchParams.get("file")).toBe(GGUF_FILE);
		expect(deeplinkOf("jan", model).href).toBe("jan://models/huggingface/bartowski/Llama-3.2-1B-Instruct-GGUF");
		expect(deeplinkOf("backyard", model).href).toBe(
			"https://backyard.ai/hf/model/bartowski/Llama-3.2-1B-Instruct-GGUF",
		);
		expect(deeplinkOf("msty", model).href).toBe("msty://models/search/hf/bartowski/Llama-3.2-1B-Instruct-GGUF");
		expect(deeplinkOf("sanctum", model).protocol).toBe("sanctum:");
		expect(deeplinkOf("recursechat", model).searchParams.get("hf-model-id")).toBe(model.id);
		expect(deeplinkOf("jellybox", model).href).toBe(
			"jellybox://llm/models/huggingface/LLM/bartowski/Llama-3.2-1B-Instruct-GGUF",
		);
		expect(deeplinkOf("jellybox", diffusersLora).href).toBe(
			"jellybox://image/models/huggingface/ImageLora/acme/pixel-lora",
		);
		expect(deeplinkOf("jellybox", diffusersT2I).pathname).toBe("/models/huggingface/Image/stabilityai/sdxl-turbo");
		expect(deeplinkOf("drawthings", diffusersLora).pathname).toBe("/import/diffusers/pipeline.load_lora_weights");
		expect(deeplinkOf("drawthings", diffusersT2I).pathname).toBe("/import/diffusers/pipeline.from_pretrained");
		expect(deeplinkOf("diffusionbee", diffusersT2I).searchParams.get("model_id")).toBe(diffusersT2I.id);
		expect(deeplinkOf("joyfusion", diffusersT2I).searchParams.get("repo_id")).toBe(diffusersT2I.id);
		expect(deeplinkOf("invoke", diffusersT2I).href).toBe("https://models.invoke.ai/huggingface/stabilityai/sdxl-turbo");
		expect(deeplinkOf("atomic-chat", model).href).toBe(
			"atomic-chat://models/huggingface/bartowski/Llama-3.2-1B-Instruct-GGUF",
		);
		expect(deeplinkOf("unsloth", model).href).toBe(
			"unsloth://open_from_hf?model=bartowski%2FLlama-3.2-1B-Instruct-GGUF",
		);
		expect(deeplinkOf("unsloth", model, GGUF_FILE).searchParams.get("file")).toBe(GGUF_FILE);
	});
});

describe("which apps a model page shows", () => {
	const shown = (model: ModelData) => APP_KEYS.filter((key) => app(key).displayOnModelPage(model));
	const ggufApps = ["llama.cpp", "node-llama-cpp", "lmstudio", "localai", "jan", "backyard", "sanctum", "jellybox"];

	it("a GGUF the Hub parsed (context length known): the llama.cpp family, and vLLM for text generation", () => {
		expect(shown(ggufChat())).toEqual([
			"llama.cpp",
			"node-llama-cpp",
			"vllm",
			"lmstudio",
			"localai",
			"jan",
			"atomic-chat",
			...ggufApps.slice(5),
			"msty",
			"recursechat",
			"ollama",
			"unsloth",
			"docker-model-runner",
			"lemonade",
		]);
	});

	it("agents (Pi, Hermes Agent, OpenClaw): a served GGUF or MLX chat model whose chat template takes tools", () => {
		const agents = ["pi", "hermes-agent", "openclaw"];
		const withTools = "{% if tools %}{{ tools | tojson }}{% endif %}{{ messages }}";
		const gguf = (chat_template?: string): ModelData => ({
			...ggufChat(),
			gguf: { total: 1, context_length: 8192, chat_template },
		});
		expect(shown(gguf(withTools)).filter((key) => agents.includes(key))).toEqual(agents);
		expect(shown(gguf("{{ messages }}")).filter((key) => agents.includes(key))).toEqual([]);
		expect(shown(gguf()).filter((key) => agents.includes(key))).toEqual([]);
		const mlx = (
			pipeline_tag: ModelData["pipeline_tag"],
			chat_template: string | { name: string; template: string }[],
		) =>
			shown({
				id: "mlx-community/x",
				tags: ["mlx"],
				pipeline_tag,
				config: { tokenizer_config: { chat_template } },
			}).filter((key) => agents.includes(key));
		expect(mlx("text-generation", withTools)).toEqual(agents);
		expect(mlx("image-text-to-text", [{ name: "tool_use", template: withTools }])).toEqual(agents);
		expect(mlx("text-generation", "{{ messages }}")).toEqual([]);
		expect(mlx("text-to-image", withTools)).toEqual([]);
		// A transformers checkpoint needs a server the agent snippets do not start.
		expect(
			shown({ ...transformersChat(), config: { tokenizer_config: { chat_template: withTools } } }).filter((key) =>
				agents.includes(key),
			),
		).toEqual([]);
	});

	it("Unsloth Desktop: GGUF and MLX repos, and models Unsloth made or fine-tuned (tag or namespace)", () => {
		const onlyUnsloth = (model: ModelData) => shown(model).includes("unsloth");
		expect(onlyUnsloth({ id: "some-user/finetune", tags: ["unsloth", "transformers"] })).toBe(true);
		expect(onlyUnsloth({ id: "unsloth/Qwen3-8B", tags: ["transformers"] })).toBe(true);
		expect(onlyUnsloth({ id: "mlx-community/x", tags: ["mlx"] })).toBe(true);
		expect(onlyUnsloth(ggufChat())).toBe(true);
		expect(onlyUnsloth(transformersChat())).toBe(false);
		expect(onlyUnsloth({ id: "not-unsloth/unsloth-like", tags: [] })).toBe(false);
	});

	it("a GGUF without a context length: none of the llama.cpp family", () => {
		const unparsed: ModelData = { ...ggufChat(), gguf: { total: 1 } };
		expect(shown(unparsed)).toEqual([]);
	});

	it("an MLX model: MLX LM and Atomic Chat for text generation, LM Studio and Unsloth Desktop for any", () => {
		expect(shown({ id: "mlx-community/x", tags: ["mlx"], pipeline_tag: "text-generation" })).toEqual([
			"mlx-lm",
			"lmstudio",
			"atomic-chat",
			"unsloth",
		]);
		expect(shown({ id: "mlx-community/x", tags: ["mlx"], pipeline_tag: "text-to-image" })).toEqual([
			"lmstudio",
			"unsloth",
		]);
	});

	it("transformers text generation: vLLM and SGLang, and TGI when tagged for it", () => {
		expect(shown(transformersChat())).toEqual(["vllm", "sglang", "tgi"]);
		expect(shown(transformersBase)).toEqual(["vllm", "sglang"]);
		expect(shown({ ...transformersBase, pipeline_tag: "text-to-image" })).toEqual([]);
	});

	it("a quantized checkpoint (awq, gptq, aqlm, marlin) for image-text-to-text: vLLM", () => {
		for (const quant_method of ["awq", "gptq", "aqlm", "marlin"]) {
			const model: ModelData = {
				id: "x/y",
				tags: [],
				pipeline_tag: "image-text-to-text",
				config: { quantization_config: { quant_method } },
			};
			expect(shown(model), quant_method).toEqual(["vllm"]);
		}
		expect(
			shown({
				id: "x/y",
				tags: [],
				pipeline_tag: "text-generation",
				config: { quantization_config: { quant_method: "bnb" } },
			}),
		).toEqual([]);
	});

	it("diffusers: text-to-image apps; Jellybox only with safetensors; LoRAs for Draw Things and Jellybox", () => {
		const t2i: ModelData = { id: "a/b", tags: ["diffusers"], library_name: "diffusers", pipeline_tag: "text-to-image" };
		expect(shown(t2i)).toEqual(["drawthings", "diffusionbee", "invoke"]);
		expect(shown({ ...t2i, tags: ["diffusers", "safetensors"] })).toEqual([
			"jellybox",
			"drawthings",
			"diffusionbee",
			"invoke",
		]);
		const lora: ModelData = { id: "a/b", tags: ["lora", "safetensors"], library_name: "diffusers" };
		expect(shown(lora)).toEqual(["jellybox", "drawthings"]);
	});

	it("JoyFusion needs the coreml and joyfusion tags on a text-to-image model", () => {
		const coreml: ModelData = { id: "a/b", tags: ["coreml", "joyfusion"], pipeline_tag: "text-to-image" };
		expect(shown(coreml)).toEqual(["joyfusion"]);
		expect(shown({ ...coreml, tags: ["coreml"] })).toEqual([]);
	});
});
