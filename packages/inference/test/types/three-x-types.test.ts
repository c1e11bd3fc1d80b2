// Type-level drop-in: three-x-code.ts is code written against @huggingface/inference 3.9.2 and
// @huggingface/tasks 0.18 with its imports changed. It is compiled on its own here, so a failure names what broke;
// its `@ts-expect-error` lines make sure the compile really checks the calls (an `any` would pass them silently).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const fixture = fileURLToPath(new URL("./three-x-code.ts", import.meta.url));

/** The type errors of `files`, compiled with the repository's settings. */
function typeErrors(files: string[]): string[] {
	const dir = mkdtempSync(join(tmpdir(), "modelyard-three-x-types-"));
	try {
		writeFileSync(
			join(dir, "tsconfig.json"),
			JSON.stringify({
				extends: join(repoRoot, "tsconfig.base.json"),
				// Type packages are looked up beside the tsconfig: this one is in a temporary folder.
				compilerOptions: { noEmit: true, typeRoots: [join(repoRoot, "node_modules/@types")] },
				files,
			}),
		);
		const result = spawnSync(
			process.execPath,
			[join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", join(dir, "tsconfig.json")],
			{ cwd: repoRoot, encoding: "utf8" },
		);
		return `${result.stdout}${result.stderr}`.split("\n").filter((line) => line.includes("error TS"));
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

describe("code typed against 3.x compiles with the import changed", () => {
	it("translation with a TranslationArgs variable, tool-call arguments as text, loose message chunks, a document answer's numbers, the legacy zero-shot image form, snippets.InferenceSnippetOptions; and a control call of the wrong shape is the one error", () => {
		const dir = mkdtempSync(join(tmpdir(), "modelyard-three-x-control-"));
		try {
			const control = join(dir, "control.ts");
			writeFileSync(
				control,
				'import { translation } from "@modelyard/inference";\nexport const wrong = translation({ model: "m", inputs: 42 });\n',
			);
			const errors = typeErrors([fixture, control]);
			expect(errors.filter((line) => !line.includes("control.ts"))).toEqual([]);
			expect(errors).toHaveLength(1);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}, 120_000);
});
