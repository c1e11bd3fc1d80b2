/**
 * GGUF quantization types and the quantization label found in GGUF file names
 * (e.g. `Meta-Llama-3-8B-Instruct-Q4_K_M.gguf` -> `Q4_K_M`).
 */

/** GGML tensor types with their numeric codes in the GGUF format (codes 4 and 5 were retired upstream). */
export enum GGMLQuantizationType {
	F32 = 0,
	F16 = 1,
	Q4_0 = 2,
	Q4_1 = 3,
	Q5_0 = 6,
	Q5_1 = 7,
	Q8_0 = 8,
	Q8_1 = 9,
	Q2_K = 10,
	Q3_K = 11,
	Q4_K = 12,
	Q5_K = 13,
	Q6_K = 14,
	Q8_K = 15,
	IQ2_XXS = 16,
	IQ2_XS = 17,
	IQ3_XXS = 18,
	IQ1_S = 19,
	IQ4_NL = 20,
	IQ3_S = 21,
	IQ2_S = 22,
	IQ4_XS = 23,
	I8 = 24,
	I16 = 25,
	I32 = 26,
	I64 = 27,
	F64 = 28,
	IQ1_M = 29,
	BF16 = 30,
}

/**
 * llama.cpp file types whose label is not a tensor type name: mixes named after their main type (IQ3_M,
 * IQ3_XS, IQ2_M) and the ARM-repacked Q4_0 layouts (Q4_0_4_4...). Hub file names use them as labels too.
 */
const FILE_TYPE_ONLY_LABELS = ["IQ2_M", "IQ3_M", "IQ3_XS", "Q4_0_4_4", "Q4_0_4_8", "Q4_0_8_8", "TQ1_0", "TQ2_0"];

/**
 * The pattern's alternatives: the enum's names (its runtime object also maps codes back to names, "0",
 * "1"...; those digits stay out, or the `8` of `8B` would read as a label) and the file-type labels,
 * longest first so `Q4_0_4_4` wins over its prefix `Q4_0`.
 */
function quantLabelPattern(): string {
	const labels = Object.keys(GGMLQuantizationType)
		.filter((key) => Number.isNaN(Number(key)))
		.concat(FILE_TYPE_ONLY_LABELS)
		.sort((a, b) => b.length - a.length);
	return `(?<quant>${labels.join("|")})(_(?<sizeVariation>[A-Z]+))?`;
}

// Marked pure so bundlers drop them when the labels are not used, even without the package's sideEffects flag.
const QUANT_LABEL_PATTERN = /* @__PURE__ */ quantLabelPattern();

/**
 * A quantization label in upper-case text: group `quant` is a GGMLQuantizationType name or a llama.cpp
 * file-type label, optional group `sizeVariation` the capitals after one more underscore (`M` of `Q4_K_M`).
 */
export const GGUF_QUANT_RE: RegExp = /* @__PURE__ */ new RegExp(QUANT_LABEL_PATTERN);

/** GGUF_QUANT_RE with the global flag, to find every label in a name. */
export const GGUF_QUANT_RE_GLOBAL: RegExp = /* @__PURE__ */ new RegExp(QUANT_LABEL_PATTERN, "g");

/**
 * The quantization label of a GGUF file name or path, upper-cased, e.g. `Q4_K_M`; undefined when none.
 * When several labels appear (a folder and a file, `Q8_0-of-F16`), the last one wins: file names end with it.
 */
export function parseGGUFQuantLabel(fileName: string): string | undefined {
	const labels = fileName.toUpperCase().match(GGUF_QUANT_RE_GLOBAL);
	return labels?.[labels.length - 1];
}
