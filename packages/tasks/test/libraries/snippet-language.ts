/**
 * Which language a library snippet is written in, decided from its text (the registry does not say).
 *
 * The rule, applied to the first line that is not blank and not a plain comment (`#` or `//`):
 * - C#: the snippet has a `using X;` line and a `{` (unity-sentis);
 * - shell: the text starts with `#!`, or the first code line starts with a command-line tool
 *   (pip, git, huggingface-cli, curl, wget, python -m, brew, ... see SHELL_COMMANDS) or `$ `;
 * - JavaScript: the first code line is an ES `import ... from "..."`/`import "..."`, or starts with
 *   `const`, `let`, `await` (transformers.js); Python never starts a line with `import {` or `const`;
 * - otherwise Python.
 */
export type SnippetLanguage = "python" | "shell" | "js" | "csharp";

const SHELL_COMMANDS = [
	"pip",
	"pip3",
	"uv",
	"cargo",
	"git",
	"huggingface-cli",
	"hf",
	"curl",
	"wget",
	"python -m",
	"python3 -m",
	"python",
	"python3",
	"brew",
	"cd",
	"export",
	"npm",
	"npx",
	"mkdir",
	"conda",
	"docker",
	"bash",
	"sh",
	"swift",
	"make",
	"cmake",
	"mlagents-load-from-hf",
	"mlx_lm.generate",
	"whisperkit-cli",
	"htrflow",
	"./",
];

function firstCodeLine(code: string): string {
	for (const raw of code.split("\n")) {
		const line = raw.trim();
		if (line === "" || line.startsWith("//") || (line.startsWith("#") && !line.startsWith("#!"))) continue;
		return line;
	}
	return "";
}

export function snippetLanguage(code: string): SnippetLanguage {
	if (/^using [\w.]+;/m.test(code) && code.includes("{")) return "csharp";
	if (code.trimStart().startsWith("#!")) return "shell";
	const line = firstCodeLine(code);
	if (line.startsWith("$ ")) return "shell";
	// `python foo.py` is shell; `python_var = 1` is not, hence the word boundary on a space or end.
	if (
		SHELL_COMMANDS.some(
			(command) => line === command || line.startsWith(`${command} `) || (command === "./" && line.startsWith(command)),
		)
	) {
		return "shell";
	}
	if (/^import\s+(?:[\w*{}\s,]+\s+from\s+)?["']/.test(line) || /^(?:const|let|await)\s/.test(line)) return "js";
	return "python";
}
