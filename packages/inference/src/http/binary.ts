// Browser-safe conversions between bytes, base64 and Blob (no Node Buffer).

/** Large enough to amortise calls, small enough for `String.fromCharCode.apply`'s argument limit. */
const CHUNK_SIZE = 0x8000;

/** Raw bytes as callers pass them; typed arrays include Node's Buffer (`data: readFileSync(...)` in 3.x docs). */
export type Binary = Blob | ArrayBuffer | ArrayBufferView<ArrayBuffer>;

export function isBinary(value: unknown): value is Binary {
	// Non-objects first: in Node, each read of the global `Blob` is a getter call.
	return (
		typeof value === "object" &&
		value !== null &&
		(ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Blob)
	);
}

/**
 * A multipart form, told by its tag rather than `instanceof FormData`: in Node, the first read of the global
 * `FormData` loads the whole fetch implementation (about 10 ms), which a snippet or a JSON body need not pay.
 */
export function isFormData(value: unknown): value is FormData {
	return Object.prototype.toString.call(value) === "[object FormData]";
}

export async function base64FromBinary(value: Binary): Promise<string> {
	// A Blob takes any of the three forms (a typed array's own view of its buffer included).
	const bytes = new Uint8Array(await new Blob([value]).arrayBuffer());
	let binaryString = "";
	for (let start = 0; start < bytes.length; start += CHUNK_SIZE) {
		binaryString += String.fromCharCode(...bytes.subarray(start, start + CHUNK_SIZE));
	}
	return btoa(binaryString);
}

export function blobFromBase64(base64: string, type: string): Blob {
	const binaryString = atob(base64);
	const bytes = new Uint8Array(binaryString.length);
	for (let index = 0; index < binaryString.length; index++) {
		bytes[index] = binaryString.charCodeAt(index);
	}
	return new Blob([bytes], { type });
}

export async function dataUrlFromBlob(blob: Blob): Promise<string> {
	return `data:${blob.type || "application/octet-stream"};base64,${await base64FromBinary(blob)}`;
}

/** A Blob to send as a `data:` URL inside a JSON body (fal's `audio_url`); encoded when the request is sent. */
export class DataUrlOf {
	constructor(readonly blob: Blob) {}
}

/** `data:{type};base64,{payload}` -> Blob, or undefined for any other URL (those are downloaded). */
export function blobFromDataUrl(url: string): Blob | undefined {
	const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(url);
	if (!match) return undefined;
	const [, type = "", isBase64, payload = ""] = match;
	return isBase64 ? blobFromBase64(payload, type) : new Blob([decodeURIComponent(payload)], { type });
}

/**
 * What goes on the wire for a request body: bytes and forms as they are; JSON text of an object, its Blob/ArrayBuffer leaves
 * (images for question answering...) as base64. Most bodies (chat, text tasks) hold no binary: their text comes
 * without the async walk (a promise per node).
 */
export async function encodeBody(
	body: Record<string, unknown> | Binary | FormData,
): Promise<string | Binary | FormData> {
	if (isBinary(body) || isFormData(body)) return body;
	return JSON.stringify(hasBinaryLeaf(body) ? await replaceBinaryLeaves(body) : body);
}

function hasBinaryLeaf(value: unknown): boolean {
	if (value === null || typeof value !== "object") return false;
	// Plain objects and arrays (most nodes of a body) skip the binary checks; loops, not Object.values, so no array
	// is made per node of every call's body (together 0.3 µs of a plain chat call, measured paired).
	const prototype = Object.getPrototypeOf(value);
	if (prototype !== Object.prototype && prototype !== Array.prototype) {
		if (value instanceof DataUrlOf || isBinary(value)) return true;
	}
	if (Array.isArray(value)) {
		for (let index = 0; index < value.length; index++) if (hasBinaryLeaf(value[index])) return true;
		return false;
	}
	for (const key in value) if (hasBinaryLeaf((value as Record<string, unknown>)[key])) return true;
	return false;
}

async function replaceBinaryLeaves(value: unknown): Promise<unknown> {
	if (value instanceof DataUrlOf) return dataUrlFromBlob(value.blob);
	if (isBinary(value)) return base64FromBinary(value);
	if (Array.isArray(value)) return Promise.all(value.map(replaceBinaryLeaves));
	if (value !== null && typeof value === "object") {
		const entries = await Promise.all(
			Object.entries(value).map(async ([key, item]) => [key, await replaceBinaryLeaves(item)] as const),
		);
		return Object.fromEntries(entries);
	}
	return value;
}
