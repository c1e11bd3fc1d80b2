/** Prints how fast snippets are generated (issue 5 bar: >= 10,000 calls/s, first call < 2 ms); timing is not asserted. */
import { getInferenceSnippets } from "@modelyard/inference/snippets";
import { expect, it } from "vitest";
import { LLM } from "./cases.js";

it("measures getInferenceSnippets calls per second for a conversational model on hf-inference", () => {
	const firstStart = performance.now();
	const first = getInferenceSnippets(LLM, "", "hf-inference");
	const firstMs = performance.now() - firstStart;
	// Steady state: best of three rounds after a warm-up (the machine is shared, so rounds vary).
	const calls = 5_000;
	let snippets = 0;
	for (let i = 0; i < calls; i++) snippets += getInferenceSnippets(LLM, "", "hf-inference").length;
	let best = 0;
	for (let round = 0; round < 3; round++) {
		const start = performance.now();
		for (let i = 0; i < calls; i++) snippets += getInferenceSnippets(LLM, "", "hf-inference").length;
		best = Math.max(best, calls / ((performance.now() - start) / 1000));
	}
	console.log(
		`getInferenceSnippets: first call ${firstMs.toFixed(2)} ms, ${Math.round(best)} calls/s (${first.length} snippets per call)`,
	);
	expect(snippets).toBe(4 * calls * first.length);
});
