// POST /v1/images/edits (multipart): image to image, the prompt in the task's parameters.
import type { Context } from "hono";
import { formBody } from "../body.js";
import { prepareCall } from "../call.js";
import type { GatewayEnv } from "../context.js";
import { badField } from "../errors.js";
import { formFile, formText } from "../form.js";
import { imageAnswer, imageParameters, readImageFormat } from "./image-answer.js";

export async function imagesEdits(c: Context<GatewayEnv>): Promise<Response> {
	const form = await formBody(c);
	const image = formFile(form, "image");
	const prompt = formText(form, "prompt");
	if (!prompt) throw badField("prompt", "a non-empty string");
	readImageFormat(formText(form, "response_format"));
	const nText = formText(form, "n");
	const { n, parameters } = imageParameters({
		n: nText === undefined ? undefined : Number(nText),
		size: formText(form, "size"),
	});
	const call = prepareCall(c, formText(form, "model"));
	try {
		const images = await Promise.all(
			Array.from({ length: n }, () =>
				call.client.imageToImage(
					{
						inputs: image,
						parameters: { ...parameters, prompt },
						model: call.target.model,
						provider: call.target.provider,
					},
					call.options,
				),
			),
		);
		return c.json(await imageAnswer(images));
	} catch (error) {
		throw call.failure(error);
	}
}
