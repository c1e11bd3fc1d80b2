// A Cloudflare Worker may create its gateway in global scope (`export default createGateway(...)`), where workerd
// refuses random values, timers and I/O ("Disallowed operation called within global scope"): creating a gateway
// must do none of them, whatever its options. The runtime matrix (tools/runtimes, its `gateway workerd` row)
// runs the same in workerd itself; this shows it here.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGateway } from "../src/index.js";
import { Sealer } from "../src/seal.js";

/** Makes what workerd refuses in global scope throw: random values, timers, fetch. */
function refuseAsWorkerGlobalScope() {
	const refuse = () => {
		throw new Error("Disallowed operation called within global scope");
	};
	const refused = {
		randomUUID: vi.spyOn(crypto, "randomUUID").mockImplementation(refuse),
		getRandomValues: vi.spyOn(crypto, "getRandomValues").mockImplementation(refuse),
		generateKey: vi.spyOn(crypto.subtle, "generateKey").mockImplementation(refuse),
		setTimeout: vi.spyOn(globalThis, "setTimeout").mockImplementation(refuse),
		setInterval: vi.spyOn(globalThis, "setInterval").mockImplementation(refuse),
		fetch: vi.spyOn(globalThis, "fetch").mockImplementation(refuse),
	};
	/** The names of those called since. */
	return () =>
		Object.entries(refused)
			.filter(([, spy]) => spy.mock.calls.length > 0)
			.map(([name]) => name);
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe("a gateway created in a Worker's global scope", () => {
	it("makes no random value, timer or request when created without a secret, limits and deadlines included", () => {
		const calledWhileRefused = refuseAsWorkerGlobalScope();
		const options = {
			hfToken: "hf_global_scope",
			keys: ["a-client-key-of-16-chars"],
			limits: { requestsPerMinute: 60, tokensPerMinute: 10_000, usdPerDay: 5 },
			deadlineMs: 30_000,
			bodyLimits: { jsonBytes: 1_000_000 },
			aliases: { llama: { model: "meta-llama/Llama-3.3-70B-Instruct", providers: ["groq" as const] } },
		};
		expect(() => createGateway(options)).not.toThrow();
		expect(calledWhileRefused()).toEqual([]);
	});

	it("without a secret, seals with a random key made at the first seal: its ids open there and nowhere else", async () => {
		refuseAsWorkerGlobalScope();
		const sealer = new Sealer(undefined, "video-job-v1");
		const other = new Sealer(undefined, "video-job-v1");
		vi.restoreAllMocks();
		const id = await sealer.seal({ job: "handle" });
		expect(await sealer.open(id)).toEqual({ job: "handle" });
		expect(await other.open(id)).toBeUndefined();
	});
});
