import { type SpawnSyncOptionsWithStringEncoding, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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

describe("LOCAL_APPS", () => {
	it("has the 17 apps of 0.18 and 3 the Hub lists now: 9 with snippets, 11 with deeplinks, 4 macOS-only, 4 for text-to-image", () => {
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
			"docker-model-runner",
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
		]);
		expect(deeplinkApps).toHaveLength(11);
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
			...ggufApps.slice(2),
			"msty",
			"recursechat",
			"ollama",
			"docker-model-runner",
		]);
	});

	it("a GGUF without a context length: none of the llama.cpp family", () => {
		const unparsed: ModelData = { ...ggufChat(), gguf: { total: 1 } };
		expect(shown(unparsed)).toEqual([]);
	});

	it("an MLX model: MLX LM for text generation, and LM Studio", () => {
		expect(shown({ id: "mlx-community/x", tags: ["mlx"], pipeline_tag: "text-generation" })).toEqual([
			"mlx-lm",
			"lmstudio",
		]);
		expect(shown({ id: "mlx-community/x", tags: ["mlx"], pipeline_tag: "text-to-image" })).toEqual(["lmstudio"]);
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
