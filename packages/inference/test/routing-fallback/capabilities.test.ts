import { describe, expect, it } from "vitest";
import { chatCompletion, InferenceClient, type Receipt } from "../../src/index.js";
import { answers, at, chatAnswer, chatMapping, MODEL, messages, startRouter, TOKEN } from "./router-loopback.js";

const tools = [{ type: "function", function: { name: "weather", parameters: { type: "object", properties: {} } } }];
const jsonSchema = { type: "json_schema", json_schema: { name: "answer", schema: { type: "object" } } } as const;

/** `/v1/models` as the router publishes it: per provider, its status, context, prices, tools, structured output. */
const PUBLISHED = {
	object: "list",
	data: [
		{
			id: MODEL,
			object: "model",
			providers: [
				{
					provider: "together",
					status: "live",
					context_length: 131072,
					pricing: { input: 0.2, output: 0.6 },
					supports_tools: false,
					supports_structured_output: true,
					first_token_latency_ms: 300,
					throughput: 80,
				},
				{ provider: "fireworks-ai", status: "live", supports_tools: true, supports_structured_output: false },
				{ provider: "nebius", status: "live", supports_tools: true, supports_structured_output: true },
				{ provider: "groq", status: "live", context_length: 8192, supports_tools: true },
			],
		},
	],
};

const toolCallAnswer = answers.json({
	...chatAnswer(""),
	choices: [
		{
			index: 0,
			message: {
				role: "assistant",
				content: null,
				tool_calls: [{ id: "t", type: "function", function: { name: "weather", arguments: "{}" } }],
			},
		},
	],
});

async function routedCall(args: Record<string, unknown>, router: Awaited<ReturnType<typeof startRouter>>) {
	const receipts: Receipt[] = [];
	const output = await chatCompletion(
		{ accessToken: TOKEN, model: MODEL, messages, ...args } as Parameters<typeof chatCompletion>[0],
		{ ...at(router), onReceipt: (receipt) => receipts.push(receipt) },
	);
	return { output, receipt: receipts[0] };
}

describe("capabilities: a routed call skips providers the router lists without what it needs", () => {
	it("a call with tools skips a provider listed supports_tools: false, and the receipt says why", async () => {
		const router = await startRouter(
			{ together: answers.chat("no tools here"), "fireworks-ai": toolCallAnswer, nebius: answers.chat("unused") },
			{ published: PUBLISHED },
		);
		const { output, receipt } = await routedCall({ provider: ["together", "fireworks-ai", "nebius"], tools }, router);
		expect(output.choices[0]?.message?.tool_calls).toHaveLength(1);
		expect(router.hits("together")).toBe(0);
		expect(receipt?.provider).toBe("fireworks-ai");
		expect(receipt?.attempts[0]).toMatchObject({
			provider: "together",
			skipped: expect.stringContaining("supports_tools: false"),
		});
	});

	it("a json_schema response format skips a provider listed supports_structured_output: false", async () => {
		const router = await startRouter(
			{ "fireworks-ai": answers.chat("unused"), nebius: answers.chat('{"ok":true}') },
			{ published: PUBLISHED },
		);
		const { output, receipt } = await routedCall(
			{ provider: ["fireworks-ai", "nebius"], response_format: jsonSchema },
			router,
		);
		expect(output.choices[0]?.message?.content).toBe('{"ok":true}');
		expect(router.hits("fireworks-ai")).toBe(0);
		expect(receipt?.attempts[0]?.skipped).toContain("supports_structured_output: false");
	});

	it("\"auto\" with a policy skips the same way (the mapping's live providers, then the router's list)", async () => {
		const router = await startRouter(
			{ together: answers.chat("no tools here"), nebius: toolCallAnswer },
			{ published: PUBLISHED, mapping: chatMapping(["together", "nebius"]) },
		);
		const client = new InferenceClient(TOKEN, { ...at(router), policy: "preferred" });
		const receipts: Receipt[] = [];
		await client.chatCompletion(
			{ model: MODEL, provider: "auto", messages, tools } as Parameters<typeof client.chatCompletion>[0],
			{ onReceipt: (receipt) => receipts.push(receipt) },
		);
		expect(router.hits("together")).toBe(0);
		expect(receipts[0]?.provider).toBe("nebius");
		expect(receipts[0]?.attempts[0]?.skipped).toContain("supports_tools");
	});

	it("a single named provider is still sent the call (3.x behaviour), whatever the router lists", async () => {
		const router = await startRouter({ together: answers.chat("sent anyway") }, { published: PUBLISHED });
		const { output } = await routedCall({ provider: "together", tools }, router);
		expect(output.choices[0]?.message?.content).toBe("sent anyway");
		expect(router.hits("together")).toBe(1);
	});

	it("structured output that is not JSON is invalid output: a list falls back; a single provider returns it (3.x)", async () => {
		const router = await startRouter(
			{ together: answers.chat("Sure! Here is your JSON"), nebius: answers.chat('{"ok":true}') },
			{ published: PUBLISHED },
		);
		const { output, receipt } = await routedCall(
			{ provider: ["together", "nebius"], response_format: jsonSchema },
			router,
		);
		expect(output.choices[0]?.message?.content).toBe('{"ok":true}');
		expect(receipt?.attempts[0]).toMatchObject({ provider: "together", kind: "output" });
		const single = await routedCall({ provider: "together", response_format: jsonSchema }, router);
		expect(single.output.choices[0]?.message?.content).toBe("Sure! Here is your JSON");
	});
});

describe("client.capabilities(model)", () => {
	it("one entry per provider: the mapping's status and id, the router's facts, what this client observed and measured", async () => {
		const router = await startRouter(
			{ together: answers.stream(["a", "b"]), "fireworks-ai": toolCallAnswer, nebius: answers.chat("x") },
			{ published: PUBLISHED, mapping: chatMapping(["together", "fireworks-ai", "nebius"], { nebius: "staging" }) },
		);
		const client = new InferenceClient(TOKEN, at(router));
		await client.chatCompletion({ model: MODEL, provider: ["fireworks-ai"], messages, tools } as never);
		for await (const _chunk of client.chatCompletionStream({ model: MODEL, provider: ["together"], messages })) {
			// read to the end
		}
		const capabilities = await client.capabilities(MODEL);
		expect(capabilities.map(({ provider, status }) => [provider, status])).toEqual([
			["together", "live"],
			["fireworks-ai", "live"],
			["nebius", "staging"],
			["groq", "live"],
		]);
		expect(capabilities[0]).toMatchObject({
			providerModelId: "together/chat",
			contextLength: 131072,
			pricing: { input: 0.2, output: 0.6 },
			tools: false,
			structuredOutput: true,
			firstTokenLatencyMs: 300,
			throughput: 80,
			observed: { streamCompleted: true },
			measured: { samples: 1 },
		});
		expect(capabilities[1]).toMatchObject({ tools: true, structuredOutput: false, observed: { toolCalls: true } });
		expect(capabilities[3]?.providerModelId).toBeUndefined();
		expect(JSON.stringify(capabilities)).not.toContain(TOKEN);
	});
});
