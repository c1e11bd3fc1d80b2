import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const fixture = (file: string) => fileURLToPath(new URL(`./fixtures/consumer/${file}`, import.meta.url));

/** Type-checks a fixture project with the repo's TypeScript, as a consumer's build would. */
function compile(tsconfig: string): { status: number | null; output: string } {
	const result = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", fixture(tsconfig)], {
		cwd: repoRoot,
		encoding: "utf8",
	});
	return { status: result.status, output: result.stdout + result.stderr };
}

describe("the public types, seen from a consumer project", () => {
	it("compile a consumer that imports @modelyard/tasks by name and uses its types", () => {
		const { status, output } = compile("tsconfig.json");
		expect(output).toBe("");
		expect(status).toBe(0);
	}, 120_000);

	it("refuse a task id that does not exist", () => {
		const { status, output } = compile("tsconfig.negative.json");
		expect(status).not.toBe(0);
		expect(output).toContain("negative.ts(4,");
		expect(output).toContain(`Type '"not-a-task"' is not assignable to type`);
	}, 120_000);
});
