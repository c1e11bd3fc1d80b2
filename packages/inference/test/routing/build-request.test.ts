import { describe, expect, it } from "vitest";
import { InferenceClientInputError } from "../../src/errors/index.js";
import { PROVIDERS } from "../../src/providers/index.js";
import { buildRequest } from "../../src/routing/index.js";
import { INFERENCE_PROVIDERS, type InferenceProvider, type InferenceTask } from "../../src/types.js";

const HF_TOKEN = "hf_secret123";
const KEY = "sk-provider-key";

function build(provider: InferenceProvider, task: InferenceTask | undefined, args: object, accessToken?: string) {
	return buildRequest({
		task,
		args,
		provider,
		providerModelId: "org/model",
		...(accessToken === undefined ? {} : { accessToken }),
	});
}

/** Every (provider, task) pair with the route expected under the provider base. */
const ROUTES: Array<[InferenceProvider, InferenceTask, string]> = [
	["cerebras", "conversational", "v1/chat/completions"],
	["cohere", "conversational", "compatibility/v1/chat/completions"],
	["featherless-ai", "conversational", "v1/chat/completions"],
	["featherless-ai", "text-generation", "v1/completions"],
	["fireworks-ai", "conversational", "inference/v1/chat/completions"],
	["groq", "conversational", "openai/v1/chat/completions"],
	["groq", "text-generation", "openai/v1/chat/completions"],
	["hyperbolic", "conversational", "v1/chat/completions"],
	["hyperbolic", "text-generation", "v1/chat/completions"],
	["hyperbolic", "text-to-image", "v1/images/generations"],
	["nebius", "conversational", "v1/chat/completions"],
	["nebius", "text-generation", "v1/completions"],
	["nebius", "text-to-image", "v1/images/generations"],
	["novita", "conversational", "v3/openai/chat/completions"],
	["novita", "text-generation", "v3/openai/chat/completions"],
	["nscale", "conversational", "v1/chat/completions"],
	["nscale", "text-to-image", "v1/images/generations"],
	["sambanova", "conversational", "v1/chat/completions"],
	["sambanova", "feature-extraction", "v1/embeddings"],
	["together", "conversational", "v1/chat/completions"],
	["together", "text-generation", "v1/completions"],
	["together", "text-to-image", "v1/images/generations"],
	["together", "text-to-video", "v2/videos"],
	["novita", "text-to-video", "v3/async/org/model"],
	["wavespeed", "text-to-image", "api/v3/org/model"],
	["wavespeed", "text-to-video", "api/v3/org/model"],
	["wavespeed", "image-to-image", "api/v3/org/model"],
	["wavespeed", "image-to-video", "api/v3/org/model"],
	["wavespeed", "image-text-to-image", "api/v3/org/model"],
	["wavespeed", "image-text-to-video", "api/v3/org/model"],
	["together", "image-to-video", "v2/videos"],
	["together", "feature-extraction", "v1/embeddings"],
	["together", "automatic-speech-recognition", "v1/audio/transcriptions"],
	["together", "text-to-speech", "v1/audio/speech"],
	["together", "image-to-image", "v1/images/generations"],
	["zai-org", "conversational", "api/paas/v4/chat/completions"],
	["zai-org", "text-to-image", "api/paas/v4/async/images/generations"],
	["zai-org", "image-to-text", "api/paas/v4/layout_parsing"],
	["fal-ai", "text-to-speech", "org/model"],
	["fal-ai", "automatic-speech-recognition", "org/model"],
	["replicate", "text-to-image", "v1/models/org/model/predictions"],
	["replicate", "text-to-speech", "v1/models/org/model/predictions"],
	["replicate", "text-to-video", "v1/models/org/model/predictions"],
	["replicate", "automatic-speech-recognition", "v1/models/org/model/predictions"],
	["replicate", "image-to-image", "v1/models/org/model/predictions"],
	["black-forest-labs", "text-to-image", "v1/org/model"],
	["baseten", "conversational", "v1/chat/completions"],
	["publicai", "conversational", "v1/chat/completions"],
	["ovhcloud", "conversational", "v1/chat/completions"],
	["ovhcloud", "text-generation", "v1/completions"],
	["scaleway", "conversational", "v1/chat/completions"],
	["scaleway", "text-generation", "v1/completions"],
	["scaleway", "feature-extraction", "v1/embeddings"],
	["deepinfra", "conversational", "v1/openai/chat/completions"],
	["deepinfra", "text-generation", "v1/openai/completions"],
	["deepinfra", "feature-extraction", "v1/openai/embeddings"],
	["deepinfra", "text-to-image", "v1/openai/images/generations"],
	["deepinfra", "text-to-speech", "v1/openai/audio/speech"],
	["deepinfra", "automatic-speech-recognition", "v1/openai/audio/transcriptions"],
];

