// Multipart bodies (OpenAI-style transcription uploads): the form stays data until it is sent, then becomes a
// FormData whose Content-Type and boundary fetch writes.
import { describe, expect, it } from "vitest";
import { formDataOf, MultipartForm, sendRequest } from "../../src/http/index.js";
import { instantClock } from "./helpers.js";

const WAV = Uint8Array.of(0x52, 0x49, 0x46, 0x46);

/** The form as fetch encodes it: its Content-Type and its text. */
async function encoded(data: FormData): Promise<{ contentType: string | null; text: string }> {
	const request = new Request("https://example.invalid", { method: "POST", body: data });
	return { contentType: request.headers.get("content-type"), text: await request.text() };
}

describe("formDataOf", () => {
	it("text fields as fields, Blobs as files named after their type", async () => {
		const data = formDataOf(
			new MultipartForm({
				model: "openai/whisper-large-v3",
				file: new Blob([WAV], { type: "audio/x-wav" }),
				clip: new Blob([WAV], { type: "audio/flac" }),
				raw: new Blob([WAV]),
			}),
		);
		expect(data.get("model")).toBe("openai/whisper-large-v3");
		const file = data.get("file") as File;
		expect(file.name).toBe("audio.wav");
		expect(file.type).toBe("audio/x-wav");
		expect(new Uint8Array(await file.arrayBuffer())).toEqual(WAV);
		expect((data.get("clip") as File).name).toBe("audio.flac");
		expect((data.get("raw") as File).name).toBe("file");
	});

	it("is sent as multipart/form-data with the boundary fetch chose", async () => {
		const { contentType, text } = await encoded(
			formDataOf(new MultipartForm({ model: "m", file: new Blob([WAV], { type: "audio/wav" }) })),
		);
		const boundary = /^multipart\/form-data; boundary=(\S+)$/.exec(contentType ?? "")?.[1];
		expect(boundary).toBeDefined();
		expect(text).toContain(`--${boundary}`);
		expect(text).toContain('Content-Disposition: form-data; name="model"\r\n\r\nm\r\n');
		expect(text).toContain(
			'Content-Disposition: form-data; name="file"; filename="audio.wav"\r\nContent-Type: audio/wav',
		);
	});
});

describe("a multipart request", () => {
	it("is re-sent whole after a 503: the same parts on every attempt", async () => {
		const sentTexts: string[] = [];
		const answers = [new Response("busy", { status: 503 }), new Response("{}", { status: 200 })];
		const fetch = async (_url: RequestInfo | URL, init: RequestInit = {}) => {
			// fetch encodes the form itself: a fresh boundary each time, the same parts.
			const { contentType, text } = await encoded(init.body as FormData);
			const boundary = /boundary=(\S+)$/.exec(contentType ?? "")?.[1] ?? "";
			sentTexts.push(text.split(boundary).join("BOUNDARY"));
			return answers.shift() ?? new Response("{}");
		};
		const body = formDataOf(new MultipartForm({ model: "m", file: new Blob([WAV], { type: "audio/wav" }) }));
		const response = await sendRequest(
			{ url: "https://api.example/v1/audio/transcriptions", method: "POST", headers: {}, body },
			{ fetch: fetch as typeof globalThis.fetch, errorKind: "provider", sleep: instantClock().sleep },
		);
		expect(response.status).toBe(200);
		expect(sentTexts).toHaveLength(2);
		expect(sentTexts[1]).toBe(sentTexts[0]);
		expect(sentTexts[0]).toContain("RIFF");
	});
});
