import { describe, expect, it } from "vitest";
import { chatArgs, chatState, DEFAULT_PARAMETERS } from "../src/features/chat/chat-state.js";

const streamed = (provider: string) =>
	chatArgs(chatState("org/model", provider as never, DEFAULT_PARAMETERS, [{ role: "user", content: "Hi" }]));

describe("the chat's arguments", () => {
	it("asks for stream usage only from providers that document stream_options", () => {
		expect(streamed("hf-inference").stream_options).toEqual({ include_usage: true });
		expect(streamed("scaleway").stream_options).toEqual({ include_usage: true });
		// Not documented by these: an unknown field could be refused, so it is not sent.
		for (const provider of ["cohere", "deepinfra", "baseten", "ovhcloud", "publicai", "zai-org"]) {
			expect(streamed(provider).stream_options, provider).toBeUndefined();
		}
	});

	it("sends no stream_options when the reply is not streamed", () => {
		const state = chatState("org/model", "hf-inference", { ...DEFAULT_PARAMETERS, stream: false }, []);
		expect(chatArgs(state).stream_options).toBeUndefined();
	});
});