/** fal-ai's tasks served on its queue host. */
const FAL_QUEUED_TASKS: InferenceTask[] = [
	"text-to-image",
	"text-to-video",
	"text-to-audio",
	"image-to-image",
	"image-text-to-image",
	"image-to-video",
	"image-text-to-video",
	"image-segmentation",
	"audio-to-audio",
];
const audioBlob = () => new Blob(["a"], { type: "audio/wav" });

describe("buildRequest: URLs", () => {
	it.each(ROUTES)("%s %s: router with a hub token, own host with a provider key", (provider, task, route) => {
		const args =
			task === "conversational"
				? { messages: [] }
				: task === "automatic-speech-recognition" || task.startsWith("image-")
					? { inputs: new Blob(["a"], { type: "audio/wav" }) }
					: { inputs: "x" };
		expect(build(provider, task, args, HF_TOKEN).url).toBe(`https://router.huggingface.co/${provider}/${route}`);
		expect(build(provider, task, args, KEY).url).toBe(`${PROVIDERS[provider].host}/${route}`);
		expect(build(provider, task, args).url).toBe(`https://router.huggingface.co/${provider}/${route}`);
	});

	it("openai always goes to api.openai.com", () => {
		expect(build("openai", "conversational", { messages: [] }, KEY).url).toBe(
			"https://api.openai.com/v1/chat/completions",
		);
		expect(build("openai", "conversational", { messages: [] }).url).toBe("https://api.openai.com/v1/chat/completions");
	});

	it("hf-inference always goes through the router, whatever the token", () => {
		for (const token of [HF_TOKEN, KEY, undefined]) {
			expect(build("hf-inference", "text-classification", { inputs: "x" }, token).url).toBe(
				"https://router.huggingface.co/hf-inference/models/org/model",
			);
		}
	});

	it.each([
		["feature-extraction", "pipeline/feature-extraction/org/model"],
		["sentence-similarity", "pipeline/sentence-similarity/org/model"],
		["conversational", "models/org/model/v1/chat/completions"],
		["text-to-image", "models/org/model"],
		[undefined, "models/org/model"],
	] as const)("hf-inference %s -> %s", (task, route) => {
		expect(build("hf-inference", task, { inputs: "x" }).url).toBe(
			`https://router.huggingface.co/hf-inference/${route}`,
		);
	});

	it("uses a custom router URL", () => {
		const request = buildRequest({
			task: "conversational",
			args: { messages: [] },
			provider: "together",
			providerModelId: "m",
			routerUrl: "http://127.0.0.1:8080/",
		});
		expect(request.url).toBe("http://127.0.0.1:8080/together/v1/chat/completions");
	});

	it("novita image-text-to-video: MiniMax's video route for MiniMax models; any other model refused", () => {
		const args = { inputs: new Blob(["i"], { type: "image/png" }), parameters: { prompt: "a fox" } };
		const minimax = (accessToken: string) =>
			buildRequest({
				task: "image-text-to-video",
				args,
				provider: "novita",
				providerModelId: "minimax-hailuo-02",
				accessToken,
			});
		expect(minimax(KEY).url).toBe("https://api.novita.ai/v3/minimax/v2/video_generation");
		expect(minimax(HF_TOKEN).url).toBe("https://router.huggingface.co/novita/v3/minimax/v2/video_generation");
		expect(() => build("novita", "image-text-to-video", args, KEY)).toThrow(
			"Novita serves image-text-to-video with MiniMax's video models only; org/model is not one of them.",
		);
	});

	it("the table covers every declared (provider, task) pair: 98 in all with hf-inference's 28", () => {
		const declared = INFERENCE_PROVIDERS.flatMap((id) =>
			Object.keys(PROVIDERS[id].tasks).map((task) => `${id} ${task}`),
		);
		const tested = [
			...ROUTES.map(([provider, task]) => `${provider} ${task}`),
			...FAL_QUEUED_TASKS.map((task) => `fal-ai ${task}`),
			...Object.keys(PROVIDERS["hf-inference"].tasks).map((task) => `hf-inference ${task}`),
			"openai conversational",
			"novita image-text-to-video",
		];
		expect(new Set(tested)).toEqual(new Set(declared));
		expect(declared).toHaveLength(98);
		expect(Object.keys(PROVIDERS["hf-inference"].tasks)).toHaveLength(28);
	});

	it("every provider's host is an https origin (or the router path for hf-inference)", () => {
		for (const id of INFERENCE_PROVIDERS) {
			expect(PROVIDERS[id].id).toBe(id);
			expect(PROVIDERS[id].host).toMatch(/^https:\/\/[a-z0-9.-]+(\/hf-inference)?$/);
		}
	});
});

