/**
 * The promise, or a rejection with the signal's reason as soon as it aborts: for work the signal cannot stop
 * (a custom fetch that ignores it, a load shared with other callers). The promise is still observed, so its own
 * later failure is never an unhandled rejection.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
	if (!signal) return promise;
	return new Promise<T>((resolve, reject) => {
		const onAbort = () => reject(signal.reason);
		if (signal.aborted) onAbort();
		else signal.addEventListener("abort", onAbort, { once: true });
		promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
	});
}
