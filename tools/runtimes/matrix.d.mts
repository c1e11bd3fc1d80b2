export interface RowResult {
	row: string;
	suite: string;
	/** Which build of @modelyard/inference the runtime loaded: `node`, `esm` (bundles), `unknown` (no import.meta.resolve). */
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
}
export interface Matrix {
	rows: RowResult[];
	/** The `node:` modules in the client's bundles for each target. */
	bundles: { browser: string[]; workerd: string[] };
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
export function nodeImportsInBundles(dir: string): Promise<{ browser: string[]; workerd: string[] }>;
