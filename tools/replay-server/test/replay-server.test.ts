import { PROVIDERS } from "@modelyard/inference";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerHostsOf, type ReplayServer, startReplayServer } from "../server.mjs";

let server: ReplayServer;
beforeAll(async () => {
	server = await startReplayServer({ streamDelayMs: 0, providerHosts: providerHostsOf(PROVIDERS) });
});
afterAll(() => server.close());

describe("replay server", () => {
	it("answers a recorded router request with the recorded body when the JSON body matches", async () => {
		const res = await fetch(`${server.routerUrl}/hf-inference/models/google-bert/bert-base-uncased`, {
			method: "POST",
			body: JSON.stringify({ inputs: "[MASK] world!" }),
		});
		expect(res.status).toBe(200);
		expect(res.headers.get("x-replay-match")).toBe("exact");
		const answer = (await res.json()) as Array<{ token_str: string }>;
		expect(answer[0]?.token_str).toBe("the");
	});

	it("falls back to the first successful exchange of the URL for other inputs", async () => {
		const res = await fetch(`${server.routerUrl}/hf-inference/models/google-bert/bert-base-uncased`, {
			method: "POST",
			body: JSON.stringify({ inputs: "Paris is the [MASK] of France." }),
		});
		expect(res.headers.get("x-replay-match")).toBe("url");
		expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);
	});

	it("matches a recorded stream whether or not the request asks for a usage event (stream_options)", async () => {
		const ask = async (extra: Record<string, unknown>) =>
			fetch(`${server.routerUrl}/together/v1/chat/completions`, {
				method: "POST",
				body: JSON.stringify({
					model: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
					messages: [{ role: "user", content: "Complete the equation 1 + 1 = , just the answer" }],
					stream: true,
					...extra,
				}),
			});
		for (const extra of [{}, { stream_options: { include_usage: true } }]) {
			const res = await ask(extra);
			expect(res.headers.get("x-replay-match")).toBe("exact");
			expect(await res.text()).toContain("data:");
		}
		// Anything else that changes the answer still counts: a temperature the recording was not made with.
		expect(
			(await ask({ temperature: 0.2, stream_options: { include_usage: true } })).headers.get("x-replay-match"),
		).toBe("url");
	});

	it("matches a binary request exactly only when it sends the sample file the answer was recorded for", async () => {
		const post = async (model: string, file: string) =>
			fetch(`${server.routerUrl}/hf-inference/models/${model}`, {
				method: "POST",
				body: new Uint8Array(await (await fetch(`${server.url}/assets/${file}`)).arrayBuffer()),
			});
		const cats = await post("facebook/detr-resnet-50", "cats.png");
		expect(cats.headers.get("x-replay-match")).toBe("exact");
		const boxes = (await cats.json()) as Array<{ label: string; box: { xmin: number } }>;
		expect(boxes[0]?.label).toBe("cat");
		expect(typeof boxes[0]?.box.xmin).toBe("number");
		// The cheetah was recorded for image classification; the cats image is another input.
		expect((await post("google/vit-base-patch16-224", "cats.png")).headers.get("x-replay-match")).toBe("url");
		expect((await post("google/vit-base-patch16-224", "cheetah.png")).headers.get("x-replay-match")).toBe("exact");
		const other = await fetch(`${server.routerUrl}/hf-inference/models/facebook/detr-resnet-50`, {
			method: "POST",
			body: new Uint8Array([1, 2, 3]),
		});
		expect(other.headers.get("x-replay-match")).toBe("url");
	});

	it("answers the cut segmentation recording with our complete fixture, marked as ours", async () => {
		const image = new Uint8Array(await (await fetch(`${server.url}/assets/cats.png`)).arrayBuffer());
		const res = await fetch(`${server.routerUrl}/hf-inference/models/facebook/detr-resnet-50-panoptic`, {
			method: "POST",
			body: image,
		});
		expect(res.headers.get("x-replay-source")).toBe("fixture");
		const masks = (await res.json()) as Array<{ label: string; mask: string }>;
		expect(masks.map((m) => m.label)).toEqual(["LABEL_199", "cat", "cat", "cat", "cat", "cat", "cat"]);
		for (const { mask } of masks) {
			const png = Buffer.from(mask, "base64");
			// A whole PNG ends with its IEND chunk; the recorded masks were cut long before it.
			expect(png.subarray(-8, -4).toString("latin1")).toBe("IEND");
			expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([640, 420]);
		}
	});

	it("lists the inputs a model was recorded with: JSON bodies, and sample files for binary requests", async () => {
		const examples = async (model: string) =>
			((await (await fetch(`${server.url}/examples/${model}`)).json()) as { examples: unknown[] }).examples;
		expect(await examples("google/vit-base-patch16-224")).toEqual([{ file: "cheetah.png" }]);
		expect(await examples("google-bert/bert-base-uncased")).toContainEqual({ body: { inputs: "[MASK] world!" } });
		expect(await examples("nobody/nothing")).toEqual([]);
	});

	it("serves a real image for recorded binary answers", async () => {
		const res = await fetch(`${server.routerUrl}/hf-inference/models/stabilityai/stable-diffusion-2`, {
			method: "POST",
			body: JSON.stringify({ inputs: "a tortoise" }),
		});
		expect(res.headers.get("content-type")).toBe("image/png");
		expect(res.headers.get("x-replay-stand-in")).toBe("cats.png");
		const bytes = new Uint8Array(await res.arrayBuffer());
		expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
	});

	it("answers the hub's provider mapping and task list from the recorded models", async () => {
		const res = await fetch(`${server.hubUrl}/api/models/facebook/detr-resnet-50?expand[]=inferenceProviderMapping`);
		expect(await res.json()).toMatchObject({
			inferenceProviderMapping: { "hf-inference": { task: "object-detection", status: "live" } },
		});
		const together = await fetch(
			`${server.hubUrl}/api/models/meta-llama/Llama-3.3-70B-Instruct-Turbo?expand[]=inferenceProviderMapping`,
		);
		expect(await together.json()).toMatchObject({ inferenceProviderMapping: { together: { task: "conversational" } } });
		const missing = await fetch(`${server.hubUrl}/api/models/nobody/nothing?expand[]=inferenceProviderMapping`);
		expect(missing.status).toBe(404);
		const tasks = (await (await fetch(`${server.hubUrl}/api/tasks`)).json()) as Record<
			string,
			{ models: { id: string }[] }
		>;
		expect(tasks["fill-mask"]?.models.length).toBeGreaterThan(0);
	});

	it("finds provider exchanges recorded on the provider's own host through the router path", async () => {
		const res = await fetch(`${server.routerUrl}/together/v1/chat/completions`, {
			method: "POST",
			body: JSON.stringify({ model: "meta-llama/Llama-3.3-70B-Instruct-Turbo", messages: [], stream: true }),
		});
		expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
		expect(await res.text()).toContain("data:");
	});

	it("answers 404 with a message for unknown requests, and CORS preflights", async () => {
		const res = await fetch(`${server.url}/example.com/nothing`, { method: "POST", body: "{}" });
		expect(res.status).toBe(404);
		expect(((await res.json()) as { error: string }).error).toContain("No recorded exchange");
		const preflight = await fetch(`${server.routerUrl}/x`, { method: "OPTIONS" });
		expect(preflight.status).toBe(204);
		expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
	});
});

describe("replay assets", () => {
	it("serves the shared sample images and audio under /assets", async () => {
		const image = await fetch(`${server.url}/assets/cats.png`);
		expect(image.headers.get("content-type")).toBe("image/png");
		const audio = await fetch(`${server.url}/assets/sample1.flac`);
		expect(audio.headers.get("content-type")).toBe("audio/flac");
		expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
		expect((await fetch(`${server.url}/assets/../../SPEC.md`)).status).toBe(404);
	});
});
