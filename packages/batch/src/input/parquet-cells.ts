// Parquet cells as a row's columns, browser-safe: what hyparquet decodes becomes what JSON can carry (and what the
// client sends), at every depth of lists and structs; media cells become Blobs.

const MAGIC: Array<[number[], string]> = [
	[[0x89, 0x50, 0x4e, 0x47], "image/png"],
	[[0xff, 0xd8, 0xff], "image/jpeg"],
	[[0x47, 0x49, 0x46, 0x38], "image/gif"],
	[[0x42, 0x4d], "image/bmp"],
	[[0x66, 0x4c, 0x61, 0x43], "audio/flac"],
	[[0x4f, 0x67, 0x67, 0x53], "audio/ogg"],
	[[0x49, 0x44, 0x33], "audio/mpeg"],
	[[0xff, 0xfb], "audio/mpeg"],
];

/** The media type of a cell's bytes, by their first bytes (RIFF: WebP or WAV by the form type). */
export function sniffMediaType(bytes: Uint8Array): string {
	if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x46) {
		const form = String.fromCharCode(...bytes.subarray(8, 12));
		return form === "WEBP" ? "image/webp" : form === "WAVE" ? "audio/wav" : "application/octet-stream";
	}
	const found = MAGIC.find(([magic]) => magic.every((byte, i) => bytes[i] === byte));
	return found ? found[1] : "application/octet-stream";
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Bytes as text when they are UTF-8 (text written without its UTF8 annotation), else left as bytes. */
function textOf(bytes: Uint8Array): string | Uint8Array {
	try {
		return utf8.decode(bytes);
	} catch {
		return bytes;
	}
}

/**
 * A value JSON can carry, at every depth: 64-bit integers as numbers (strings past 2^53), and with `decodeBytes`,
 * byte strings as text. Other values (strings, numbers, dates) are kept.
 */
function jsonSafe(value: unknown, decodeBytes: boolean): unknown {
	if (typeof value === "bigint") return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
	if (value instanceof Uint8Array) return decodeBytes ? textOf(value) : value;
	if (Array.isArray(value)) return value.map((item) => jsonSafe(item, decodeBytes));
	if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, jsonSafe(item, decodeBytes)]));
	}
	return value;
}

/**
 * A cell as a row's column. A media column's `{bytes, path}` struct (the Hub's Image and Audio features) becomes
 * a Blob and its bytes stay bytes; every other column's byte strings are read as UTF-8 text, since older writers
 * (Spark, Hive, Impala) store text as BYTE_ARRAY without the UTF8 annotation.
 */
export function cellOf(value: unknown, media: boolean): unknown {
	if (
		media &&
		value !== null &&
		typeof value === "object" &&
		(value as { bytes?: unknown }).bytes instanceof Uint8Array
	) {
		const bytes = (value as { bytes: Uint8Array }).bytes;
		return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: sniffMediaType(bytes) });
	}
	return jsonSafe(value, !media);
}