describe("buildRequest: fal queue and replicate versions", () => {
	it.each(FAL_QUEUED_TASKS)("fal %s: queue host with a key, `_subdomain=queue` through the router", (task) => {
		const inputs = task.startsWith("text-") ? "x" : task === "audio-to-audio" ? audioBlob() : new Blob(["i"]);
		expect(build("fal-ai", task, { inputs }, KEY).url).toBe("https://queue.fal.run/org/model");
		expect(build("fal-ai", task, { inputs }, HF_TOKEN).url).toBe(
			"https://router.huggingface.co/fal-ai/org/model?_subdomain=queue",
		);
	});

	it("fal image-and-text tasks without an image go to the queue's text endpoint (the model id minus its last segment); the router keeps the mapped id", () => {
		const promptOnly = { parameters: { prompt: "a fox" } };
		for (const task of ["image-text-to-image", "image-text-to-video"] as const) {
			const withImage = buildRequest({
				task,
				args: { inputs: new Blob(["i"], { type: "image/png" }), ...promptOnly },
				provider: "fal-ai",
				providerModelId: "fal-ai/flux-2/edit",
				accessToken: KEY,
			});
			expect(withImage.url).toBe("https://queue.fal.run/fal-ai/flux-2/edit");
			const withoutImage = buildRequest({
				task,
				args: promptOnly,
				provider: "fal-ai",
				providerModelId: "fal-ai/flux-2/edit",
				accessToken: HF_TOKEN,
			});
			expect(withoutImage.url).toBe("https://router.huggingface.co/fal-ai/fal-ai/flux-2/edit?_subdomain=queue");
			expect(withoutImage.body).toEqual({ prompt: "a fox" });
			const directWithoutImage = buildRequest({
				task,
				args: promptOnly,
				provider: "fal-ai",
				providerModelId: "fal-ai/flux-2/edit",
				accessToken: KEY,
			});
			expect(directWithoutImage.url).toBe("https://queue.fal.run/fal-ai/flux-2");
		}
	});

	it("wavespeed image-and-text tasks: the image as `image` and `images`; without one, image URLs given, else refused", () => {
		const picture = new Blob(["png"], { type: "image/png" });
		for (const task of ["image-text-to-image", "image-text-to-video"] as const) {
			const withImage = build("wavespeed", task, { inputs: picture, parameters: { prompt: "a fox" } }, KEY);
			expect(withImage.body).toEqual({ prompt: "a fox", image: picture, images: [picture] });
			expect(() => build("wavespeed", task, { parameters: { prompt: "a fox" } }, KEY)).toThrow(
				InferenceClientInputError,
			);
			const givenImages = build(
				"wavespeed",
				task,
				{ parameters: { prompt: "a fox", images: ["https://x/a.png"] } },
				KEY,
			);
			expect(givenImages.body).toEqual({ prompt: "a fox", images: ["https://x/a.png"] });
		}
	});

	it("replicate: a versioned id uses v1/predictions and sends the version", () => {
		const request = buildRequest({
			task: "text-to-image",
			args: { inputs: "a cake", parameters: { seed: 1 } },
			provider: "replicate",
			providerModelId: "owner/model:abc123",
			accessToken: KEY,
		});
		expect(request.url).toBe("https://api.replicate.com/v1/predictions");
		expect(request.body).toEqual({ input: { seed: 1, prompt: "a cake" }, version: "abc123" });
		expect(request.headers["Prefer"]).toBe("wait");
	});

	it("replicate text-to-speech sends `text`", () => {
		expect(build("replicate", "text-to-speech", { inputs: "hello" }).body).toEqual({ input: { text: "hello" } });
	});
});

