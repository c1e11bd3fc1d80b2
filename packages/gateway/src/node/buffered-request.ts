// A Request whose body was read whole by the Node adapter (small bodies with a Content-Length, and bodiless
// requests): `json()`/`text()` decode those bytes directly, with no web stream between, and `signal` is the
// adapter's own, not a second one that follows it. Both cost a request more than the rest of the gateway's
// work (issue 37's bench). Anything else (`body`, `formData()`, `blob()`, `clone()`...) goes to an ordinary
// Request made from the same bytes the first time it is asked for, so the object stays a complete Request.

const decoder = new TextDecoder();

export class BufferedRequest extends Request {
	readonly #bytes: Uint8Array<ArrayBuffer> | null;
	readonly #signal: AbortSignal;
	#used = false;
	#full: Request | undefined;

	constructor(
		url: string,
		init: { method: string; headers: Headers },
		bytes: Uint8Array<ArrayBuffer> | null,
		signal: AbortSignal,
	) {
		super(url, init);
		this.#bytes = bytes;
		this.#signal = signal;
	}

	override get signal(): AbortSignal {
		return this.#signal;
	}

	/** The same request as an ordinary Request, its body a stream of the bytes (made once). */
	#ordinary(): Request {
		this.#full ??= new Request(this.url, {
			method: this.method,
			headers: this.headers,
			body: this.#used ? null : this.#bytes,
			signal: this.#signal,
		});
		return this.#full;
	}

	override get body(): Request["body"] {
		return this.#bytes === null ? null : this.#ordinary().body;
	}

	override get bodyUsed(): boolean {
		return this.#used || (this.#full?.bodyUsed ?? false);
	}

	override text(): Promise<string> {
		if (this.#full) return this.#full.text();
		if (this.#used) return Promise.reject(new TypeError("Body is unusable: Body has already been read"));
		this.#used = true;
		return Promise.resolve(this.#bytes === null ? "" : decoder.decode(this.#bytes));
	}

	override json(): Promise<unknown> {
		return this.text().then(JSON.parse);
	}

	override arrayBuffer(): Promise<ArrayBuffer> {
		return this.#ordinary().arrayBuffer();
	}

	override blob(): Promise<Blob> {
		return this.#ordinary().blob();
	}

	override formData(): Promise<FormData> {
		return this.#ordinary().formData();
	}

	override clone(): Request {
		return this.#ordinary().clone();
	}
}
