/** Turns whatever a call threw into a sentence a person can act on. */
export function describeError(error: unknown): string {
	if (error instanceof DOMException && error.name === "AbortError") return "Stopped.";
	if (!(error instanceof Error)) return `Something went wrong: ${String(error)}`;
	const status = (error as { httpResponse?: { status?: number } }).httpResponse?.status;
	const hints: Record<number, string> = {
		401: "Your token was refused: check it in Settings.",
		403: "Your token may not use this model or provider.",
		404: "The model or route was not found.",
		429: "Too many requests: wait a moment and try again.",
	};
	const hint = status !== undefined ? hints[status] : undefined;
	return hint ? `${error.message} (${hint})` : error.message;
}
