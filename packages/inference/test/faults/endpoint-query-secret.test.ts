// An endpoint URL carrying its secret in the query (`?code=` of an Azure function, `?sig=` of a signed URL), called
// without a model: 3.x sends the URL as the body's `model`, and it must go no further than that request.
import { describe, expect, it } from "vitest";
import { chatCompletion, type Receipt, textClassification } from "../../src/index.js";
import { failure, serve } from "./loopback.js";

const TOKEN = "hf_endpointQueryToken0000";
const CODE = "queryCodeSecret0123456789";

describe("an endpoint URL with a query secret, no model given", () => {
	it("the receipt names the endpoint without its secret", async () => {
		const server = await serve((_request, response) => {
			response.writeHead(200, { "content-type": "application/json" });
			response.end(JSON.stringify([{ label: "POSITIVE", score: 0.9 }]));
		});
		const receipts: Receipt[] = [];
		await textClassification(
			{ endpointUrl: `${server.url}/models/m?code=${CODE}&mode=fast`, inputs: "I like it", accessToken: TOKEN },
			{ onReceipt: (receipt) => receipts.push(receipt) },
		);
		expect(server.requests[0]?.url).toBe(`/models/m?code=${CODE}&mode=fast`);
		expect(receipts[0]?.providerModelId).toBe(`${server.url}/models/m?mode=fast`);
		expect(JSON.stringify(receipts)).not.toContain(CODE);
	});

	it("chat: the path goes before the query, and a failure's words and receipt keep the secret out", async () => {
		const server = await serve((_request, response) => {
			response.writeHead(404, { "content-type": "text/plain" });
			response.end("Not Found");
		});
		const error = await failure(
			chatCompletion(
				{
					endpointUrl: `${server.url}/v1?sig=${CODE}`,
					messages: [{ role: "user", content: "Hi" }],
					accessToken: TOKEN,
				},
				{ onReceipt: () => {} },
			),
		);
		expect(server.requests[0]?.url).toBe(`/v1/chat/completions?sig=${CODE}`);
		expect((error as Error).message).toMatch(/does not seem to support chat completion/);
		expect((error as Error).message).not.toContain(CODE);
		expect(JSON.stringify((error as { receipt?: Receipt }).receipt)).not.toContain(CODE);
	});
});
