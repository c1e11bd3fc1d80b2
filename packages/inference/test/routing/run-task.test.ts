import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { PACKAGE_NAME, PACKAGE_VERSION } from "../../src/config.js";
import { ALL_PROTOCOLS } from "../../src/providers/protocols/index.js";
import { clearProviderMappingCache, runStreamingTask, runTask } from "../../src/routing/index.js";
import type { InferenceTask, RequestArgs } from "../../src/types.js";
import { createFakeFetch, type FakeCall, jsonResponse } from "./fake-network.js";

beforeEach(() => clearProviderMappingCache());

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const PNG_BASE64 = "iVBORw0KGgo=";

/** A network where the hub maps `org/model` to `provider` for `task`, and the provider answers `answer`. */
function network(provider: string, task: InferenceTask, answer: (call: FakeCall) => Response) {
	return createFakeFetch((url, call) => {
		if (url.includes("/api/models/")) {
			return jsonResponse({
				inferenceProviderMapping: { [provider]: { providerId: "p/model", status: "live", task } },
			});
		}
		return answer(call);
	});
}

function call(task: InferenceTask, args: object, fetchImpl: typeof fetch, outputType?: "url" | "blob") {
	return runTask({
		protocols: ALL_PROTOCOLS,
		task,
		args: { model: "org/model", ...args } as RequestArgs,
		options: { fetch: fetchImpl, ...(outputType ? { outputType } : {}) },
	});
}

describe("package version", () => {
	it("PACKAGE_VERSION and PACKAGE_NAME match package.json", () => {
		const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
			name: string;
			version: string;
		};
		expect(PACKAGE_NAME).toBe(manifest.name);
		expect(PACKAGE_VERSION).toBe(manifest.version);
	});
});

describe("request bodies on the wire", () => {
	it("Blob leaves of JSON bodies are sent as base64 (document question answering)", async () => {
		const net = network("hf-inference", "document-question-answering", () => jsonResponse([{ answer: "x" }]));
		await call(
			"document-question-answering",
			{ inputs: { question: "total?", image: new Blob([PNG], { type: "image/png" }) } },
			net.fetch,
		);
		const sent = net.calls.at(-1);
		expect(JSON.parse(String(sent?.body))).toEqual({ inputs: { question: "total?", image: PNG_BASE64 } });
		expect(sent?.headers["content-type"]).toBe("application/json");
	});

	it("large binary inputs are encoded without a stack overflow", async () => {
		const bytes = new Uint8Array(300_000).map((_, index) => index % 256);
		const net = network("hf-inference", "image-to-image", () => new Response(new Blob([PNG], { type: "image/png" })));
		await call("image-to-image", { inputs: new Blob([bytes]), parameters: { prompt: "x" } }, net.fetch);
		const body = JSON.parse(String(net.calls.at(-1)?.body)) as { inputs: string };
		expect(body.inputs).toBe(Buffer.from(bytes).toString("base64"));
	});

	it("raw bytes go as the body, without a JSON content type", async () => {
		const audio = new Blob([PNG], { type: "audio/flac" });
		const net = network("hf-inference", "audio-classification", () => jsonResponse([{ label: "a", score: 1 }]));
		await call("audio-classification", { inputs: audio }, net.fetch);
		expect(net.calls.at(-1)?.body).toBe(audio);
		expect(net.calls.at(-1)?.headers).not.toHaveProperty("content-type", "application/json");
	});

	it("image-to-image without parameters keeps the provider and the endpoint URL (3.x dropped both)", async () => {
		const image = new Blob([PNG], { type: "image/png" });
		const net = createFakeFetch(() => new Response(image));
		await runTask({
			protocols: ALL_PROTOCOLS,
			task: "image-to-image",
			args: { endpointUrl: "https://my.endpoint/i2i", inputs: image } as RequestArgs,
			options: { fetch: net.fetch },
		});
		expect(net.calls.map((sent) => sent.url)).toEqual(["https://my.endpoint/i2i"]);
	});
});

