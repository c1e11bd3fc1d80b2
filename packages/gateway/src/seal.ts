// Sealed ids: a value (a video job's handle) encrypted and authenticated with the gateway's secret (AES-GCM, Web
// Crypto), so the id itself carries the job and any instance with the secret reads it back, while a client can
// neither read it nor forge one (a changed byte fails authentication: the id is refused before any request).
import { base64ToBytes, bytesToBase64 } from "./base64.js";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const IV_BYTES = 12;

/** Seals and opens values under one secret; `purpose` keeps ids of one kind from being accepted as another. */
export class Sealer {
	readonly #key: Promise<CryptoKey>;
	readonly #purpose: Uint8Array<ArrayBuffer>;

	constructor(secret: string, purpose: string) {
		this.#purpose = encoder.encode(purpose);
		this.#key = crypto.subtle
			.digest("SHA-256", encoder.encode(`modelyard-gateway:${secret}`))
			.then((raw) => crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]));
	}

	async seal(value: unknown): Promise<string> {
		const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
		const sealed = await crypto.subtle.encrypt(
			{ name: "AES-GCM", iv, additionalData: this.#purpose },
			await this.#key,
			encoder.encode(JSON.stringify(value)),
		);
		const bytes = new Uint8Array(IV_BYTES + sealed.byteLength);
		bytes.set(iv);
		bytes.set(new Uint8Array(sealed), IV_BYTES);
		return toBase64Url(bytesToBase64(bytes));
	}

	/** The value sealed in `text`; undefined for anything this secret did not seal. */
	async open(text: string): Promise<unknown> {
		const bytes = /^[\w-]{40,8000}$/.test(text) ? base64ToBytes(fromBase64Url(text)) : undefined;
		if (!bytes || bytes.length <= IV_BYTES) return undefined;
		try {
			const plain = await crypto.subtle.decrypt(
				{ name: "AES-GCM", iv: bytes.subarray(0, IV_BYTES), additionalData: this.#purpose },
				await this.#key,
				bytes.subarray(IV_BYTES),
			);
			return JSON.parse(decoder.decode(plain));
		} catch {
			return undefined;
		}
	}
}

const toBase64Url = (text: string) => text.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

function fromBase64Url(text: string): string {
	const padded = text.replace(/-/g, "+").replace(/_/g, "/");
	return padded + "=".repeat((4 - (padded.length % 4)) % 4);
}
