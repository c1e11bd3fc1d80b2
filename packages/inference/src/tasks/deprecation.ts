import { warningSink } from "../routing/index.js";
import type { Options } from "../types.js";

// Deprecation notices are given once per process: a loop of calls must not flood the console.
const warned = new Set<string>();

export function warnOnce(key: string, message: string, options: Options | undefined): void {
	if (warned.has(key)) return;
	warned.add(key);
	warningSink(options)(message);
}
