// Embeddings, images, transcription and speech through the official openai SDK, against a fake hf-inference.
import OpenAI, { toFile } from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeModel, type FakeUpstream, json, startFakeUpstream } from "./helpers/fake-upstream.js";
import { GATEWAY_KEY, startTestGateway, type TestGateway } from "./helpers/gateway-server.js";

const MODELS: FakeModel[] = [
	{
		id: "BAAI/bge-small",
		pipeline_tag: "feature-extraction",
		providers: { "hf-inference": ["BAAI/bge-small", "feature-extraction"] },
	},
	{ id: "black/flux", pipeline_tag: "text-to-image", providers: { "hf-inference": ["black/flux", "text-to-image"] } },
	{ id: "tim/ip2p", pipeline_tag: "image-to-image", providers: { "hf-inference": ["tim/ip2p", "image-to-image"] } },
	{
		id: "openai/whisper",
		pipeline_tag: "automatic-speech-recognition",
		providers: { "hf-inference": ["openai/whisper", "automatic-speech-recognition"] },
	},
	{ id: "kokoro/tts", pipeline_tag: "text-to-speech", providers: { "hf-inference": ["kokoro/tts", "text-to-speech"] } },
];

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const AUDIO = new Uint8Array([0x49, 0x44, 0x33, 4, 5, 6, 7]);

let upstream: FakeUpstream;
let gateway: TestGateway;
let openai: OpenAI;

beforeAll(async () => {
	upstream = await startFakeUpstream(MODELS);
	upstream.answers.set("hf-inference", (request, res) => {
		if (request.path.includes("feature-extraction")) {
			const { inputs } = JSON.parse(request.body) as { inputs: string | string[] };
			const vector = (i: number) => [0.5 + i, -1.25, 3];
			return json(res, 200, Array.isArray(inputs) ? inputs.map((_, i) => vector(i)) : vector(0));
		}
		if (request.path.includes("black/flux") || request.path.includes("tim/ip2p")) {
			res.writeHead(200, { "content-type": "image/png" });
			return void res.end(PNG);
		}
		if (request.path.includes("whisper")) return json(res, 200, { text: `heard ${request.body.length} bytes` });
		if (request.path.includes("kokoro")) {
			res.writeHead(200, { "content-type": "audio/flac" });
			return void res.end(AUDIO);
		}
		json(res, 404, { error: "no such model" });
	});
	gateway = await startTestGateway(upstream);
	openai = new OpenAI({ baseURL: gateway.baseURL, apiKey: GATEWAY_KEY, maxRetries: 0 });
});

afterAll(async () => {
	await gateway.close();
	await upstream.close();
});

describe("media and embeddings", () => {
	it("embeds with the SDK's default base64 encoding, decoded back to the provider's floats", async () => {
		const answer = await openai.embeddings.create({ model: "BAAI/bge-small", input: ["a", "b"] });
		expect(answer.data.map((item) => item.embedding)).toEqual([
			[0.5, -1.25, 3],
			[1.5, -1.25, 3],
		]);
		const floats = await openai.embeddings.create({ model: "BAAI/bge-small", input: "a", encoding_format: "float" });
		expect(floats.data).toEqual([{ object: "embedding", index: 0, embedding: [0.5, -1.25, 3] }]);
		// The wire form the SDK decoded: little-endian float32 as base64.
		const raw = await fetch(`${gateway.baseURL}/embeddings`, {
			method: "POST",
			headers: { authorization: `Bearer ${GATEWAY_KEY}`, "content-type": "application/json" },
			body: JSON.stringify({ model: "BAAI/bge-small", input: "a", encoding_format: "base64" }),
		});
		const wire = (await raw.json()) as { data: { embedding: string }[] };
		expect(
			Array.from(new Float32Array(Uint8Array.from(Buffer.from(wire.data[0]?.embedding ?? "", "base64")).buffer)),
		).toEqual([0.5, -1.25, 3]);
	});

	it("generates n images of a size as b64_json, the size sent as width and height", async () => {
		const answer = await openai.images.generate({ model: "black/flux", prompt: "a cat", n: 2, size: "512x512" });
		expect(answer.data?.map((image) => Buffer.from(image.b64_json ?? "", "base64"))).toEqual([
			Buffer.from(PNG),
			Buffer.from(PNG),
		]);
		const sent = upstream.requests.filter(
			(request) => request.path.includes("black/flux") && request.method === "POST",
		);
		expect(sent).toHaveLength(2);
		expect(JSON.parse(sent[0]?.body ?? "{}")).toMatchObject({
			inputs: "a cat",
			parameters: { width: 512, height: 512 },
		});
		const asUrl = await openai.images.generate({ model: "black/flux", prompt: "a cat", response_format: "url" });
		expect(asUrl.data?.[0]?.url).toMatch(/^data:image\/png;base64,/);
	});

	it("edits an uploaded image (multipart)", async () => {
		const answer = await openai.images.edit({
			model: "tim/ip2p",
			image: await toFile(PNG, "in.png", { type: "image/png" }),
			prompt: "make it blue",
		});
		expect(Buffer.from(answer.data?.[0]?.b64_json ?? "", "base64")).toEqual(Buffer.from(PNG));
	});

	it("transcribes an uploaded file", async () => {
		const answer = await openai.audio.transcriptions.create({
			model: "openai/whisper",
			file: await toFile(AUDIO, "speech.mp3", { type: "audio/mpeg" }),
		});
		expect(answer.text).toBe(`heard ${AUDIO.length} bytes`);
	});

	it("speaks: the audio bytes back with the provider's type", async () => {
		const response = await openai.audio.speech.create({ model: "kokoro/tts", input: "hello", voice: "alloy" });
		expect(response.headers.get("content-type")).toBe("audio/flac");
		expect(new Uint8Array(await response.arrayBuffer())).toEqual(AUDIO);
	});
});
