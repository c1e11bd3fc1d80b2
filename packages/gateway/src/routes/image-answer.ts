// What the two image routes share: `n`, `size`, `response_format`, and OpenAI's image answer.
import { bytesToBase64 } from "../base64.js";
import { badField } from "../errors.js";

export type ImageFormat = "b64_json" | "url";

/** `b64_json` unless `url` is asked (what gpt-image models answer; a URL would need the gateway to store images). */
export function readImageFormat(value: unknown): ImageFormat {
	if (value === undefined || value === null || value === "b64_json") return "b64_json";
	if (value === "url") return "url";
	throw badField("response_format", '"b64_json" or "url"');
}

const MAX_IMAGES = 10;

/** `n` (1 to 10, as OpenAI) and the task's parameters from `size` ("WIDTHxHEIGHT"; "auto" or none: the model's). */
export function imageParameters(fields: { n?: unknown; size?: unknown }): {
	n: number;
	parameters: Record<string, number>;
} {
	const n = fields.n ?? 1;
	if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > MAX_IMAGES) {
		throw badField("n", `an integer from 1 to ${MAX_IMAGES}`);
	}
	const parameters: Record<string, number> = {};
	const size = fields.size;
	if (size !== undefined && size !== null && size !== "auto") {
		const match = typeof size === "string" ? size.match(/^(\d{2,5})x(\d{2,5})$/) : null;
		if (!match) throw badField("size", '"WIDTHxHEIGHT" (e.g. "1024x1024") or "auto"');
		parameters["width"] = Number(match[1]);
		parameters["height"] = Number(match[2]);
	}
	return { n, parameters };
}

/** OpenAI's image answer from Blobs (as base64) or URLs. */
export async function imageAnswer(images: (Blob | string)[]) {
	const data = await Promise.all(
		images.map(async (image) =>
			typeof image === "string"
				? { url: image }
				: { b64_json: bytesToBase64(new Uint8Array(await image.arrayBuffer())) },
		),
	);
	return { created: Math.floor(Date.now() / 1000), data };
}
