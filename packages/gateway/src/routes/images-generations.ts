// POST /v1/images/generations: text to image, `n` images (one call each, side by side), `size` as width and
// height, answered as base64 (`b64_json`) or a URL (`url`: the provider's, else a data: URL; nothing is stored).
import type { InferenceClient, Options, TextToImageArgs } from "@modelyard/inference";
import type { Context } from "hono";
import { jsonBody } from "../body.js";
import { prepareCall } from "../call.js";
import type { GatewayEnv } from "../context.js";
import { badField } from "../errors.js";
import { type ImageFormat, imageAnswer, imageParameters, readImageFormat } from "./image-answer.js";

/** The client's method typed by its `outputType: "url"` overload (the method type keeps only the Blob one). */
function imageUrl(client: InferenceClient, args: TextToImageArgs, options: Options): Promise<string> {
	const textToImage = client.textToImage as unknown as (
		args: TextToImageArgs,
		options: Options & { outputType: "url" },
	) => Promise<string>;
	return textToImage(args, { ...options, outputType: "url" });
}

export async function imagesGenerations(c: Context<GatewayEnv>): Promise<Response> {
	const body = await jsonBody(c);
	const { model, prompt } = body;
	if (typeof prompt !== "string" || prompt === "") throw badField("prompt", "a non-empty string");
	const format: ImageFormat = readImageFormat(body["response_format"]);
	const { n, parameters } = imageParameters(body);
	const call = prepareCall(c, model);
	const args = {
		inputs: prompt,
		parameters,
		model: call.target.model,
		provider: call.target.provider,
	} as TextToImageArgs;
	try {
		const images = await Promise.all(
			Array.from({ length: n }, () =>
				format === "url" ? imageUrl(call.client, args, call.options) : call.client.textToImage(args, call.options),
			),
		);
		return c.json(await imageAnswer(images));
	} catch (error) {
		throw call.failure(error);
	}
}
