import { describe, expect, it } from "vitest";
import { DEFAULT_MEMORY_OPTIONS, type HardwareSpec, SKUS, type SkuType } from "../src/hardware.js";

const entries = Object.entries(SKUS).flatMap(([type, vendors]) =>
	Object.entries(vendors).flatMap(([vendor, skus]) =>
		Object.entries(skus as Record<string, HardwareSpec>).map(([name, spec]) => ({ type, vendor, name, spec })),
	),
);

describe("SKUS", () => {
	it("has the three groups and the vendors of 0.18", () => {
		const types: SkuType[] = ["GPU", "CPU", "Apple Silicon"];
		expect(Object.keys(SKUS)).toEqual(types);
		expect(Object.keys(SKUS.GPU)).toEqual(["NVIDIA", "AMD", "INTEL", "QUALCOMM"]);
		expect(Object.keys(SKUS.CPU)).toEqual(["Intel", "AMD"]);
		expect(Object.keys(SKUS["Apple Silicon"])).toEqual(["-"]);
	});

	it("covers the common hardware: at least 60 SKUs, every vendor listed", () => {
		expect(entries.length).toBeGreaterThanOrEqual(60);
		const counts = Object.fromEntries(
			Object.entries(SKUS).flatMap(([type, vendors]) =>
				Object.entries(vendors).map(([vendor, skus]) => [`${type}/${vendor}`, Object.keys(skus).length]),
			),
		);
		console.info(`SKUs: ${entries.length}`, counts);
		for (const [group, count] of Object.entries(counts)) expect(count, group).toBeGreaterThanOrEqual(4);
		// Apple Silicon as in 0.18: M1 to M4 families, 15 chips.
		expect(counts["Apple Silicon/-"]).toBe(15);
	});

	it("gives every SKU positive TFLOPS and positive, distinct memory sizes", () => {
		for (const { type, vendor, name, spec } of entries) {
			const label = `${type}/${vendor}/${name}`;
			expect(Number.isFinite(spec.tflops) && spec.tflops > 0, label).toBe(true);
			if (spec.memory === undefined) continue;
			expect(spec.memory.length, label).toBeGreaterThan(0);
			for (const gb of spec.memory) expect(Number.isInteger(gb) && gb > 0, `${label}: ${gb}`).toBe(true);
			expect(new Set(spec.memory).size, label).toBe(spec.memory.length);
		}
	});

	it("names each SKU once across the whole table", () => {
		const names = entries.map(({ type, name }) => `${type}/${name}`);
		expect(new Set(names).size).toBe(names.length);
		const trimmed = entries.filter(({ name }) => name !== name.trim() || /\s{2}/.test(name));
		expect(trimmed).toEqual([]);
	});

	it("ranks well-known GPUs as their public specs do", () => {
		const nvidia = SKUS.GPU.NVIDIA;
		expect(nvidia.H100.tflops).toBeGreaterThan(nvidia.A100.tflops);
		expect(nvidia["RTX 4090"].tflops).toBeGreaterThan(nvidia["RTX 3090"].tflops);
		expect(nvidia.A100.memory).toEqual([80, 40]);
		expect(nvidia.L4).toEqual({ tflops: 30.29, memory: [24] });
		expect(SKUS["Apple Silicon"]["-"]["Apple M2 Ultra"].memory).toContain(192);
	});

	it("GPUs (and Apple Silicon) list their memory; CPUs do not", () => {
		for (const { type, vendor, name, spec } of entries) {
			const hasMemory = spec.memory !== undefined;
			if (type === "CPU") expect(hasMemory, name).toBe(false);
			else if (vendor !== "QUALCOMM") expect(hasMemory, name).toBe(true);
		}
	});
});

describe("DEFAULT_MEMORY_OPTIONS", () => {
	it("is the 0.18 list of sizes in GB, ascending", () => {
		expect(DEFAULT_MEMORY_OPTIONS).toEqual([8, 16, 24, 32, 40, 48, 64, 80, 96, 128, 256, 512]);
	});
});
