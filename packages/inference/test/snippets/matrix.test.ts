/**
 * Every pipeline tag x every provider x option variants: each generated snippet parses in its language
 * (the golden cases are parsed by goldens.test.ts).
 */

import { INFERENCE_PROVIDERS, PROVIDERS } from "@modelyard/inference";
import {
	getInferenceSnippets,
	type InferenceSnippet,
	type InferenceSnippetOptions,
} from "@modelyard/inference/snippets";
import { type ModelDataMinimal, PIPELINE_TYPES } from "@modelyard/tasks";
import { describe, expect, it } from "vitest";
import { jsFailures, pythonFailures, shellFailures } from "./parse-check.js";

const VARIANTS: { token: string; opts: InferenceSnippetOptions }[] = [
	{ token: "", opts: {} },
	{ token: "hf_token", opts: { billTo: "my-org" } },
	{ token: "provider_key", opts: {} },
	{ token: "", opts: { directRequest: true, streaming: true } },
	{ token: "", opts: { inputs: `it's "x" $y \`z\``, messages: [{ role: "user", content: 'it\'s "x"' }] } },
];

const FULLY_VARIED = new Set(["hf-inference", "together", "fal-ai", "replicate", "openai"]);

interface Generated {
	combination: string;
	snippet: InferenceSnippet;
}

function generateAll(): Generated[] {
	const out: Generated[] = [];
	for (const tag of PIPELINE_TYPES) {
		for (const tags of [[], ["conversational"]]) {
			for (const provider of INFERENCE_PROVIDERS) {
				const id = provider === "openai" ? "openai/some-model" : `org/${tag}-model`;
				// Every option variant for the providers with the most templates, the plain ones for the rest.
				const variants = FULLY_VARIED.has(provider) ? VARIANTS : VARIANTS.slice(0, 1);
				for (const { token, opts } of variants) {
					const model = { id, pipeline_tag: tag, tags, mask_token: "[MASK]", library_name: "transformers" };
					const task = tags.length > 0 && (tag === "text-generation" || tag === "image-text-to-text") ? "chat" : tag;
					for (const snippet of getInferenceSnippets(model, token, provider, undefined, opts)) {
						out.push({ combination: `${task} x ${snippet.language}/${snippet.client} x ${provider}`, snippet });
					}
				}
			}
		}
	}
	return out;
}

/** Pairs served for some models only: the provider's id of one it serves. */
const MAPPED_IDS: Record<string, string> = { "novita image-text-to-video": "minimax-hailuo-02" };

describe("inference snippets over the task x provider matrix", () => {
	const generated = generateAll();
	const byLanguage = (language: string) => [
		...new Set(generated.filter((g) => g.snippet.language === language).map((g) => g.snippet.content)),
	];

	it("covers many (task x client x provider) combinations", () => {
		const combinations = new Set(
			generated.filter((g) => g.combination.split(" x ").length === 3).map((g) => g.combination),
		);
		const unique = ["python", "js", "sh"].map((language) => `${byLanguage(language).length} ${language}`).join(", ");
		console.log(
			`snippets: ${generated.length} generated (${unique} distinct), ${combinations.size} (task x client x provider) combinations`,
		);
		expect(combinations.size).toBeGreaterThan(300);
	});

	it("every (provider, task) pair the providers declare gets snippets (VQA has no snippet shape, as in 3.x)", () => {
		const without: string[] = [];
		for (const provider of INFERENCE_PROVIDERS) {
			for (const task of Object.keys(PROVIDERS[provider].tasks)) {
				const chat = task === "conversational";
				const model = {
					id: provider === "openai" ? "openai/some-model" : "org/model",
					pipeline_tag: (chat ? "text-generation" : task) as ModelDataMinimal["pipeline_tag"],
					tags: chat ? ["conversational"] : [],
					library_name: "transformers",
				};
				// Novita serves image-text-to-video with MiniMax models only: the mapping names one.
				const providerId = MAPPED_IDS[`${provider} ${task}`];
				const mapping = providerId && { hfModelId: model.id, providerId, status: "live" as const, task };
				if (getInferenceSnippets(model, "", provider, mapping || undefined).length === 0) {
					without.push(`${provider} ${task}`);
				}
			}
		}
		expect(without).toEqual(["hf-inference visual-question-answering"]);
	});

	it("every Python snippet parses (ast.parse, one python3 process)", () => {
		const codes = byLanguage("python");
		const failures = pythonFailures(codes);
		expect(failures.map((f) => `${f.error}\n${codes[f.index]}`)).toEqual([]);
	}, 120_000);

	it("every JS snippet parses (TypeScript transpileModule diagnostics)", () => {
		const codes = byLanguage("js");
		const failures = jsFailures(codes);
		expect(failures.map((f) => `${f.error}\n${codes[f.index]}`)).toEqual([]);
	}, 120_000);

	it("every shell snippet parses (bash -n, one bash process)", () => {
		const codes = byLanguage("sh");
		const failures = shellFailures(codes);
		expect(failures.map((f) => `${f.error}\n${codes[f.index]}`)).toEqual([]);
	}, 120_000);
});
