// Base64 without Buffer (the handler runs on Workers and Deno too).

const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
	let binary = "";
	for (let i = 0; i < bytes.length; i += CHUNK) {
		binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
	}
	return btoa(binary);
}

/** Bytes of a base64 string; undefined when it is not base64. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | undefined {
	try {
		const binary = atob(text.replace(/^data:[^,]*;base64,/, ""));
		const bytes = new Uint8Array(binary.length);
		for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
		return bytes;
	} catch {
		return undefined;
	}
}
