// Snippet generation speed: API usage snippets for a conversational model over every provider, and the
// library registry's snippets for one model over every library.
import { spawnSync } from "node:child_process";
import { INFERENCE_PROVIDERS, snippets } from "@modelyard/inference";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "@modelyard/tasks";
import { median, medianOf } from "./stats.mjs";

export const CONVERSATIONAL_MODEL = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["conversational", "text-generation-inference"],
	library_name: "transformers",
	inference: "",
	config: { architectures: ["LlamaForCausalLM"], tokenizer_config: { chat_template: "{{ messages }}" } },
};

const mappingFor = (provider) => ({
	providerId: provider === "openai" ? "gpt-4o-mini" : CONVERSATIONAL_MODEL.id,
	hfModelId: CONVERSATIONAL_MODEL.id,
	status: "live",
	task: "conversational",
});

function generateForEveryProvider() {
	let count = 0;
	for (const provider of INFERENCE_PROVIDERS) {
		count += snippets.getInferenceSnippets(CONVERSATIONAL_MODEL, "", provider, mappingFor(provider)).length;
	}
	return count;
}

const FRESH_PROCESSES = 11;

/** The milliseconds `script` (an ES module printing one number) reports, in a fresh process. */
function freshProcessMs(script, nodeFlags = []) {
	const run = spawnSync(process.execPath, [...nodeFlags, "--input-type=module", "-e", script], { encoding: "utf8" });
	if (run.status !== 0) throw new Error(`fresh-process probe failed: ${run.stderr}`);
	return Number(run.stdout.trim());
}

/**
 * First call in a fresh process (module already imported): what a page pays on its first render. With
 * `--no-lazy`, V8 compiles every function at load, so the call shows what is left without compiling.
 */
const FIRST_CALL = `
	import { snippets } from "@modelyard/inference";
	import { CONVERSATIONAL_MODEL } from ${JSON.stringify(new URL("./snippets.mjs", import.meta.url).href)};
	const start = performance.now();
	snippets.getInferenceSnippets(CONVERSATIONAL_MODEL, "", "hf-inference", { providerId: CONVERSATIONAL_MODEL.id, hfModelId: CONVERSATIONAL_MODEL.id, status: "live", task: "conversational" });
	console.log(performance.now() - start);`;

/**
 * The machine's price of running code for the first time, to read the first-call figure against: 100 distinct
 * one-line functions, each called once in a fresh process (V8 compiles a function when it first runs).
 */
const HUNDRED_FUNCTIONS = Array.from(
	{ length: 100 },
	(_, i) => `function f${i}(c) { return [c.name + "${i}", c.value * ${i}, \`<\${c.name}>\`].join(","); }`,
);
const HUNDRED_FIRST_CALLS = `
	${HUNDRED_FUNCTIONS.join("\n")}
	const all = [${HUNDRED_FUNCTIONS.map((_, i) => `f${i}`).join(", ")}];
	const context = { name: "n", value: 2 };
	const start = performance.now();
	for (const f of all) f(context);
	console.log(performance.now() - start);`;

/**
 * The three fresh-process probes, taken in turn in each round: this shared machine's speed moves from
 * minute to minute, so the control is measured in the same minutes as the call it puts in scale.
 */
function firstCalls() {
	const rounds = [];
	for (let i = 0; i < FRESH_PROCESSES; i++) {
		rounds.push({
			lazy: freshProcessMs(FIRST_CALL),
			precompiled: freshProcessMs(FIRST_CALL, ["--no-lazy"]),
			control: freshProcessMs(HUNDRED_FIRST_CALLS),
		});
	}
	return {
		firstCallMs: median(rounds.map((r) => r.lazy)),
		firstCallPrecompiledMs: median(rounds.map((r) => r.precompiled)),
		hundredFirstCallsMs: median(rounds.map((r) => r.control)),
		firstCallVsControl: median(rounds.map((r) => r.lazy / r.control)),
	};
}

export async function measureSnippets({ runs = 5, seconds = 0.5 } = {}) {
	const perProvider = generateForEveryProvider();
	const callsPerSecond = await medianOf(runs, () => {
		let calls = 0;
		const start = performance.now();
		while (performance.now() - start < seconds * 1000) {
			snippets.getInferenceSnippets(CONVERSATIONAL_MODEL, "", "hf-inference", mappingFor("hf-inference"));
			calls++;
		}
		return (calls / (performance.now() - start)) * 1000;
	});
	const everyProviderPerSecond = await medianOf(runs, () => {
		const start = performance.now();
		let rounds = 0;
		while (performance.now() - start < seconds * 1000) {
			generateForEveryProvider();
			rounds++;
		}
		return (rounds / (performance.now() - start)) * 1000;
	});
	const libraries = Object.values(MODEL_LIBRARIES_UI_ELEMENTS).filter((library) => library.snippets);
	const registryPerSecond = await medianOf(runs, () => {
		const start = performance.now();
		let rounds = 0;
		while (performance.now() - start < seconds * 1000) {
			for (const library of libraries) library.snippets(CONVERSATIONAL_MODEL);
			rounds++;
		}
		return (rounds / (performance.now() - start)) * 1000;
	});
	return {
		callsPerSecond,
		...firstCalls(),
		snippetsForEveryProvider: perProvider,
		everyProviderPerSecond,
		librariesWithSnippets: libraries.length,
		registryPerSecond,
	};
}