describe("buildRequest: endpointUrl", () => {
	const endpoint = (endpointUrl: string, task: InferenceTask | undefined) =>
		buildRequest({ task, args: { endpointUrl, inputs: "x" }, provider: "hf-inference", providerModelId: "m" }).url;

	it("is used verbatim for non-chat tasks", () => {
		expect(endpoint("https://my.endpoint/v1/", "text-classification")).toBe("https://my.endpoint/v1/");
		expect(endpoint("https://my.endpoint", undefined)).toBe("https://my.endpoint");
	});

	it.each([
		["https://my.endpoint", "https://my.endpoint/v1/chat/completions"],
		["https://my.endpoint/", "https://my.endpoint/v1/chat/completions"],
		["  https://my.endpoint/v1//  ", "https://my.endpoint/v1/chat/completions"],
		["https://my.endpoint/v1", "https://my.endpoint/v1/chat/completions"],
		["https://my.endpoint/v1/chat/completions", "https://my.endpoint/v1/chat/completions"],
		["https://my.endpoint/openai/chat/completions/", "https://my.endpoint/openai/chat/completions"],
	])("chat: %s -> %s", (url, expected) => {
		expect(endpoint(url, "conversational")).toBe(expected);
	});
});

describe("buildRequest: headers and auth", () => {
	it("hub token: Bearer, router, auth method hf-token", () => {
		const request = build("together", "conversational", { messages: [] }, HF_TOKEN);
		expect(request.authMethod).toBe("hf-token");
		expect(request.headers["Authorization"]).toBe(`Bearer ${HF_TOKEN}`);
	});

	it("provider key: the provider's scheme", () => {
		expect(build("together", "conversational", { messages: [] }, KEY).headers["Authorization"]).toBe(`Bearer ${KEY}`);
		expect(build("together", "conversational", { messages: [] }, KEY).authMethod).toBe("provider-key");
	});

	it("no token: no Authorization header at all (3.x sent 'Bearer undefined')", () => {
		const request = build("together", "conversational", { messages: [] });
		expect(request.authMethod).toBe("none");
		expect(Object.keys(request.headers)).not.toContain("Authorization");
		expect(JSON.stringify(request)).not.toContain("undefined");
	});

	it("an empty token counts as no token", () => {
		expect(build("together", "conversational", { messages: [] }, "").headers).not.toHaveProperty("Authorization");
	});

	it("the token comes from args.accessToken when not given separately, and never reaches the URL or body", () => {
		const request = buildRequest({
			task: "conversational",
			args: { accessToken: HF_TOKEN, messages: [] },
			provider: "together",
			providerModelId: "m",
		});
		expect(request.headers["Authorization"]).toBe(`Bearer ${HF_TOKEN}`);
		expect(request.url).not.toContain(HF_TOKEN);
		expect(JSON.stringify(request.body)).not.toContain(HF_TOKEN);
	});

	it("credentials: 'include' without token selects cookie auth; true sets credentials only", () => {
		const withString = buildRequest({
			task: "conversational",
			args: { messages: [] },
			provider: "together",
			providerModelId: "m",
			includeCredentials: "include",
		});
		expect(withString.authMethod).toBe("credentials-include");
		expect(withString.credentials).toBe("include");
		expect(withString.url).toBe("https://router.huggingface.co/together/v1/chat/completions");
		const withTrue = buildRequest({
			task: "conversational",
			args: { messages: [] },
			provider: "together",
			providerModelId: "m",
			includeCredentials: true,
		});
		expect(withTrue.authMethod).toBe("none");
		expect(withTrue.credentials).toBe("include");
		expect(build("together", "conversational", { messages: [] })).not.toHaveProperty("credentials");
	});

	it("a token wins over credentials for the auth method", () => {
		const request = buildRequest({
			task: "conversational",
			args: { messages: [] },
			provider: "together",
			providerModelId: "m",
			accessToken: HF_TOKEN,
			includeCredentials: "include",
		});
		expect(request.authMethod).toBe("hf-token");
	});

	it("bill-to header", () => {
		const request = buildRequest({
			task: "conversational",
			args: { messages: [] },
			provider: "together",
			providerModelId: "m",
			billTo: "my-org",
		});
		expect(request.headers["X-HF-Bill-To"]).toBe("my-org");
		expect(build("together", "conversational", { messages: [] }).headers).not.toHaveProperty("X-HF-Bill-To");
	});

	it("User-Agent names the package and its version", () => {
		expect(build("together", "conversational", { messages: [] }).headers["User-Agent"]).toMatch(
			/^@modelyard\/inference\/\d+\.\d+\.\d+/,
		);
	});

	it("fal-ai keys use the Key scheme, Black Forest Labs keys the X-Key header; hub tokens stay Bearer", () => {
		expect(build("fal-ai", "text-to-image", { inputs: "x" }, KEY).headers["Authorization"]).toBe(`Key ${KEY}`);
		const bfl = build("black-forest-labs", "text-to-image", { inputs: "x" }, KEY).headers;
		expect(bfl["X-Key"]).toBe(KEY);
		expect(bfl).not.toHaveProperty("Authorization");
		expect(build("fal-ai", "text-to-image", { inputs: "x" }, HF_TOKEN).headers["Authorization"]).toBe(
			`Bearer ${HF_TOKEN}`,
		);
	});

	it("openai refuses hub tokens", () => {
		expect(() => build("openai", "conversational", { messages: [] }, HF_TOKEN)).toThrow(
			"Provider openai is closed-source and does not support HF tokens.",
		);
	});

	it("JSON bodies get a JSON content type; raw bytes none", () => {
		expect(build("hf-inference", "text-classification", { inputs: "x" }).headers["Content-Type"]).toBe(
			"application/json",
		);
		const raw = build("hf-inference", "image-classification", { inputs: new Blob(["png"]) });
		expect(raw.body).toBeInstanceOf(Blob);
		expect(raw.headers).not.toHaveProperty("Content-Type");
	});
});

