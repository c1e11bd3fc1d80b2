#!/usr/bin/env node
import { main } from "../cli/main.js";
// The `modelyard` command. SIGINT / SIGTERM stop a run gracefully: no new row starts, calls in flight are
// cancelled and their rows left unfinished (a `--resume` sends them), the output keeps only whole lines.
import { BatchInputError } from "../errors.js";

const controller = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => controller.abort());

main(process.argv.slice(2), controller.signal).then(
	(code) => {
		process.exitCode = code;
	},
	(error: unknown) => {
		process.stderr.write(`modelyard: ${(error as Error)?.message ?? String(error)}\n`);
		process.exitCode = error instanceof BatchInputError ? 2 : 1;
	},
);
