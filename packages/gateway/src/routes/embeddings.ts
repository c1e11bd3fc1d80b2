// POST /v1/embeddings: feature extraction, one vector per input, as float lists or base64 of little-endian
// float32 (`encoding_format: "base64"`, which the JS SDK asks for by default and decodes itself).
import type { FeatureExtractionArgs } from "@modelyard/inference";
import type { Context } from "hono";
import { bytesToBase64 } from "../base64.js";
import { jsonBody } from "../body.js";
import { prepareCall } from "../call.js";
import type { GatewayEnv } from "../context.js";
import { badField, GatewayError } from "../errors.js";

const isVector = (value: unknown): value is number[] =>
	Array.isArray(value) && value.every((item) => typeof item === "number");

/** One vector per input, whether the provider answered a vector (one input) or a list of them. */
function vectorsOf(output: unknown, count: number): number[][] {
	const vectors = isVector(output) ? [output] : Array.isArray(output) && output.every(isVector) ? output : undefined;
	if (!vectors || vectors.length !== count) {
		throw new GatewayError(502, `The provider did not answer one embedding per input (${count} asked).`, {
			code: "upstream_invalid_output",
		});
	}
	return vectors;
}

/** Little-endian float32 bytes, as OpenAI's base64 embeddings are. */
function base64Of(vector: number[]): string {
	const view = new DataView(new ArrayBuffer(vector.length * 4));
	for (const [index, value] of vector.entries()) view.setFloat32(index * 4, value, true);
	return bytesToBase64(new Uint8Array(view.buffer));
}

export async function embeddings(c: Context<GatewayEnv>): Promise<Response> {
	const {
		model,
		input,
		encoding_format: format = "float",
		dimensions: _dimensions,
		user: _user,
		...rest
	} = await jsonBody(c);
	const texts = typeof input === "string" ? [input] : input;
	if (!Array.isArray(texts) || texts.length === 0 || !texts.every((text) => typeof text === "string")) {
		throw badField("input", "a string or a non-empty array of strings (token arrays are not supported)");
	}
	if (format !== "float" && format !== "base64") throw badField("encoding_format", '"float" or "base64"');
	const call = prepareCall(c, model);
	let output: unknown;
	try {
		output = await call.client.featureExtraction(
			{
				...rest,
				inputs: typeof input === "string" ? input : texts,
				model: call.target.model,
				provider: call.target.provider,
			} as FeatureExtractionArgs,
			call.options,
		);
	} catch (error) {
		throw call.failure(error);
	}
	const vectors = vectorsOf(output, texts.length);
	return c.json({
		object: "list",
		data: vectors.map((vector, index) => ({
			object: "embedding",
			index,
			embedding: format === "base64" ? base64Of(vector) : vector,
		})),
		model: call.target.model,
		usage: { prompt_tokens: 0, total_tokens: 0 },
	});
}