describe("buildRequest: bodies", () => {
	const image = new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });

	it("drops routing fields from payloads", () => {
		const request = buildRequest({
			task: "text-classification",
			args: {
				accessToken: HF_TOKEN,
				model: "org/model",
				provider: "hf-inference",
				inputs: "hi",
				parameters: { top_k: 2 },
			},
			provider: "hf-inference",
			providerModelId: "org/model",
		});
		expect(request.body).toEqual({ inputs: "hi", parameters: { top_k: 2 } });
	});

	it("chat: the args + provider model id (+ stream)", () => {
		const request = buildRequest({
			task: "conversational",
			args: { model: "hub/id", messages: [{ role: "user", content: "hi" }], max_tokens: 5 },
			provider: "together",
			providerModelId: "provider-id",
			stream: true,
		});
		expect(request.body).toEqual({
			messages: [{ role: "user", content: "hi" }],
			max_tokens: 5,
			stream: true,
			model: "provider-id",
		});
	});

	it.each([
		"audio-classification",
		"automatic-speech-recognition",
		"image-classification",
		"image-segmentation",
		"image-to-text",
		"object-detection",
		"audio-to-audio",
		"image-to-image",
	] as const)("hf %s sends the raw bytes, or JSON with the image when parameters are given", (task) => {
		expect(build("hf-inference", task, { inputs: image }).body).toBe(image);
		expect(build("hf-inference", task, { inputs: image, parameters: { a: 1 } }).body).toEqual({
			inputs: image,
			parameters: { a: 1 },
		});
	});

	it("legacy `data` is sent raw for any task", () => {
		const bytes = new ArrayBuffer(4);
		expect(build("hf-inference", "audio-classification", { data: bytes }).body).toBe(bytes);
		expect(build("hf-inference", undefined, { data: image }).body).toBe(image);
	});

	it("zero-shot image classification: inputs.image, from either input form", () => {
		const parameters = { candidate_labels: ["cat", "dog"] };
		expect(build("hf-inference", "zero-shot-image-classification", { inputs: image, parameters }).body).toEqual({
			inputs: { image },
			parameters,
		});
		expect(build("hf-inference", "zero-shot-image-classification", { inputs: { image }, parameters }).body).toEqual({
			inputs: { image },
			parameters,
		});
	});

	it("text generation on completions routes: prompt + OpenAI field names", () => {
		expect(
			build("together", "text-generation", { inputs: "Paris is", parameters: { max_new_tokens: 10, temperature: 0 } })
				.body,
		).toEqual({ prompt: "Paris is", max_tokens: 10, temperature: 0, model: "org/model" });
	});

	it("text generation on chat routes (groq, novita, hyperbolic): one user message", () => {
		for (const provider of ["groq", "novita", "hyperbolic"] as const) {
			expect(
				build(provider, "text-generation", { inputs: "Paris is", parameters: { max_new_tokens: 10 } }).body,
			).toEqual({
				messages: [{ role: "user", content: "Paris is" }],
				max_tokens: 10,
				model: "org/model",
			});
		}
	});

	it("text-to-image bodies per provider", () => {
		const args = { inputs: "a tortoise", parameters: { width: 128 } };
		expect(build("together", "text-to-image", args).body).toEqual({
			prompt: "a tortoise",
			width: 128,
			response_format: "base64",
			model: "org/model",
		});
		expect(build("nebius", "text-to-image", args).body).toEqual({
			prompt: "a tortoise",
			width: 128,
			response_format: "b64_json",
			model: "org/model",
		});
		expect(build("hyperbolic", "text-to-image", args).body).toEqual({
			prompt: "a tortoise",
			width: 128,
			model_name: "org/model",
		});
		expect(build("hf-inference", "text-to-image", args).body).toEqual(args);
	});

	it("fal text-to-image: sync_mode + prompt, and LoRA adapters from the mapping", () => {
		expect(build("fal-ai", "text-to-image", { inputs: "a corgi", parameters: { seed: 2 } }).body).toEqual({
			seed: 2,
			sync_mode: true,
			prompt: "a corgi",
		});
		const lora = buildRequest({
			task: "text-to-image",
			args: { inputs: "pixel, a cute corgi" },
			provider: "fal-ai",
			providerModelId: "fal-ai/lora",
			mapping: {
				provider: "fal-ai",
				hfModelId: "nerijs/pixel-art-xl",
				providerId: "fal-ai/lora",
				status: "live",
				task: "text-to-image",
				adapter: "lora",
				adapterWeightsPath: "pixel-art-xl.safetensors",
			},
		});
		expect(lora.body).toEqual({
			sync_mode: true,
			prompt: "pixel, a cute corgi",
			loras: [{ path: "https://huggingface.co/nerijs/pixel-art-xl/resolve/main/pixel-art-xl.safetensors", scale: 1 }],
			model_name: "stabilityai/stable-diffusion-xl-base-1.0",
		});
	});

	it("fal speech recognition: the audio as a data URL, with a content type it accepts", () => {
		const audio = new Blob(["RIFF"], { type: "audio/wav" });
		const request = build("fal-ai", "automatic-speech-recognition", { inputs: audio });
		expect(request.headers["Content-Type"]).toBe("application/json");
		expect(Object.keys(request.body)).toEqual(["audio_url"]);
		expect(() => build("fal-ai", "automatic-speech-recognition", { inputs: new Blob(["x"]) })).toThrow(
			"Unable to determine the input's content-type. Make sure your are passing a Blob when using provider fal-ai.",
		);
		expect(() =>
			build("fal-ai", "automatic-speech-recognition", { inputs: new Blob(["x"], { type: "audio/flac" }) }),
		).toThrow(
			"Provider fal-ai does not support blob type audio/flac - supported content types are: audio/mpeg, audio/mp4, audio/wav, audio/x-wav",
		);
	});

	it("OpenAI-style embeddings (scaleway): `input` and the model alone, parameters at the top level", () => {
		expect(build("scaleway", "feature-extraction", { inputs: "hello", parameters: { dimensions: 8 } }).body).toEqual({
			dimensions: 8,
			input: "hello",
			model: "org/model",
		});
	});

	it("deepinfra speech recognition: a multipart form (file, model, parameters as text), no JSON Content-Type", async () => {
		const audio = new Blob(["RIFF"], { type: "audio/x-wav" });
		const request = build("deepinfra", "automatic-speech-recognition", {
			inputs: audio,
			parameters: { language: "en", temperature: 0.2 },
		});
		expect(request.body).toBeInstanceOf(FormData);
		const form = request.body as FormData;
		expect([...form.keys()]).toEqual(["language", "temperature", "file", "model"]);
		expect(form.get("language")).toBe("en");
		expect(form.get("temperature")).toBe("0.2");
		expect(form.get("model")).toBe("org/model");
		// The file is named after its type (audio/x-wav -> audio.wav), for servers that tell formats by the name.
		const file = form.get("file") as File;
		expect([file.name, file.type, await file.text()]).toEqual(["audio.wav", "audio/x-wav", "RIFF"]);
		expect(request.headers["Content-Type"]).toBeUndefined();
		// The legacy `data` argument is the file too; bytes without a type become a file named `file`.
		const legacy = build("deepinfra", "automatic-speech-recognition", { data: Uint8Array.of(1, 2) });
		expect(((legacy.body as FormData).get("file") as File).name).toBe("file");
	});

	it("deepinfra speech recognition refuses text input before any call", () => {
		expect(() => build("deepinfra", "automatic-speech-recognition", { inputs: "hello" })).toThrow(
			"DeepInfra speech recognition needs the audio as a Blob or bytes in `inputs`.",
		);
	});

	it("sambanova embeddings: input = inputs", () => {
		expect(build("sambanova", "feature-extraction", { inputs: "hello" }).body).toEqual({
			inputs: "hello",
			input: "hello",
			model: "org/model",
		});
	});
});

describe("buildRequest: unsupported pairs fail with what IS supported", () => {
	it("an unknown provider lists the providers", () => {
		expect(() => build("nope" as InferenceProvider, "conversational", {})).toThrow(
			"Provider 'nope' not supported. Available providers: black-forest-labs,cerebras,cohere,fal-ai,featherless-ai,hf-inference,fireworks-ai,groq,hyperbolic,nebius,novita,nscale,openai,replicate,sambanova,together,baseten,deepinfra,ovhcloud,publicai,scaleway,wavespeed,zai-org",
		);
	});

	it("an unsupported task lists the provider's tasks", () => {
		expect(() => build("cerebras", "text-to-image", {})).toThrow(
			"Task 'text-to-image' not supported for provider 'cerebras'. Available tasks: conversational",
		);
	});

	it("a third-party provider needs a task", () => {
		expect(() => build("together", undefined, {})).toThrow(
			"you need to provide a task name when using an external provider, e.g. 'text-to-image'",
		);
	});
});
