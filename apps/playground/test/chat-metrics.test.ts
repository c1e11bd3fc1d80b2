import { describe, expect, it } from "vitest";
import { describeMetrics } from "../src/features/chat/metrics.js";

const usage = { prompt_tokens: 10, completion_tokens: 40, total_tokens: 50 };

describe("chat metrics in words", () => {
	it("counts the provider's tokens, with speed measured over the whole call", () => {
		expect(describeMetrics({ chunks: 20, usage, firstTokenMs: 200, totalMs: 1200 })).toEqual({
			output: "40 tokens",
			prompt: "10 prompt tokens",
			firstToken: "200 ms",
			total: "1200 ms",
			rate: "33.3 tokens/s",
		});
	});

	it("says chunks, not tokens, when the provider sent no usage", () => {
		expect(describeMetrics({ chunks: 11, firstTokenMs: 100, totalMs: 600 })).toEqual({
			output: "11 chunks",
			firstToken: "100 ms",
			total: "600 ms",
			rate: "18.3 chunks/s",
		});
	});

	it("measures an answer that came at once over the whole call", () => {
		expect(describeMetrics({ chunks: 1, usage, firstTokenMs: 500, totalMs: 500 }).rate).toBe("80.0 tokens/s");
	});

	it("gives a streamed answer and a whole one of the same output and time the same speed", () => {
		const three = { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 };
		const streamed = describeMetrics({ chunks: 3, usage: three, firstTokenMs: 100, totalMs: 300 });
		const whole = describeMetrics({ chunks: 1, usage: three, firstTokenMs: 300, totalMs: 300 });
		expect(streamed.rate).toBe("10.0 tokens/s");
		expect(whole.rate).toBe(streamed.rate);
	});

	it("gives no total or speed while the answer is still coming", () => {
		expect(describeMetrics({ chunks: 1, firstTokenMs: 90 })).toEqual({ output: "1 chunk", firstToken: "90 ms" });
	});
});
