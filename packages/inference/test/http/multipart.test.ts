// Multipart bodies (OpenAI-style transcription uploads): a FormData goes to fetch as it is, which writes its
// Content-Type with the boundary; forms can be resent, so a retried call sends the same parts.
import { describe, expect, it } from "vitest";
import { encodeBody, isFormData, sendRequest } from "../../src/http/index.js";
import { getInferenceSnippets } from "../../src/snippets/index.js";
import { LLM } from "../snippets/cases.js";
import { instantClock } from "./helpers.js";

const WAV = Uint8Array.of(0x52, 0x49, 0x46, 0x46);

function form(): FormData {
	const data = new FormData();
	data.append("model", "m");
	data.append("file", new Blob([WAV], { type: "audio/wav" }), "audio.wav");
	return data;
}

/** The form as fetch encodes it: its Content-Type and its text, the boundary replaced by a fixed word. */
async function encoded(data: FormData): Promise<{ contentType: string | null; text: string }> {
	const request = new Request("https://example.invalid", { method: "POST", body: data });
	const contentType = request.headers.get("content-type");
	const boundary = /boundary=(\S+)$/.exec(contentType ?? "")?.[1] ?? "";
	return { contentType, text: (await request.text()).split(boundary).join("BOUNDARY") };
}

describe("a multipart request", () => {
	it("reaches fetch as the FormData, with no Content-Type of the client's own", async () => {
		const bodies: unknown[] = [];
		const headers: Headers[] = [];
		const fetch = async (_url: RequestInfo | URL, init: RequestInit = {}) => {
			bodies.push(init.body);
			headers.push(new Headers(init.headers));
			return new Response("{}");
		};
		const body = form();
		await sendRequest(
			{ url: "https://api.example/v1/audio/transcriptions", method: "POST", headers: {}, body },
			{ fetch: fetch as typeof globalThis.fetch, service: "provider" },
		);
		expect(bodies).toEqual([body]);
		expect(headers[0]?.get("content-type")).toBeNull();
		const { contentType, text } = await encoded(body);
		expect(contentType).toMatch(/^multipart\/form-data; boundary=\S+$/);
		expect(text).toContain('Content-Disposition: form-data; name="model"\r\n\r\nm\r\n');
		expect(text).toContain(
			'Content-Disposition: form-data; name="file"; filename="audio.wav"\r\nContent-Type: audio/wav',
		);
	});

	it("is re-sent whole after a 503: the same parts on every attempt", async () => {
		const sentTexts: string[] = [];
		const answers = [new Response("busy", { status: 503 }), new Response("{}", { status: 200 })];
		const fetch = async (_url: RequestInfo | URL, init: RequestInit = {}) => {
			sentTexts.push((await encoded(init.body as FormData)).text);
			return answers.shift() ?? new Response("{}");
		};
		const response = await sendRequest(
			{ url: "https://api.example/v1/audio/transcriptions", method: "POST", headers: {}, body: form() },
			{ fetch: fetch as typeof globalThis.fetch, service: "provider", sleep: instantClock().sleep },
		);
		expect(response.status).toBe(200);
		expect(sentTexts).toHaveLength(2);
		expect(sentTexts[1]).toBe(sentTexts[0]);
		expect(sentTexts[0]).toContain("RIFF");
	});
});

describe("telling a form from other bodies", () => {
	it("knows a FormData by its tag, and nothing else as one", () => {
		expect(isFormData(form())).toBe(true);
		for (const other of [{}, [], new Blob([WAV]), WAV, "a=b", null, undefined]) expect(isFormData(other)).toBe(false);
	});

	it("does not read the global FormData: in Node that first read loads the fetch implementation", async () => {
		const descriptor = Object.getOwnPropertyDescriptor(globalThis, "FormData");
		let reads = 0;
		Object.defineProperty(globalThis, "FormData", {
			configurable: true,
			get: () => {
				reads++;
				return descriptor?.value ?? descriptor?.get?.();
			},
		});
		try {
			const snippets = getInferenceSnippets(LLM, "", "hf-inference");
			expect(snippets.length).toBeGreaterThan(0);
			expect(await encodeBody({ inputs: "text" })).toBe('{"inputs":"text"}');
			expect(isFormData({})).toBe(false);
			expect(reads).toBe(0);
		} finally {
			if (descriptor) Object.defineProperty(globalThis, "FormData", descriptor);
		}
	});
});
