// The gateway's InferenceClient warns (the router's model list unreadable, a hook that threw): the warnings go to the
// gateway's logger as JSON lines, not to the console, and carry no credential.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeUpstream, startFakeUpstream } from "./helpers/fake-upstream.js";
import { GATEWAY_KEY, HF_TOKEN, startTestGateway, type TestGateway } from "./helpers/gateway-server.js";

let upstream: FakeUpstream;
let gateway: TestGateway;

beforeAll(async () => {
	upstream = await startFakeUpstream();
	upstream.modelListStatus = 502;
	gateway = await startTestGateway(upstream);
});

afterAll(async () => {
	await gateway.close();
	await upstream.close();
});

describe("the client's warnings", () => {
	it("go to the gateway's logger as a warn line, without a token, when the router's model list fails", async () => {
		const consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
		try {
			const response = await fetch(`${gateway.baseURL}/models`, {
				headers: { authorization: `Bearer ${GATEWAY_KEY}` },
			});
			expect(response.status).toBe(200);
			await expect.poll(() => gateway.warnings.length).toBe(1);
			const [line] = gateway.warnings;
			expect(line).toMatchObject({ level: "warn", time: expect.any(String) });
			expect(line?.message).toMatch(/router's model list .* could not be read \(HTTP 502\)/);
			// The client words its warnings without credentials (a hook's error is scrubbed of the call's): none here.
			const written = JSON.stringify([...gateway.warnings, ...gateway.log]);
			expect(written).not.toContain(HF_TOKEN);
			expect(written).not.toContain(GATEWAY_KEY);
			expect(consoleWarn).not.toHaveBeenCalled();
			// The access line of the same request is still one line of its own.
			await expect.poll(() => gateway.log.length).toBe(1);
			expect(gateway.log[0]).toMatchObject({ path: "/v1/models", status: 200 });
		} finally {
			consoleWarn.mockRestore();
		}
	});
});
