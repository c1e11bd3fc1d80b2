// POST /v1/chat/completions: OpenAI's chat body is the chat task's arguments (tools, response_format and every
// sampling field pass through); `model` becomes the call's target. Streams relay chunk by chunk (chat-stream.ts).
import type { ChatCompletionArgs } from "@modelyard/inference";
import type { Context } from "hono";
import { jsonBody } from "../body.js";
import { prepareCall } from "../call.js";
import type { GatewayEnv } from "../context.js";
import { badField } from "../errors.js";
import { relayChatStream } from "./chat-stream.js";

export async function chatCompletions(c: Context<GatewayEnv>): Promise<Response> {
	const { model, stream, stream_options: streamOptions, ...args } = await jsonBody(c);
	if (!Array.isArray(args["messages"]) || args["messages"].length === 0) {
		throw badField("messages", "a non-empty array of {role, content} messages");
	}
	if (stream !== undefined && typeof stream !== "boolean") throw badField("stream", "true or false");
	if (stream) return relayChatStream(c, model, args, streamOptions);
	const call = prepareCall(c, model);
	try {
		const answer = await call.client.chatCompletion(
			{ ...args, model: call.target.model, provider: call.target.provider } as ChatCompletionArgs,
			call.options,
		);
		return c.json(answer);
	} catch (error) {
		throw call.failure(error);
	}
}