describe("text-to-image answers", () => {
	const blobAnswer = () => new Response(new Blob([PNG], { type: "image/png" }));

	it("hf-inference: bytes -> Blob, or a data URL with outputType url", async () => {
		const net = network("hf-inference", "text-to-image", blobAnswer);
		const blob = (await call("text-to-image", { inputs: "a cat" }, net.fetch)) as Blob;
		expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);
		expect(await call("text-to-image", { inputs: "a cat" }, net.fetch, "url")).toBe(
			`data:image/png;base64,${PNG_BASE64}`,
		);
	});

	it("hf-inference: data[0].b64_json -> Blob", async () => {
		const net = network("hf-inference", "text-to-image", () => jsonResponse({ data: [{ b64_json: PNG_BASE64 }] }));
		const blob = (await call("text-to-image", { inputs: "a cat" }, net.fetch)) as Blob;
		expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);
	});

	it("hf-inference: output[0] URL is downloaded with the caller's fetch, without credentials", async () => {
		const net = network("hf-inference", "text-to-image", (sent) =>
			sent.url === "https://cdn.example/img.png"
				? blobAnswer()
				: jsonResponse({ output: ["https://cdn.example/img.png"] }),
		);
		const blob = (await runTask({
			protocols: ALL_PROTOCOLS,
			task: "text-to-image",
			args: { model: "org/model", inputs: "a cat", accessToken: "hf_secret" } as RequestArgs,
			options: { fetch: net.fetch },
		})) as Blob;
		expect(blob.size).toBe(PNG.length);
		const download = net.calls.at(-1);
		expect(download?.url).toBe("https://cdn.example/img.png");
		expect(download?.method).toBe("GET");
		expect(download?.headers).not.toHaveProperty("authorization");
		expect(await call("text-to-image", { inputs: "a cat" }, net.fetch, "url")).toBe("https://cdn.example/img.png");
	});

	it.each([
		["together", { data: [{ b64_json: PNG_BASE64 }] }],
		["nebius", { data: [{ b64_json: PNG_BASE64 }] }],
		["nscale", { data: [{ b64_json: PNG_BASE64 }] }],
		["hyperbolic", { images: [{ image: PNG_BASE64 }] }],
	] as const)(
		"%s: base64 -> Blob, and outputType url is honoured (3.x ignored it for together)",
		async (provider, answer) => {
			const net = network(provider, "text-to-image", () => jsonResponse(answer));
			const blob = (await call("text-to-image", { inputs: "a cat", provider }, net.fetch)) as Blob;
			expect(blob.type).toBe("image/jpeg");
			expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);
			expect(await call("text-to-image", { inputs: "a cat", provider }, net.fetch, "url")).toBe(
				`data:image/jpeg;base64,${PNG_BASE64}`,
			);
		},
	);
});

describe("provider answers normalised to the hf shapes", () => {
	it("completions text generation -> {generated_text}", async () => {
		const net = network("together", "text-generation", () => jsonResponse({ choices: [{ text: " the capital" }] }));
		expect(await call("text-generation", { inputs: "Paris is", provider: "together" }, net.fetch)).toEqual({
			generated_text: " the capital",
		});
	});

	it("chat-route text generation -> {generated_text}", async () => {
		const net = network("groq", "text-generation", () => jsonResponse({ choices: [{ message: { content: "ok" } }] }));
		expect(await call("text-generation", { inputs: "Paris is", provider: "groq" }, net.fetch)).toEqual({
			generated_text: "ok",
		});
	});

	it("sambanova embeddings -> one vector per input", async () => {
		const net = network("sambanova", "feature-extraction", () =>
			jsonResponse({ data: [{ embedding: [0.1, 0.2] }, { embedding: [0.3, 0.4] }] }),
		);
		expect(await call("feature-extraction", { inputs: ["a", "b"], provider: "sambanova" }, net.fetch)).toEqual([
			[0.1, 0.2],
			[0.3, 0.4],
		]);
	});
});

describe("streaming", () => {
	it("yields each event payload and sends stream: true", async () => {
		const events = 'data: {"n":1}\n\ndata: {"n":2}\n\ndata: [DONE]\n\n';
		const net = network(
			"together",
			"conversational",
			() => new Response(events, { headers: { "content-type": "text/event-stream" } }),
		);
		const chunks: unknown[] = [];
		for await (const chunk of runStreamingTask({
			protocols: ALL_PROTOCOLS,
			task: "conversational",
			args: { model: "org/model", provider: "together", messages: [] } as RequestArgs,
			options: { fetch: net.fetch },
		})) {
			chunks.push(chunk);
		}
		expect(chunks).toEqual([{ n: 1 }, { n: 2 }]);
		expect(JSON.parse(String(net.calls.at(-1)?.body))).toMatchObject({ stream: true, model: "p/model" });
	});
});

describe("fal LoRA adapters", () => {
	it("point at the configured hub (options.hubUrl), not the default one", async () => {
		const hubUrl = "https://hub.internal.example";
		const network = createFakeFetch((url, call) => {
			if (url.startsWith(`${hubUrl}/api/models/`)) {
				return jsonResponse({
					inferenceProviderMapping: {
						"fal-ai": {
							providerId: "fal-ai/lora",
							status: "live",
							task: "text-to-image",
							adapter: "lora",
							adapterWeightsPath: "pixel-art-xl.safetensors",
						},
					},
				});
			}
			// fal's queue: the request id, its status, then its result.
			const requestUrl = "https://queue.fal.run/fal-ai/lora/requests/r1";
			if (call.method === "POST") return jsonResponse({ request_id: "r1", response_url: requestUrl });
			if (url === `${requestUrl}/status`) return jsonResponse({ status: "COMPLETED" });
			if (url === requestUrl) return jsonResponse({ images: [{ url: "data:image/png;base64,iVBORw0KGgo=" }] });
			return new Response("unexpected", { status: 500 });
		});
		await runTask({
			protocols: ALL_PROTOCOLS,
			task: "text-to-image",
			args: { model: "nerijs/pixel-art-xl", provider: "fal-ai", inputs: "a corgi", accessToken: "fal-key-123456" },
			options: { fetch: network.fetch, hubUrl: `${hubUrl}/` },
		});
		const body = JSON.parse(String(network.calls.find((call) => call.method === "POST")?.body));
		expect(body.loras).toEqual([
			{ path: `${hubUrl}/nerijs/pixel-art-xl/resolve/main/pixel-art-xl.safetensors`, scale: 1 },
		]);
	});
});
