import { execFileSync } from "node:child_process";
import { getInferenceSnippets, type InferenceSnippet } from "@modelyard/inference/snippets";
import { getSampleInputForModel } from "@modelyard/tasks";
import { describe, expect, it } from "vitest";
import { falClient } from "../../src/snippets/templates/python/fal_client.js";
import type { SnippetContext } from "../../src/snippets/types.js";
import { ASR, LLM, TEXT_CLASSIFICATION, TEXT_GENERATION, TEXT_TO_IMAGE, VLM } from "./cases.js";
import { pythonFailures, shellFailures } from "./parse-check.js";

/** A fal-ai text-to-image context, as the generator would build it once the client routes fal-ai. */
function falContext(overrides: Partial<SnippetContext> = {}): SnippetContext {
	return {
		modelId: TEXT_TO_IMAGE.id,
		task: "text-to-image",
		shape: "textToImage",
		provider: "fal-ai",
		providerModelId: "fal-ai/flux/dev",
		libraryName: undefined,
		fullUrl: "https://router.huggingface.co/fal-ai/fal-ai/flux/dev",
		baseUrl: "https://router.huggingface.co/fal-ai/fal-ai/flux/dev",
		endpointUrl: undefined,
		inputs: "Astronaut riding a horse",
		parameters: undefined,
		providerInputs: { prompt: "Astronaut riding a horse", sync_mode: true },
		form: undefined,
		file: undefined,
		fileEncoding: undefined,
		dataUrlType: undefined,
		extraHeaders: [],
		pythonMethod: { name: "text_to_image", inputKeyword: "prompt" },
		jsMethod: "textToImage",
		billTo: undefined,
		token: { value: undefined, envVar: "HF_TOKEN", scheme: "Bearer" },
		routerPolicy: undefined,
		job: undefined,
		...overrides,
	};
}

const TOGETHER_MAPPING = {
	provider: "together",
	hfModelId: LLM.id,
	providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
	status: "live" as const,
	task: "conversational",
};

const clients = (snippets: InferenceSnippet[]) => snippets.map((s) => `${s.language}/${s.client}`);
const find = (snippets: InferenceSnippet[], id: string) => {
	const snippet = snippets.find((s) => `${s.language}/${s.client}` === id);
	if (!snippet) throw new Error(`no ${id} snippet among ${clients(snippets).join(", ")}`);
	return snippet.content;
};

/** Runs a curl snippet with `curl` replaced by a function printing its `-d` argument, as the shell sees it. */
function curlData(snippet: string): string {
	const fake = `curl() { while [ $# -gt 0 ]; do if [ "$1" = "-d" ]; then printf '%s' "$2"; fi; shift; done; }\n`;
	return execFileSync("bash", ["-c", fake + snippet], { encoding: "utf8" });
}

describe("getInferenceSnippets: pure functions (quirk fix: 3.9.2 leaked chat state)", () => {
	it("a conversational call then a text-generation call gives a non-conversational snippet", () => {
		const chat = getInferenceSnippets(LLM, "", "hf-inference");
		expect(find(chat, "python/huggingface_hub")).toContain("chat.completions.create");
		const plain = getInferenceSnippets(TEXT_GENERATION, "", "hf-inference");
		expect(clients(plain)).not.toContain("python/openai");
		expect(find(plain, "python/huggingface_hub")).toContain("client.text_generation(");
		expect(plain.map((s) => s.content).join("\n")).not.toMatch(/messages|chat/);
	});

	it("returns equal results for equal arguments, whatever was called before", () => {
		const first = getInferenceSnippets(TEXT_TO_IMAGE, "", "together");
		expect(first.length).toBeGreaterThan(0);
		getInferenceSnippets(LLM, "hf_x", "together", TOGETHER_MAPPING, { streaming: true, billTo: "org" });
		expect(getInferenceSnippets(TEXT_TO_IMAGE, "", "together")).toEqual(first);
	});
});

