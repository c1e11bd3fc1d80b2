// The queue bench starts its PostgreSQL cluster with the queue tests' helper, bundled: a helper that imports the
// test runner, or a package that cannot be bundled into ESM, made `npm run bench` crash at its queue section.
// Loaded in a plain Node process, as the bench loads it (inside Vitest, an import of "vitest" would work).
import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";

it("the queue bench's bundle of the PostgreSQL helper loads outside a test runner", () => {
	const queueBench = new URL("./lib/queue.mjs", import.meta.url).href;
	const script = `const { postgresHelper } = await import(${JSON.stringify(queueBench)});
const helper = await postgresHelper();
console.log(typeof helper.startPostgres);`;
	const printed = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
	expect(printed.trim()).toBe("function");
});
