/** Whether the gateway takes new requests: set to draining once, on SIGTERM (or by its owner). */
export class Readiness {
	#draining = false;

	get draining(): boolean {
		return this.#draining;
	}

	drain(): void {
		this.#draining = true;
	}
}
