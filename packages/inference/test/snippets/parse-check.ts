/**
 * Syntax checks for generated snippets, batched: Python in one python3 process, shell in one bash process,
 * JS/TS in-process with the TypeScript compiler.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";

export interface ParseFailure {
	index: number;
	error: string;
}

const PYTHON_CHECK = `
import ast, json, sys
codes = json.load(sys.stdin)
failures = []
for index, code in enumerate(codes):
    try:
        ast.parse(code)
    except SyntaxError as error:
        failures.append({"index": index, "error": f"{error.msg} (line {error.lineno})"})
json.dump(failures, sys.stdout)
`;

/** Every Python snippet through `ast.parse`, in ONE python3 child process. */
export function pythonFailures(codes: readonly string[]): ParseFailure[] {
	const out = execFileSync("python3", ["-c", PYTHON_CHECK], { input: JSON.stringify(codes), encoding: "utf8" });
	return JSON.parse(out) as ParseFailure[];
}

/** Every shell snippet through `bash -n`, driven by ONE bash process over a temp folder. */
export function shellFailures(codes: readonly string[]): ParseFailure[] {
	const dir = mkdtempSync(join(tmpdir(), "snippets-sh-"));
	try {
		codes.forEach((code, index) => {
			writeFileSync(join(dir, `${index}.sh`), code);
		});
		const script = `for f in "$1"/*.sh; do out=$(bash -n "$f" 2>&1) || printf '%s\\t%s\\0' "$(basename "$f" .sh)" "$out"; done`;
		const out = execFileSync("bash", ["-c", script, "check", dir], { encoding: "utf8" });
		return out
			.split("\0")
			.filter(Boolean)
			.map((line) => {
				const [index, error] = line.split("\t");
				return { index: Number(index), error: error ?? "" };
			});
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/** Every JS snippet through the TypeScript parser (ES modules: top-level await and imports allowed). */
export function jsFailures(codes: readonly string[]): ParseFailure[] {
	const failures: ParseFailure[] = [];
	codes.forEach((code, index) => {
		const result = ts.transpileModule(code, {
			reportDiagnostics: true,
			// Syntax only: no lib files or module resolution to load.
			compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, noLib: true, noResolve: true },
		});
		const diagnostics = result.diagnostics ?? [];
		if (diagnostics.length > 0) {
			failures.push({ index, error: ts.flattenDiagnosticMessageText(diagnostics[0]?.messageText, "\n") });
		}
	});
	return failures;
}
