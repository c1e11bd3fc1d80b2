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

/** Every cycle of the graph (each reported once, from its smallest member), as lists of modules. */
export function findCycles(edges: ImportEdge[]): string[][] {
	const next = new Map<string, string[]>();
	for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
	const cycles = new Map<string, string[]>();
	const visit = (node: string, path: string[], onPath: Set<string>) => {
		for (const target of next.get(node) ?? []) {
			if (onPath.has(target)) {
				const cycle = path.slice(path.indexOf(target));
				const start = cycle.indexOf([...cycle].sort()[0] as string);
				const normalised = [...cycle.slice(start), ...cycle.slice(0, start)];
				cycles.set(normalised.join(" -> "), normalised);
			} else if (path.length < 40) {
				onPath.add(target);
				visit(target, [...path, target], onPath);
				onPath.delete(target);
			}
		}
	};
	for (const node of next.keys()) visit(node, [node], new Set([node]));
	return [...cycles.values()];
}
