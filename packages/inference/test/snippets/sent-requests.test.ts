/**
 * DESIGN §5: a snippet sends exactly what the client sends. Each snippet is run with its HTTP layer faked (see
 * run-snippet.ts) and the request it makes is compared with the one our client makes for the same call.
 */
import { INFERENCE_PROVIDERS, InferenceClient, type InferenceProvider } from "@modelyard/inference";
import { getInferenceSnippets, type InferenceSnippet } from "@modelyard/inference/snippets";
import { getSampleInputForModel, type ModelDataMinimal } from "@modelyard/tasks";
import { describe, expect, it } from "vitest";
import { PROVIDERS } from "../../src/providers/index.js";
import { supportsTask } from "../../src/routing/handlers.js";
import type { InferenceTask } from "../../src/types.js";
import { ASR, LLM, LORA_FAL_CASE, mappingFor, TEXT_TO_IMAGE, TEXT_TO_VIDEO } from "./cases.js";
import {
	assetBytes,
	plausibleAnswer,
	rawBody,
	recordingFetch,
	runCurlSnippet,
	runJsSnippet,
	runPythonSnippet,
	type SentRequest,
} from "./run-snippet.js";

/** A sample file as a captured form part: its SHA-256. */
const rawFile = (name: string) => ({ fileSha256: rawBody(assetBytes(name)).rawSha256 });

const id = (snippet: InferenceSnippet) => `${snippet.language}/${snippet.client}`;

/** The request each raw-HTTP or SDK snippet sends, by client; huggingface_hub (not installed) is left out. */
async function sentBySnippets(snippets: InferenceSnippet[], hubMapping: unknown): Promise<Map<string, SentRequest>> {
	const sent = new Map<string, SentRequest>();
	for (const snippet of snippets) {
		if (snippet.language === "js") sent.set(id(snippet), await runJsSnippet(snippet.content, hubMapping));
		else if (snippet.language === "sh") sent.set(id(snippet), runCurlSnippet(snippet.content));
		else if (snippet.client !== "huggingface_hub") sent.set(id(snippet), runPythonSnippet(snippet.content));
	}
	return sent;
}

/** The hub's answer for the LoRA model: the keyed form, as the hub gives it. */
const LORA_HUB_MAPPING = {
	"fal-ai": {
		providerId: LORA_FAL_CASE.providerId,
		status: "live",
		task: "text-to-image",
		...LORA_FAL_CASE.mappingExtras,
	},
};

