import { describe, expect, it } from "vitest";
import { GGMLQuantizationType, GGUF_QUANT_RE, GGUF_QUANT_RE_GLOBAL, parseGGUFQuantLabel } from "../src/gguf.js";

const SPEC_CODES = {
	F32: 0,
	F16: 1,
	Q4_0: 2,
	Q4_1: 3,
	Q5_0: 6,
	Q5_1: 7,
	Q8_0: 8,
	Q8_1: 9,
	Q2_K: 10,
	Q3_K: 11,
	Q4_K: 12,
	Q5_K: 13,
	Q6_K: 14,
	Q8_K: 15,
	IQ2_XXS: 16,
	IQ2_XS: 17,
	IQ3_XXS: 18,
	IQ1_S: 19,
	IQ4_NL: 20,
	IQ3_S: 21,
	IQ2_S: 22,
	IQ4_XS: 23,
	I8: 24,
	I16: 25,
	I32: 26,
	I64: 27,
	F64: 28,
	IQ1_M: 29,
	BF16: 30,
};

describe("GGMLQuantizationType", () => {
	it("has the 29 names and codes of the spec, and the reverse code -> name keys of a numeric enum", () => {
		const names = Object.keys(GGMLQuantizationType).filter((key) => Number.isNaN(Number(key)));
		expect(
			Object.fromEntries(names.map((name) => [name, GGMLQuantizationType[name as keyof typeof SPEC_CODES]])),
		).toEqual(SPEC_CODES);
		expect(Object.keys(GGMLQuantizationType)).toHaveLength(58);
		expect(GGMLQuantizationType[12]).toBe("Q4_K");
		expect(GGMLQuantizationType.BF16).toBe(30);
	});
});

describe("GGUF_QUANT_RE", () => {
	it("knows every enum name as a whole label", () => {
		for (const name of Object.keys(SPEC_CODES)) {
			expect(GGUF_QUANT_RE.exec(`MODEL-${name}.GGUF`)?.groups?.quant, name).toBe(name);
			expect(parseGGUFQuantLabel(`model-${name}.gguf`), name).toBe(name);
		}
	});

	it("splits a size variation off the type", () => {
		const groups = GGUF_QUANT_RE.exec("META-LLAMA-3-8B-INSTRUCT-Q4_K_M.GGUF")?.groups;
		expect(groups?.quant).toBe("Q4_K");
		expect(groups?.sizeVariation).toBe("M");
		expect(GGUF_QUANT_RE.exec("X-Q8_0.GGUF")?.groups?.sizeVariation).toBeUndefined();
	});

	it("has a global twin that finds every label", () => {
		expect(GGUF_QUANT_RE_GLOBAL.flags).toContain("g");
		expect(GGUF_QUANT_RE.flags).not.toContain("g");
		expect("Q8_0-OF-F16.GGUF".match(GGUF_QUANT_RE_GLOBAL)).toEqual(["Q8_0", "F16"]);
	});
});

describe("parseGGUFQuantLabel", () => {
	it.each([
		["Meta-Llama-3-8B-Instruct-Q4_K_M.gguf", "Q4_K_M"],
		["model-IQ2_XXS.gguf", "IQ2_XXS"],
		["model-IQ2_XS.gguf", "IQ2_XS"],
		["Q8_0-of-F16.gguf", "F16"],
		["mistral-7b-instruct-v0.2.q5_k_s.gguf", "Q5_K_S"],
		["gemma-2-9b-it-BF16.gguf", "BF16"],
		["Qwen2.5-7B-Instruct-GGUF/Q4_K_M/qwen2.5-7b-instruct-q4_k_m-00001-of-00002.gguf", "Q4_K_M"],
		["BF16/model-Q6_K.gguf", "Q6_K"],
		["UD-Q4_K_XL/model-UD-Q4_K_XL.gguf", "Q4_K_XL"],
		["ggml-model-q4_0.gguf", "Q4_0"],
	])("%s -> %s", (fileName, label) => {
		expect(parseGGUFQuantLabel(fileName)).toBe(label);
	});

	it("reads llama.cpp file-type labels that are not tensor types as whole labels", () => {
		expect(parseGGUFQuantLabel("model-IQ3_M.gguf")).toBe("IQ3_M");
		expect(parseGGUFQuantLabel("model-IQ3_XS.gguf")).toBe("IQ3_XS");
		expect(parseGGUFQuantLabel("model-IQ2_M.gguf")).toBe("IQ2_M");
		// ARM-repacked Q4_0 layouts: the whole label, not its Q4_0 prefix.
		expect(parseGGUFQuantLabel("phi-3-mini-Q4_0_4_4.gguf")).toBe("Q4_0_4_4");
		expect(parseGGUFQuantLabel("phi-3-mini-Q4_0_8_8.gguf")).toBe("Q4_0_8_8");
	});

	it("is undefined when the name has no label, and never reads digits of a size as a label", () => {
		expect(parseGGUFQuantLabel("model.gguf")).toBeUndefined();
		expect(parseGGUFQuantLabel("Llama-3.1-8B-Instruct.gguf")).toBeUndefined();
		expect(parseGGUFQuantLabel("phi-3-mini-4k-instruct-fp16.gguf")).toBeUndefined();
		expect(parseGGUFQuantLabel("")).toBeUndefined();
	});

	it("gives the same answer on repeated calls (the global pattern keeps no state between them)", () => {
		const name = "a-Q4_K_M.gguf";
		expect([parseGGUFQuantLabel(name), parseGGUFQuantLabel(name), parseGGUFQuantLabel(name)]).toEqual([
			"Q4_K_M",
			"Q4_K_M",
			"Q4_K_M",
		]);
	});
});
