// Loaded with `--import`: logs every `pg`, `pg-boss` and `hono` module a process (and, through NODE_OPTIONS, its
// children) asks for, one specifier a line, to $MODELYARD_IMPORT_LOG. Registers itself as the resolve hook,
// which Node runs off the main thread. Shows that the embedded batch mode never even resolves the queue's drivers
// nor the gateway's router (which `modelyard serve` loads).
import { appendFileSync } from "node:fs";
import { register } from "node:module";
import { isMainThread } from "node:worker_threads";

if (isMainThread) register(import.meta.url);

export async function resolve(specifier, context, nextResolve) {
	const log = process.env.MODELYARD_IMPORT_LOG;
	if (log && /^(pg(-boss)?|hono)(\/|$)/.test(specifier)) appendFileSync(log, `${specifier}\n`);
	return nextResolve(specifier, context);
}
