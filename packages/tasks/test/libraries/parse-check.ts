/**
 * Syntax checks for generated snippets, batched: one `python3` process for all Python snippets, one
 * `bash` process for all shell snippets (no process per snippet), the TypeScript compiler in-process for JS, and a balance check
 * for C#. Each returns the snippets that fail, with the parser's message.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";

export interface ParseFailure {
	code: string;
	message: string;
}

const PYTHON_CHECKER = `
import ast, json, sys
failures = []
for index, code in enumerate(json.load(sys.stdin)):
    try:
        ast.parse(code)
    except SyntaxError as error:
        failures.append({"index": index, "message": f"line {error.lineno}: {error.msg}"})
json.dump(failures, sys.stdout)
`;

/** All Python snippets parsed by `ast.parse` in ONE python3 child process (JSON in, failures out). */
export function checkPython(snippets: string[]): ParseFailure[] {
	if (snippets.length === 0) return [];
	const result = spawnSync("python3", ["-c", PYTHON_CHECKER], {
		input: JSON.stringify(snippets),
		encoding: "utf8",
		maxBuffer: 64 * 1024 * 1024,
	});
	if (result.status !== 0) throw new Error(`python3 checker failed: ${result.stderr || result.error}`);
	const failures = JSON.parse(result.stdout) as Array<{ index: number; message: string }>;
	return failures.map(({ index, message }) => ({ code: snippets[index] ?? "", message }));
}

/**
 * All shell snippets parsed by bash in ONE bash process, each on its own. The snippets arrive on stdin,
 * NUL-separated; each becomes the body of a function definition passed to `eval`, which makes bash parse
 * it (as `bash -n` would) without running a line of it, and a syntax error fails that `eval` alone. The
 * leading `:` keeps a snippet of only comments a valid function body. No process per snippet.
 */
export function checkShell(snippets: string[]): ParseFailure[] {
	if (snippets.length === 0) return [];
	const folder = mkdtempSync(join(tmpdir(), "modelyard-shell-"));
	try {
		const script = [
			"index=0",
			"while IFS= read -r -d '' code; do",
			`  if ! eval "__snippet_parse_check() { :"$'\\n'"$code"$'\\n'"}" 2>"$1"; then`,
			`    printf '%s\\t%s\\0' "$index" "$(<"$1")"`,
			"  fi",
			"  index=$((index + 1))",
			"done",
		].join("\n");
		const result = spawnSync("bash", ["-c", script, "checker", join(folder, "stderr")], {
			input: snippets.map((code) => `${code}\0`).join(""),
			encoding: "utf8",
		});
		if (result.status !== 0) throw new Error(`bash checker failed: ${result.stderr || result.error}`);
		return result.stdout
			.split("\0")
			.filter((entry) => entry !== "")
			.map((entry) => {
				const [index = "", message = ""] = entry.split("\t");
				return { code: snippets[Number(index)] ?? "", message };
			});
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
}

/** JS/TS snippets: syntactic diagnostics of `ts.transpileModule` (no type checking, no program). */
export function checkJs(snippets: string[]): ParseFailure[] {
	return snippets.flatMap((code) => {
		const output = ts.transpileModule(code, {
			reportDiagnostics: true,
			compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
		});
		const diagnostics = output.diagnostics ?? [];
		if (diagnostics.length === 0) return [];
		const message = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")).join("; ");
		return [{ code, message }];
	});
}

/**
 * C# snippets: a minimal check that braces, brackets and parentheses balance and strings close, outside
 * `//` comments and string literals. Enough to catch a broken template; not a C# parser.
 */
export function checkCsharp(snippets: string[]): ParseFailure[] {
	const pairs: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
	return snippets.flatMap((code) => {
		const stack: string[] = [];
		for (const line of code.split("\n")) {
			let quote: string | undefined;
			for (let i = 0; i < line.length; i++) {
				const char = line[i] as string;
				if (quote) {
					if (char === "\\") i++;
					else if (char === quote) quote = undefined;
					continue;
				}
				if (char === "/" && line[i + 1] === "/") break;
				if (char === '"' || char === "'") quote = char;
				else if ("([{".includes(char)) stack.push(char);
				else if (char in pairs && stack.pop() !== pairs[char]) return [{ code, message: `unbalanced ${char}` }];
			}
			if (quote) return [{ code, message: "unterminated string" }];
		}
		return stack.length === 0 ? [] : [{ code, message: `unclosed ${stack.join("")}` }];
	});
}
