#!/usr/bin/env node
// The `modelyard` command. SIGINT / SIGTERM stop a run gracefully: no new row starts, calls in flight are
// cancelled and their rows left unfinished (a `--resume` sends them), the output keeps only whole lines.
import { BatchInputError } from "@modelyard/batch";
import { main } from "../main.js";

const controller = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => controller.abort());

let settled = false;
// Node exits once nothing is left to wait on: if that ever happens before the command has finished, say so and
// fail, rather than exit 0 with rows missing.
process.once("beforeExit", () => {
	if (settled) return;
	process.stderr.write("modelyard: the command stopped before it finished (nothing left to wait on); this is a bug.\n");
	process.exitCode = 1;
});

main(process.argv.slice(2), controller.signal).then(
	(code) => {
		settled = true;
		process.exitCode = code;
	},
	(error: unknown) => {
		settled = true;
		process.stderr.write(`modelyard: ${(error as Error)?.message ?? String(error)}\n`);
		process.exitCode = error instanceof BatchInputError ? 2 : 1;
	},
);
