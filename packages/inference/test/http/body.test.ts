import { describe, expect, it } from "vitest";
import {
	InferenceClientHubApiError,
	InferenceClientProviderApiError,
	InferenceOutputError,
} from "../../src/errors/index.js";
import { fetchBody, readBody } from "../../src/http/index.js";
import { POST, scriptedFetch } from "./helpers.js";

const withType = (body: string, contentType: string) =>
	new Response(body, { headers: { "content-type": contentType } });

describe("readBody", () => {
	it("parses JSON content types", async () => {
		expect(await readBody(withType('[{"label":"a","score":1}]', "application/json"))).toEqual([
			{ label: "a", score: 1 },
		]);
		expect(await readBody(withType('{"a":1}', "application/json; charset=utf-8"))).toEqual({ a: 1 });
		expect(await readBody(withType('{"a":1}', "application/vnd.api+json"))).toEqual({ a: 1 });
	});

	it("returns a Blob for anything else, keeping the content type", async () => {
		const blob = await readBody(withType("\u0089PNG", "image/png"));
		expect(blob).toBeInstanceOf(Blob);
		expect((blob as Blob).type).toBe("image/png");
		expect(await ((await readBody(withType("plain", "text/plain"))) as Blob).text()).toBe("plain");
	});

	it("throws a typed API error, not an output error, for an unparsable JSON body", async () => {
		const body = `<html>${"z".repeat(300)}</html>`;
		const error = await fetchBody(
			{ url: "https://huggingface.co/api/models/x", method: "GET", headers: {} },
			{ service: "hub", fetch: scriptedFetch(withType(body, "application/json")) },
		).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(InferenceClientHubApiError);
		expect(error).not.toBeInstanceOf(InferenceOutputError);
		const typed = error as InferenceClientHubApiError;
		expect(typed.message).toBe(`Response body is not valid JSON: ${body.slice(0, 200)}`);
		expect(typed.httpResponse).toMatchObject({ status: 200, body });
		expect(typed.httpRequest.url).toBe("https://huggingface.co/api/models/x");
		expect(typed.cause).toBeInstanceOf(SyntaxError);
	});

	it("types the error as a provider error for a response it did not see sent", async () => {
		const error = await readBody(withType("", "application/json")).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect((error as Error).message).toBe("Response body is not valid JSON: ");
	});

	it("keeps the provider of the call on the error", async () => {
		const error = await fetchBody(POST, {
			service: "provider",
			provider: "nebius",
			fetch: scriptedFetch(withType("{", "application/json")),
		}).catch((e: unknown) => e);
		expect((error as InferenceClientProviderApiError).provider).toBe("nebius");
	});
});
