/** The client suite's checks, in the order of the matrix's columns. */
export const CHECKS: string[];
export function run(upstream: string, only?: string[]): Promise<Record<string, string>>;
