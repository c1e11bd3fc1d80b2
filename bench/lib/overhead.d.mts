export function measureOverhead(options?: {
	calls?: number;
	runs?: number;
}): Promise<Array<{ name: string; raw: number; client: number; ratio: number }>>;
export function measureRequestCounts(): Promise<
	Array<{ name: string; mode: "sequential" | "concurrent"; hub: number; inference: number }>
>;
