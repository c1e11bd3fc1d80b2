export async function runQueueCommand(_c: string, _f: unknown, _s: AbortSignal): Promise<number> {
	return 1;
}
