export const BREAKAGES: Record<
	"buffer-in-stream" | "node-import-in-entry" | "abort-not-passed-on" | "node-import-in-gateway-entry",
	{ folder?: string; file: string; find: string; replace: string }
>;
/** A built copy of @modelyard/inference (or of packages/`folder`) with the breakage applied; returns its folder. */
export function brokenBuild(name: keyof typeof BREAKAGES): string;
