export interface RowResult {
	row: string;
	suite: string;
	/** Which build of the row's package the runtime loaded: `node`, `esm` (bundles), `unknown` (no import.meta.resolve). */
	build: string;
	/** Each check run: "ok" or what failed. */
	checks?: Record<string, string>;
	/** Why the row could not run at all. */
	error?: string;
	ms: number;
}
export interface Row {
	name: string;
	suite: string;
	host: unknown;
	/** The file of suites/ it runs, without `.mjs` (default: the suite's name). */
	file?: string;
	/** The package the row is about (default @modelyard/inference). */
	package?: string;
	/** The environment its runtime gets (default: this process's). */
	env?: Record<string, string>;
}
/** The `node:` modules in an entry's bundles for each target. */
export interface BundleImports {
	browser: string[];
	workerd: string[];
}
export interface Matrix {
	rows: RowResult[];
	/** The `node:` modules in the bundles of the client's entries, and of the gateway's when a row was about it. */
	bundles: { client: BundleImports; gateway?: BundleImports };
}
export const ROWS: Row[];
export function runMatrix(options?: {
	rows?: Row[];
	/** Another built folder for a package, by name. */
	packages?: Record<string, string>;
	checks?: string[];
	concurrency?: number;
}): Promise<Matrix>;
export function rowPassed(result: RowResult): boolean;
export function formatTable(matrix: Matrix): string;
export function nodeImportsInBundles(
	dir: string,
	names: ("client" | "gateway")[],
): Promise<Partial<Record<"client" | "gateway", BundleImports>>>;