describe("snippets send what the client sends", () => {
	it("fal-ai LoRA text-to-image: every snippet sends the client's body, loras included (3.x dropped them)", async () => {
		const { model } = LORA_FAL_CASE;
		const network = recordingFetch(LORA_HUB_MAPPING, plausibleAnswer);
		await new InferenceClient("hf_runToken", { fetch: network.fetch }).textToImage({
			provider: "fal-ai",
			model: model.id,
			inputs: String(getSampleInputForModel(model)),
		});
		const client = await network.sent();
		expect(client.body).toMatchObject({
			loras: [{ path: "https://huggingface.co/nerijs/pixel-art-xl/resolve/main/pixel-art-xl.safetensors", scale: 1 }],
		});

		const snippets = getInferenceSnippets(model, "", "fal-ai", mappingFor(LORA_FAL_CASE));
		const sent = await sentBySnippets(snippets, LORA_HUB_MAPPING);
		// A queued job (as the client now runs fal text-to-image): the raw HTTP snippets submit it as the client does,
		// then follow it (queued-jobs.test.ts runs them against a loopback queue).
		expect([...sent.keys()].sort()).toEqual([
			"js/fetch",
			"js/huggingface.js",
			"python/fal_client",
			"python/requests",
			"sh/curl",
		]);
		for (const [client_, request] of sent) {
			// fal_client calls fal itself with the fal key; the others go through the router as the client does.
			const url = client_ === "python/fal_client" ? "https://fal.run/fal-ai/lora" : client.url;
			expect({ client: client_, ...request }).toEqual({ client: client_, url, body: client.body });
		}
		// huggingface_hub resolves the mapping itself and adds the same `loras` (its fal text-to-image helper).
		const hub = snippets.find((snippet) => snippet.client === "huggingface_hub")?.content;
		expect(hub).toContain('provider="fal-ai"');
		expect(hub).toContain(`model="${model.id}"`);
	});

	it("fal-ai speech recognition: a WAV sample fal accepts, and a snippet per client sending the client's body", async () => {
		const hubMapping = {
			"fal-ai": { providerId: "fal-ai/whisper", status: "live", task: "automatic-speech-recognition" },
		};
		const network = recordingFetch(hubMapping, plausibleAnswer);
		await new InferenceClient("hf_runToken", { fetch: network.fetch }).automaticSpeechRecognition({
			provider: "fal-ai",
			model: ASR.id,
			inputs: new Blob([assetBytes("sample2.wav")], { type: "audio/wav" }),
		});
		const client = await network.sent();
		expect(String((client.body as { audio_url: string }).audio_url)).toMatch(/^data:audio\/wav;base64,UklGR/);

		const mapping = {
			provider: "fal-ai",
			hfModelId: ASR.id,
			providerId: "fal-ai/whisper",
			status: "live" as const,
			task: "automatic-speech-recognition",
		};
		const snippets = getInferenceSnippets(ASR, "", "fal-ai", mapping);
		expect(snippets.map(id).sort()).toEqual([
			"js/fetch",
			"js/huggingface.js",
			"python/fal_client",
			"python/huggingface_hub",
			"python/requests",
			"sh/curl",
		]);
		const sent = await sentBySnippets(snippets, hubMapping);
		expect(sent.size).toBe(5);
		for (const [snippetClient, request] of sent) {
			const url = snippetClient === "python/fal_client" ? "https://fal.run/fal-ai/whisper" : client.url;
			expect({ client: snippetClient, ...request }).toEqual({ client: snippetClient, url, body: client.body });
		}
		// huggingface_hub reads the same WAV file and sends it as fal's audio_url itself.
		expect(snippets.find((snippet) => snippet.client === "huggingface_hub")?.content).toContain('audio="sample2.wav"');
	});

	it.each([
		{ modelSuffix: true, policy: "together", streaming: false },
		{ modelSuffix: "fastest", policy: "fastest", streaming: true },
	] as const)(
		"modelSuffix $modelSuffix (streaming $streaming): every snippet sends the client's policy call to the router's /v1",
		async ({ modelSuffix, policy, streaming }) => {
			const model = `${LLM.id}:${policy}`;
			const args = {
				model,
				messages: getSampleInputForModel(LLM) as { role: string; content: string }[],
				max_tokens: 512,
			};
			const network = recordingFetch({}, plausibleAnswer);
			const client = new InferenceClient("hf_runToken", { fetch: network.fetch });
			// The fake answer is not an event stream: only the request matters.
			await (streaming ? client.chatCompletionStream(args).next() : client.chatCompletion(args)).catch(() => {});
			const sentByClient = await network.sent();
			expect(sentByClient).toMatchObject({ url: "https://router.huggingface.co/v1/chat/completions", body: { model } });

			const mapping = mappingFor({
				name: "llm-together",
				model: LLM,
				provider: "together",
				providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
			});
			const snippets = getInferenceSnippets(LLM, "together", mapping, { modelSuffix, streaming });
			const sent = await sentBySnippets(snippets, {});
			expect(sent.size).toBeGreaterThanOrEqual(4);
			for (const [snippetClient, request] of sent) {
				expect({ client: snippetClient, ...request }).toEqual({ client: snippetClient, ...sentByClient });
			}
		},
	);

	it.each([
		[
			"deepinfra",
			"openai/whisper-large-v3-turbo",
			"https://router.huggingface.co/deepinfra/v1/openai/audio/transcriptions",
		],
		["together", "openai/whisper-large-v3", "https://router.huggingface.co/together/v1/audio/transcriptions"],
	] as const)(
		"%s speech recognition: a multipart upload; every snippet sends the client's form",
		async (provider, providerId, url) => {
			const hubMapping = { [provider]: { providerId, status: "live", task: "automatic-speech-recognition" } };
			const sample = String(getSampleInputForModel(ASR));
			const network = recordingFetch(hubMapping, plausibleAnswer);
			await new InferenceClient("hf_runToken", { fetch: network.fetch }).automaticSpeechRecognition({
				provider,
				model: ASR.id,
				inputs: new Blob([assetBytes(sample)], { type: "audio/flac" }),
			});
			const client = await network.sent();
			expect(client).toEqual({ url, body: { form: { file: rawFile(sample), model: providerId } } });

			const task = "automatic-speech-recognition";
			const mapping = { provider, hfModelId: ASR.id, providerId, status: "live" as const, task };
			const snippets = getInferenceSnippets(ASR, "", provider, mapping);
			const sent = await sentBySnippets(snippets, hubMapping);
			expect([...sent.keys()].sort()).toEqual(["js/fetch", "js/huggingface.js", "python/requests", "sh/curl"]);
			for (const [snippetClient, request] of sent) {
				expect({ client: snippetClient, ...request }).toEqual({ client: snippetClient, ...client });
			}
		},
	);

	it("replicate speech recognition: the audio as a data: URL in the prediction's input, from every snippet", async () => {
		const providerId = "openai/whisper";
		const hubMapping = { replicate: { providerId, status: "live", task: "automatic-speech-recognition" } };
		const sample = String(getSampleInputForModel(ASR));
		const network = recordingFetch(hubMapping, plausibleAnswer);
		await new InferenceClient("hf_runToken", { fetch: network.fetch })
			.automaticSpeechRecognition({
				provider: "replicate",
				model: ASR.id,
				inputs: new Blob([assetBytes(sample)], { type: "audio/flac" }),
			})
			// The fake answer holds no transcript: only the request matters here.
			.catch(() => {});
		const client = await network.sent();
		expect(client.url).toBe("https://router.huggingface.co/replicate/v1/models/openai/whisper/predictions");
		expect(String((client.body as { input: { audio: string } }).input.audio)).toMatch(
			/^data:audio\/flac;base64,ZkxhQw/,
		);

		const mapping = { ...hubMapping.replicate, provider: "replicate", hfModelId: ASR.id, status: "live" as const };
		const sent = await sentBySnippets(getInferenceSnippets(ASR, "", "replicate", mapping), hubMapping);
		expect([...sent.keys()].sort()).toEqual(["js/fetch", "js/huggingface.js", "python/requests", "sh/curl"]);
		for (const [snippetClient, request] of sent) {
			expect({ client: snippetClient, ...request }).toEqual({ client: snippetClient, ...client });
		}
	});

	it.each([
		["replicate", "black-forest-labs/flux-kontext-dev", ["image", "input_image", "images", "input_images"]],
		["together", "black-forest-labs/FLUX.2-dev", ["reference_images"]],
	] as const)(
		"%s image-to-image: every snippet sends the client's body, the image in each of its fields",
		async (provider, providerId, fields) => {
			const model = { id: "org/image-editor", pipeline_tag: "image-to-image" as const, tags: [] };
			const hubMapping = { [provider]: { providerId, status: "live", task: "image-to-image" } };
			const prompt = "Paint the cats as snow leopards.";
			const network = recordingFetch(hubMapping, plausibleAnswer);
			await new InferenceClient("hf_runToken", { fetch: network.fetch })
				.imageToImage({
					provider,
					model: model.id,
					inputs: new Blob([assetBytes("cats.png")], { type: "image/png" }),
					parameters: { prompt },
				})
				// The fake answer is no image: only the request matters here.
				.catch(() => {});
			const client = await network.sent();
			const body = JSON.stringify(client.body);
			for (const field of fields) expect(body).toMatch(new RegExp(`"${field}":\\[?"data:image/png;base64,iVBORw0KGgo`));

			const mapping = { provider, hfModelId: model.id, providerId, status: "live" as const, task: "image-to-image" };
			// The task's sample names cat.png; the snippets read the cats.png sample instead.
			const snippets = getInferenceSnippets(model, provider, mapping, { inputs: { image: "cats.png", prompt } });
			const sent = await sentBySnippets(snippets, hubMapping);
			expect([...sent.keys()].sort()).toEqual(["js/fetch", "js/huggingface.js", "python/requests"]);
			for (const [snippetClient, request] of sent) {
				expect({ client: snippetClient, ...request }).toEqual({ client: snippetClient, ...client });
			}
		},
	);

	describe("with endpointUrl, whatever the provider: the endpoint, and the hf-inference request the client sends it", () => {
		const endpointUrl = "https://my-endpoint.endpoints.huggingface.cloud";
		const endpointClient = (fetchImpl: typeof fetch) =>
			new InferenceClient("hf_runToken", { fetch: fetchImpl }).endpoint(endpointUrl);
		const chatSample = getSampleInputForModel(LLM);
		const cases: Array<{
			task: InferenceTask;
			model: ModelDataMinimal;
			call: (fetchImpl: typeof fetch) => Promise<unknown>;
		}> = [
			{
				task: "conversational",
				model: LLM,
				call: (fetchImpl) =>
					endpointClient(fetchImpl).chatCompletion({
						model: LLM.id,
						messages: chatSample as { role: string; content: string }[],
						max_tokens: 512,
					}),
			},
			{
				task: "text-to-image",
				model: TEXT_TO_IMAGE,
				call: (fetchImpl) =>
					endpointClient(fetchImpl).textToImage({ inputs: String(getSampleInputForModel(TEXT_TO_IMAGE)) }),
			},
			{
				// hf-inference's router lists no text-to-video: an endpoint gets the raw `{inputs}` call.
				task: "text-to-video",
				model: TEXT_TO_VIDEO,
				call: (fetchImpl) =>
					endpointClient(fetchImpl).textToVideo({ inputs: String(getSampleInputForModel(TEXT_TO_VIDEO)) }),
			},
			{
				task: "automatic-speech-recognition",
				model: ASR,
				call: (fetchImpl) =>
					endpointClient(fetchImpl).automaticSpeechRecognition({
						inputs: new Blob([assetBytes(String(getSampleInputForModel(ASR)))]),
					}),
			},
		];

		it.each(cases)("$task: every snippet calls the endpoint with the client's body", async ({ task, model, call }) => {
			const network = recordingFetch({}, plausibleAnswer);
			await call(network.fetch).catch(() => {});
			const client = await network.sent();
			expect(client.url.startsWith(endpointUrl)).toBe(true);
			if (task === "text-to-video") {
				expect(client).toEqual({ url: endpointUrl, body: { inputs: getSampleInputForModel(TEXT_TO_VIDEO) } });
			}

			const snippets = getInferenceSnippets(model, "", "hf-inference", undefined, { endpointUrl });
			const sent = await sentBySnippets(snippets, {});
			expect(sent.size).toBeGreaterThanOrEqual(3);
			for (const [snippetClient, request] of sent) {
				expect({ client: snippetClient, ...request }).toEqual({ client: snippetClient, ...client });
			}
			for (const snippet of snippets) {
				expect(snippet.content).toContain(endpointUrl);
				expect(snippet.content).not.toMatch(/router\.huggingface\.co|fal\.run|api\./);
			}

			// A third-party provider changes nothing: the endpoint gets the same request.
			const providers = INFERENCE_PROVIDERS.filter(
				(provider: InferenceProvider) => provider !== "hf-inference" && supportsTask(PROVIDERS[provider], task),
			);
			expect(providers.length).toBeGreaterThan(0);
			for (const provider of providers) {
				const mapping = {
					provider,
					hfModelId: model.id,
					providerId: `${provider}-org/its-model`,
					status: "live" as const,
					task,
				};
				const withProvider = getInferenceSnippets(model, "", provider, mapping, { endpointUrl });
				expect({ provider, snippets: withProvider }).toEqual({ provider, snippets });
			}
		});
	});
});
