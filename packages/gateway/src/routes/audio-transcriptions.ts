// POST /v1/audio/transcriptions (multipart `file`): speech recognition, answered as `{text}` or plain text.
import type { Context } from "hono";
import { formBody } from "../body.js";
import { prepareCall } from "../call.js";
import type { GatewayEnv } from "../context.js";
import { badField } from "../errors.js";
import { formFile, formText } from "../form.js";

export async function audioTranscriptions(c: Context<GatewayEnv>): Promise<Response> {
	const form = await formBody(c);
	const file = formFile(form, "file");
	const format = formText(form, "response_format") ?? "json";
	if (format !== "json" && format !== "text") throw badField("response_format", '"json" or "text"');
	const call = prepareCall(c, formText(form, "model"));
	let text: string;
	try {
		({ text } = await call.client.automaticSpeechRecognition(
			{ data: file, model: call.target.model, provider: call.target.provider },
			call.options,
		));
	} catch (error) {
		throw call.failure(error);
	}
	return format === "text" ? c.text(text) : c.json({ text });
}