describe("getInferenceSnippets: tokens (quirk fix: no `Bearer ` with an empty token)", () => {
	it("reads HF_TOKEN from the environment when no token is given", () => {
		const snippets = getInferenceSnippets(LLM, "", "hf-inference");
		expect(find(snippets, "python/huggingface_hub")).toContain('api_key=os.environ["HF_TOKEN"]');
		expect(find(snippets, "python/requests")).toContain("f\"Bearer {os.environ['HF_TOKEN']}\"");
		expect(find(snippets, "js/huggingface.js")).toContain("new InferenceClient(process.env.HF_TOKEN)");
		expect(find(snippets, "js/openai")).toContain("apiKey: process.env.HF_TOKEN");
		expect(find(snippets, "sh/curl")).toContain('-H "Authorization: Bearer $HF_TOKEN"');
		for (const snippet of snippets) expect(snippet.content).not.toMatch(/Bearer ["'`]|Bearer \n|api_key=""/);
	});

	it("reads the provider's key variable for a direct request", () => {
		const snippets = getInferenceSnippets(LLM, "", "together", TOGETHER_MAPPING, { directRequest: true });
		expect(find(snippets, "sh/curl")).toContain("https://api.together.xyz/v1/chat/completions");
		expect(find(snippets, "sh/curl")).toContain("$TOGETHER_API_KEY");
		expect(find(snippets, "python/openai")).toContain('os.environ["TOGETHER_API_KEY"]');
		expect(snippets.map((s) => s.content).join("\n")).not.toContain("HF_TOKEN");
	});

	it("prints a given token where the credential goes, and nowhere else", () => {
		const token = "hf_givenToken123";
		const snippets = getInferenceSnippets(LLM, token, "together", TOGETHER_MAPPING);
		for (const snippet of snippets) {
			expect(snippet.content.split(token).length - 1).toBe(1);
			expect(snippet.content).not.toContain("os.environ");
			expect(snippet.content).not.toContain("process.env");
		}
		expect(find(snippets, "python/requests")).toContain(`"Authorization": "Bearer ${token}"`);
		expect(find(snippets, "sh/curl")).toContain(`-H 'Authorization: Bearer ${token}'`);
	});

	it("a provider key goes to the provider's own host with the provider's scheme", () => {
		// A task fal answers at once (its generations are queued jobs, whose raw snippets follow the whole job).
		const snippets = getInferenceSnippets(ASR, "fal_key_1", "fal-ai", {
			provider: "fal-ai",
			hfModelId: ASR.id,
			providerId: "fal-ai/whisper",
			status: "live",
			task: "automatic-speech-recognition",
		});
		const curl = find(snippets, "sh/curl");
		expect(curl).toContain("curl 'https://fal.run/fal-ai/whisper'");
		expect(curl).toContain("-H 'Authorization: Key fal_key_1'");
		expect(find(snippets, "python/fal_client")).toContain('os.environ["FAL_KEY"] = "fal_key_1"');
	});

	it("accepts the newer signature with the token in opts.accessToken", () => {
		const older = getInferenceSnippets(LLM, "hf_abc", "together", TOGETHER_MAPPING, { billTo: "org" });
		const newer = getInferenceSnippets(LLM, "together", TOGETHER_MAPPING, { billTo: "org", accessToken: "hf_abc" });
		expect(newer).toEqual(older);
		expect(getInferenceSnippets(LLM, "hf-inference")).toEqual(getInferenceSnippets(LLM, "", "hf-inference"));
	});

	it("never sends an hf_ token to a third-party provider's own URL", () => {
		const token = "hf_secretToken";
		const cases = [
			getInferenceSnippets(LLM, token, "together", TOGETHER_MAPPING, { directRequest: true }),
			getInferenceSnippets(TEXT_TO_IMAGE, token, "nebius", undefined, { directRequest: true }),
			getInferenceSnippets(TEXT_TO_IMAGE, token, "together"),
			getInferenceSnippets({ ...LLM, id: "openai/gpt-4o-mini" }, token, "openai"),
		];
		for (const snippets of cases) {
			expect(snippets.length).toBeGreaterThan(0);
			for (const snippet of snippets) {
				if (!snippet.content.includes(token)) continue;
				const urls = snippet.content.match(/https:\/\/[^\s"'`]+/g) ?? [];
				for (const url of urls) expect(url.startsWith("https://router.huggingface.co/")).toBe(true);
			}
		}
	});

	it("openai with an hf_ token: does not throw, reads OPENAI_API_KEY and never prints the hub token (3.9.2 threw)", () => {
		const snippets = getInferenceSnippets({ ...LLM, id: "openai/gpt-4o-mini" }, "hf_abc", "openai");
		expect(snippets.length).toBeGreaterThan(0);
		for (const snippet of snippets) {
			expect(snippet.content).not.toContain("hf_abc");
			expect(snippet.content).toContain("OPENAI_API_KEY");
		}
		expect(find(snippets, "python/openai")).toContain('base_url="https://api.openai.com/v1"');
		expect(find(snippets, "python/openai")).toContain('model="gpt-4o-mini"');
	});

	it("fal_client never gets a hub token: it reads FAL_KEY (template given a fal-ai request)", () => {
		const render = falClient.templates.textToImage;
		const hubToken = render?.(falContext({ token: { value: "hf_abc", envVar: "HF_TOKEN", scheme: "Bearer" } }));
		expect(hubToken).not.toContain("hf_abc");
		expect(hubToken).toContain("FAL_KEY");
		const falKey = render?.(falContext({ token: { value: "fal_key_1", envVar: "FAL_KEY", scheme: "Key" } }));
		expect(falKey).toContain('os.environ["FAL_KEY"] = "fal_key_1"');
		expect(pythonFailures([hubToken ?? "", falKey ?? ""])).toEqual([]);
	});
});

describe("getInferenceSnippets: escaping and sample inputs (quirk fix: curl broke on apostrophes)", () => {
	const tricky = `It's "quoted" \\ with $HOME, \`cmd\`, a tab\tand\nnewline`;

	it("an apostrophe in the input keeps curl valid and its JSON body round-trips", () => {
		const snippets = getInferenceSnippets(TEXT_CLASSIFICATION, "", "hf-inference", undefined, { inputs: tricky });
		const curl = find(snippets, "sh/curl");
		expect(shellFailures([curl])).toEqual([]);
		expect(JSON.parse(curlData(curl))).toEqual({ inputs: tricky });
	});

	it("chat messages with apostrophes round-trip through the curl body", () => {
		const messages = [{ role: "user", content: tricky }];
		const curl = find(getInferenceSnippets(LLM, "", "together", TOGETHER_MAPPING, { messages }), "sh/curl");
		expect(JSON.parse(curlData(curl))).toEqual({
			messages,
			max_tokens: 512,
			model: TOGETHER_MAPPING.providerId,
		});
	});

	it("every snippet of every sampled task shows a real, non-empty input", () => {
		const prompt = String(getSampleInputForModel(TEXT_TO_IMAGE));
		expect(prompt.length).toBeGreaterThan(0);
		for (const snippet of getInferenceSnippets(TEXT_TO_IMAGE, "", "hf-inference")) {
			expect(snippet.content).toContain(prompt);
			expect(snippet.content).not.toMatch(/inputs["']?\s*[:=]\s*(""|''|\{\})/);
		}
		const fillMask = {
			id: "FacebookAI/roberta-base",
			pipeline_tag: "fill-mask" as const,
			tags: [],
			mask_token: "<mask>",
		};
		expect(find(getInferenceSnippets(fillMask, "", "hf-inference"), "python/requests")).toContain("<mask>");
	});
});

describe("getInferenceSnippets: shapes and client gating", () => {
	it("auto stands for the provider of the given mapping entry, else hf-inference", () => {
		expect(getInferenceSnippets(LLM, "", "auto", TOGETHER_MAPPING)).toEqual(
			getInferenceSnippets(LLM, "", "together", TOGETHER_MAPPING),
		);
		expect(getInferenceSnippets(LLM, "", "auto")).toEqual(getInferenceSnippets(LLM, "", "hf-inference"));
	});

	it("returns [] for a missing or unsupported pipeline tag, and for a provider without the task", () => {
		expect(getInferenceSnippets({ id: "x/y", tags: [] }, "", "hf-inference")).toEqual([]);
		expect(
			getInferenceSnippets({ id: "x/y", pipeline_tag: "reinforcement-learning", tags: [] }, "", "hf-inference"),
		).toEqual([]);
		expect(getInferenceSnippets(TEXT_CLASSIFICATION, "", "together")).toEqual([]);
	});

	it("chat models get the six chat clients plus js/fetch, with max_tokens 512 by default", () => {
		const snippets = getInferenceSnippets(LLM, "", "hf-inference");
		expect(clients(snippets)).toEqual([
			"python/huggingface_hub",
			"python/requests",
			"python/openai",
			"js/fetch",
			"js/huggingface.js",
			"js/openai",
			"sh/curl",
		]);
		for (const snippet of snippets) expect(snippet.content).toContain("512");
		expect(find(snippets, "python/openai")).toContain(
			'base_url="https://router.huggingface.co/hf-inference/models/meta-llama/Llama-3.1-8B-Instruct/v1"',
		);
	});

	it("chat options replace the sample conversation and sampling settings", () => {
		const messages = [{ role: "user", content: "Bonjour" }];
		const content = find(
			getInferenceSnippets(VLM, "", "hf-inference", undefined, {
				messages,
				temperature: 0.5,
				top_p: 0.7,
				max_tokens: 64,
			}),
			"python/huggingface_hub",
		);
		expect(content).toContain('"content": "Bonjour"');
		expect(content).toContain("temperature=0.5");
		expect(content).toContain("top_p=0.7");
		expect(content).toContain("max_tokens=64");
		expect(content).not.toContain("Describe this image");
	});

	it("streaming renders the streaming variants and sends stream: true", () => {
		const snippets = getInferenceSnippets(LLM, "", "together", TOGETHER_MAPPING, { streaming: true });
		expect(find(snippets, "python/openai")).toContain("stream=True");
		expect(find(snippets, "js/huggingface.js")).toContain("chatCompletionStream");
		expect(JSON.parse(curlData(find(snippets, "sh/curl"))).stream).toBe(true);
	});

	it("openai clients only for chat, fal_client only for fal-ai", () => {
		expect(falClient.templates.textToImage?.(falContext())).toContain('fal_client.subscribe(\n    "fal-ai/flux/dev"');
		expect(falClient.templates.textToImage?.(falContext({ provider: "together" }))).toBeUndefined();
		expect(clients(getInferenceSnippets(TEXT_TO_IMAGE, "", "together"))).not.toContain("python/fal_client");
		expect(clients(getInferenceSnippets(TEXT_CLASSIFICATION, "", "hf-inference"))).not.toContain("python/openai");
	});

	it("billTo reaches every client", () => {
		for (const snippet of getInferenceSnippets(LLM, "", "hf-inference", undefined, { billTo: "huggingface" })) {
			expect(snippet.content).toMatch(/bill_to="huggingface"|X-HF-Bill-To|billTo: "huggingface"/);
		}
	});

	it("addition: huggingface.js has a snippet for every task function the client has (3.9.2 knew 13 tasks)", () => {
		const objectDetection = { id: "facebook/detr-resnet-50", pipeline_tag: "object-detection" as const, tags: [] };
		expect(find(getInferenceSnippets(objectDetection, "", "hf-inference"), "js/huggingface.js")).toContain(
			"client.objectDetection(",
		);
	});
});

describe("the call's own parameters (opts.parameters, an addition)", () => {
	const ZERO_SHOT = { id: "facebook/bart-large-mnli", pipeline_tag: "zero-shot-classification", tags: [] };

	it("chat: every client sends them beside the messages, and the snippets still parse", () => {
		const snippets = getInferenceSnippets(LLM, "together", undefined, { parameters: { seed: 7, stop: ["END"] } });
		expect(snippets.length).toBeGreaterThanOrEqual(7);
		for (const snippet of snippets) {
			expect(snippet.content, `${snippet.language} ${snippet.client}`).toMatch(/seed\W+7/);
			expect(snippet.content, `${snippet.language} ${snippet.client}`).toContain("END");
		}
		const python = snippets.filter((s) => s.language === "python").map((s) => s.content);
		const shell = snippets.filter((s) => s.language === "sh").map((s) => s.content);
		expect(pythonFailures(python)).toEqual([]);
		expect(shellFailures(shell)).toEqual([]);
	});

	it("other tasks: they replace the sample's parameters in every client (zero-shot labels)", () => {
		const snippets = getInferenceSnippets(ZERO_SHOT as never, "hf-inference", undefined, {
			parameters: { candidate_labels: ["cats", "dogs"] },
		});
		expect(snippets.length).toBeGreaterThanOrEqual(5);
		for (const snippet of snippets) {
			expect(snippet.content, `${snippet.language} ${snippet.client}`).toContain("dogs");
			expect(snippet.content, `${snippet.language} ${snippet.client}`).not.toContain("refund");
		}
	});

	it("refuses parameters that are not an object", () => {
		expect(() => getInferenceSnippets(LLM, "together", undefined, { parameters: ["seed"] as never })).toThrow(
			"opts.parameters must be an object",
		);
	});
});

describe("the modelSuffix option (an addition: the router's model-suffix form)", () => {
	const byClient = (snippets: InferenceSnippet[]) =>
		Object.fromEntries(snippets.map((snippet) => [`${snippet.language}/${snippet.client}`, snippet.content]));

	it("leaves the default snippets as they were: the option is off unless asked for", () => {
		const plain = getInferenceSnippets(LLM, "together");
		expect(getInferenceSnippets(LLM, "together", undefined, { modelSuffix: false })).toEqual(plain);
		expect(byClient(plain)["js/openai"]).toContain('baseURL: "https://router.huggingface.co/together/v1"');
	});

	it("does not apply to other tasks, to endpointUrl or to directRequest, which call another server", () => {
		expect(getInferenceSnippets(TEXT_TO_IMAGE, "together", undefined, { modelSuffix: "fastest" })).toEqual(
			getInferenceSnippets(TEXT_TO_IMAGE, "together"),
		);
		for (const opts of [{ endpointUrl: "https://my-endpoint.example/v1" }, { directRequest: true }]) {
			expect(getInferenceSnippets(LLM, "together", undefined, { ...opts, modelSuffix: true })).toEqual(
				getInferenceSnippets(LLM, "together", undefined, opts),
			);
		}
	});

	it("gives no snippets with a provider key, which the client refuses for a policy call", () => {
		expect(getInferenceSnippets(LLM, "together", undefined, { modelSuffix: true, accessToken: "sk-key" })).toEqual([]);
		expect(
			getInferenceSnippets(LLM, "together", undefined, { modelSuffix: true, accessToken: "hf_given" }).length,
		).toBeGreaterThan(0);
	});

	it("the hub clients name the policy in the model string, as the other clients do, and no provider", () => {
		for (const [modelSuffix, policy] of [
			[true, "together"],
			["fastest", "fastest"],
		] as const) {
			const snippets = byClient(getInferenceSnippets(LLM, "together", undefined, { modelSuffix }));
			const python = snippets["python/huggingface_hub"];
			expect(python).toContain(`model="meta-llama/Llama-3.1-8B-Instruct:${policy}"`);
			expect(python).not.toContain("provider=");
			expect(python).toContain('client = InferenceClient(\n    api_key=os.environ["HF_TOKEN"],\n)');
			expect(snippets["js/huggingface.js"]).toContain(`model: "meta-llama/Llama-3.1-8B-Instruct:${policy}"`);
			expect(snippets["js/huggingface.js"]).not.toContain("provider:");
			expect(snippets["python/openai"]).toContain(`model="meta-llama/Llama-3.1-8B-Instruct:${policy}"`);
		}
	});
});

describe("image-to-image from a provider answering JSON (wavespeed: a job to follow)", () => {
	const IMAGE_TO_IMAGE = { id: "org/image-edit", pipeline_tag: "image-to-image", tags: [] };

	it("the raw clients read the answer as JSON, hf-inference's as image bytes", () => {
		const client = (provider: "wavespeed" | "hf-inference", name: string) =>
			getInferenceSnippets(IMAGE_TO_IMAGE as never, provider).find((snippet) => snippet.client === name)?.content;
		expect(client("wavespeed", "requests")).toContain("return response.json()");
		expect(client("wavespeed", "requests")).not.toContain("response.content");
		expect(client("wavespeed", "fetch")).toContain("await response.json()");
		expect(client("wavespeed", "fetch")).not.toContain("// image is a Blob");
		expect(client("hf-inference", "requests")).toContain("return response.content");
		expect(client("hf-inference", "fetch")).toContain("await response.blob()");
	});
});

describe("the providers option (an addition: a provider list with fallback)", () => {
	it("huggingface.js shows the list form; the other clients the first provider's call", () => {
		const snippets = getInferenceSnippets(LLM, "together", undefined, {
			accessToken: "hf_snippetToken0000000000",
			providers: ["together", "fireworks-ai"],
		});
		const js = snippets.find((snippet) => snippet.client === "huggingface.js")?.content ?? "";
		expect(js).toContain('provider: ["together", "fireworks-ai"]');
		const python = snippets.find((snippet) => snippet.client === "huggingface_hub")?.content ?? "";
		expect(python).toContain('provider="together"');
		const single = getInferenceSnippets(LLM, "together", undefined, { accessToken: "hf_snippetToken0000000000" });
		expect(single.find((snippet) => snippet.client === "huggingface.js")?.content).toContain('provider: "together"');
	});
});
