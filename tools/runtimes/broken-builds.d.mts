export const BREAKAGES: Record<
	"buffer-in-stream" | "node-import-in-entry" | "abort-not-passed-on",
	{ file: string; find: string; replace: string }
>;
/** A built copy of @modelyard/inference with the breakage applied; returns its folder. */
export function brokenBuild(name: keyof typeof BREAKAGES): string;
