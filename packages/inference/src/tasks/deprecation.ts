// Deprecation notices are printed once per process: a loop of calls must not flood the console.
const warned = new Set<string>();

export function warnOnce(key: string, message: string): void {
	if (warned.has(key)) return;
	warned.add(key);
	console.warn(message);
}
