// The import graph of the packages' source, read from the files' text: which module imports which, and
// whether an import survives compilation (runtime) or is erased (`import type` / `export type`).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export interface ImportEdge {
	from: string;
	to: string;
	typeOnly: boolean;
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/gm;

export function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sourceFiles(path);
		return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
	});
}

/** Relative imports between the files of `root`, as paths relative to `root`. */
export function importEdges(root: string): ImportEdge[] {
	const edges: ImportEdge[] = [];
	for (const file of sourceFiles(root)) {
		const text = readFileSync(file, "utf8");
		for (const match of text.matchAll(IMPORT)) {
			const specifier = match[3] ?? "";
			if (!specifier.startsWith(".")) continue;
			const target = resolve(dirname(file), specifier.replace(/\.js$/, ".ts"));
			edges.push({ from: relative(root, file), to: relative(root, target), typeOnly: Boolean(match[2]) });
		}
	}
	return edges;
}

/** A static or dynamic import(...) of a specifier: any, whether relative or a package's name. */
const ANY_IMPORT =
	/^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;

/** The packages (by name, `node:` built-ins aside) that the files of `root` import, statically or lazily. */
export function packageImports(root: string): Array<{ from: string; to: string }> {
	const imports: Array<{ from: string; to: string }> = [];
	for (const file of sourceFiles(root)) {
		for (const match of readFileSync(file, "utf8").matchAll(ANY_IMPORT)) {
			const specifier = match[1] ?? match[2] ?? "";
			if (specifier.startsWith(".") || specifier.startsWith("node:")) continue;
			const parts = specifier.split("/");
			const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? "");
			imports.push({ from: relative(root, file), to: name });
		}
	}
	return imports;
}

/**
 * The import cycles of the graph: each group of modules that reach one another (a strongly connected
 * component of two or more, or a module importing itself), as its sorted module list. Tarjan's algorithm:
 * linear in the graph's size, where listing every elementary cycle of a dense graph would not end.
 */
export function findCycles(edges: ImportEdge[]): string[][] {
	const next = new Map<string, string[]>();
	for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
	const index = new Map<string, number>();
	const lowest = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const cycles: string[][] = [];
	const visit = (node: string) => {
		index.set(node, index.size);
		lowest.set(node, index.get(node) as number);
		stack.push(node);
		onStack.add(node);
		for (const target of next.get(node) ?? []) {
			if (!index.has(target)) {
				visit(target);
				lowest.set(node, Math.min(lowest.get(node) as number, lowest.get(target) as number));
			} else if (onStack.has(target)) {
				lowest.set(node, Math.min(lowest.get(node) as number, index.get(target) as number));
			}
		}
		if (lowest.get(node) !== index.get(node)) return;
		const component: string[] = [];
		let member: string | undefined;
		do {
			member = stack.pop() as string;
			onStack.delete(member);
			component.push(member);
		} while (member !== node);
		if (component.length > 1 || next.get(node)?.includes(node)) cycles.push(component.sort());
	};
	for (const node of next.keys()) if (!index.has(node)) visit(node);
	return cycles.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}
