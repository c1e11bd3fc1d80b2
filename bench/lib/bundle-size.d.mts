export interface BundleCase {
	name: string;
	code: string;
}
export interface BundleSize {
	raw: number;
	gzip: number;
	brotli: number;
}
export const BUNDLE_CASES: BundleCase[];
export function bundleSize(code: string): Promise<BundleSize>;
export function measureBundles(): Promise<Array<BundleSize & { name: string }>>;
