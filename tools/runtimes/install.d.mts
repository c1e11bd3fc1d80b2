export const RUNTIME_PACKAGES: Record<string, string>;
export const NODE_VERSIONS: string[];
export function installed(spec: string): string;
export function installAll(): void;
export const runtimeBinary: { node(version: string): string; bun(): string; deno(): string };
export function importInstalled(name: string): Promise<unknown>;
