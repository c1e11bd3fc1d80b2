/** The path of a `node` binary matching `range` (an npm version range such as "22.x"), installed on first use. */
export function nodeBinary(range: string): string;
