// Snippet generation speed: API usage snippets for a conversational model over every provider, and the
// library registry's snippets for one model over every library.
import { spawnSync } from "node:child_process";
import { INFERENCE_PROVIDERS, snippets } from "@modelyard/inference";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "@modelyard/tasks";
import { medianOf } from "./stats.mjs";

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

/** Median over fresh processes of the milliseconds `script` (an ES module printing one number) reports. */
function freshProcessMs(script, nodeFlags = []) {
	const results = [];
	for (let i = 0; i < FRESH_PROCESSES; i++) {
		const run = spawnSync(process.execPath, [...nodeFlags, "--input-type=module", "-e", script], { encoding: "utf8" });
		if (run.status !== 0) throw new Error(`fresh-process probe failed: ${run.stderr}`);
		results.push(Number(run.stdout.trim()));
	}
	return results.sort((a, b) => a - b)[(FRESH_PROCESSES - 1) / 2];
}

/**
 * First call in a fresh process (module already imported): what a page pays on its first render. With
 * `--no-lazy`, V8 compiles every function at load, so the call shows what is left without compiling.
 */
function firstCallMs(nodeFlags) {
	return freshProcessMs(
		`
		import { snippets } from "@modelyard/inference";
		import { CONVERSATIONAL_MODEL } from ${JSON.stringify(new URL("./snippets.mjs", import.meta.url).href)};
		const start = performance.now();
		snippets.getInferenceSnippets(CONVERSATIONAL_MODEL, "", "hf-inference", { providerId: CONVERSATIONAL_MODEL.id, hfModelId: CONVERSATIONAL_MODEL.id, status: "live", task: "conversational" });
		console.log(performance.now() - start);`,
		nodeFlags,
	);
}

/**
 * The machine's price of running code for the first time, to read the first-call figure against: 100 distinct
 * one-line functions, each called once in a fresh process (V8 compiles a function when it first runs).
 */
function hundredFirstCallsMs() {
	const functions = Array.from(
		{ length: 100 },
		(_, i) => `function f${i}(c) { return [c.name + "${i}", c.value * ${i}, \`<\${c.name}>\`].join(","); }`,
	);
	return freshProcessMs(`
		${functions.join("\n")}
		const all = [${functions.map((_, i) => `f${i}`).join(", ")}];
		const context = { name: "n", value: 2 };
		const start = performance.now();
		for (const f of all) f(context);
		console.log(performance.now() - start);`);
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
		firstCallMs: firstCallMs(),
		firstCallPrecompiledMs: firstCallMs(["--no-lazy"]),
		hundredFirstCallsMs: hundredFirstCallsMs(),
		snippetsForEveryProvider: perProvider,
		everyProviderPerSecond,
		librariesWithSnippets: libraries.length,
		registryPerSecond,
	};
}
