export interface LockEntry {
	version?: string;
	integrity?: string;
	license?: string;
	os?: string[];
	cpu?: string[];
	libc?: string[];
	dev?: boolean;
	optional?: boolean;
	engines?: Record<string, string>;
	optionalDependencies?: Record<string, string>;
	[field: string]: unknown;
}
export interface PackageLock {
	lockfileVersion: number;
	packages: Record<string, LockEntry>;
	[field: string]: unknown;
}
export function platformFromName(
	name: string,
): { os: string; cpu: string | undefined; libcSuffix: string | undefined } | undefined;
export function completePlatformPackages(lock: PackageLock): string[];
