// POST /v1/audio/speech: text to speech, the audio bytes back with the provider's media type.
import type { Context } from "hono";
import { jsonBody } from "../body.js";
import { prepareCall } from "../call.js";
import type { GatewayEnv } from "../context.js";
import { badField } from "../errors.js";

export async function audioSpeech(c: Context<GatewayEnv>): Promise<Response> {
	// `voice`, `speed` and `response_format` are OpenAI's own voices and encodings: a Hub model has its own, so
	// they are not sent (the audio comes in the provider's format, said by Content-Type).
	const { model, input } = await jsonBody(c);
	if (typeof input !== "string" || input === "") throw badField("input", "a non-empty string");
	const call = prepareCall(c, model);
	let audio: Blob;
	try {
		audio = await call.client.textToSpeech(
			{ inputs: input, model: call.target.model, provider: call.target.provider },
			call.options,
		);
	} catch (error) {
		throw call.failure(error);
	}
	return new Response(audio.stream(), { headers: { "content-type": audio.type || "audio/mpeg" } });
}
