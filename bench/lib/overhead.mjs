// Call overhead: calls per second of task functions with a fetch that answers at once, against a raw
// fetch loop doing the same HTTP work by hand; and how many HTTP requests 100 calls to one model make.
import { chatCompletion, textClassification } from "@modelyard/inference";
import { CHAT_ANSWER, instantFetch, jsonAnswer, MODEL } from "./fake-server.mjs";
import { pairedMedians } from "./stats.mjs";

const CLASSIFICATION_ANSWER = JSON.stringify([
	[
		{ label: "POSITIVE", score: 0.99 },
		{ label: "NEGATIVE", score: 0.01 },
	],
]);

const CASES = {
	chatCompletion: {
		task: "conversational",
		answer: CHAT_ANSWER,
		call: (fetch, model) =>
			chatCompletion(
				{
					model,
					provider: "hf-inference",
					accessToken: "hf_bench",
					messages: [{ role: "user", content: "Capital of France?" }],
				},
				{ fetch },
			),
		raw: (fetch, model) =>
			fetch(`https://router.huggingface.co/hf-inference/models/${model}/v1/chat/completions`, {
				method: "POST",
				headers: { Authorization: "Bearer hf_bench", "Content-Type": "application/json" },
				body: JSON.stringify({ model, messages: [{ role: "user", content: "Capital of France?" }] }),
			}).then((r) => r.json()),
	},
	textClassification: {
		task: "text-classification",
		answer: CLASSIFICATION_ANSWER,
		call: (fetch, model) =>
			textClassification(
				{ model, provider: "hf-inference", accessToken: "hf_bench", inputs: "I like you." },
				{ fetch },
			),
		raw: (fetch, model) =>
			fetch(`https://router.huggingface.co/hf-inference/models/${model}`, {
				method: "POST",
				headers: { Authorization: "Bearer hf_bench", "Content-Type": "application/json" },
				body: JSON.stringify({ inputs: "I like you." }),
			}).then((r) => r.json()),
	},
};

async function callsPerSecond(calls, fn) {
	const start = performance.now();
	for (let i = 0; i < calls; i++) await fn();
	return (calls / (performance.now() - start)) * 1000;
}

export async function measureOverhead({ calls = 2_000, runs = 21 } = {}) {
	const rows = [];
	for (const [name, spec] of Object.entries(CASES)) {
		// One model id per case: the client caches each model's provider mapping (with its task).
		const model = `${MODEL}-overhead-${name}`;
		const { fetch } = instantFetch(spec.task, jsonAnswer(spec.answer));
		const [raw, client, ratio] = await pairedMedians(
			runs,
			() => callsPerSecond(calls, () => spec.raw(fetch, model)),
			() => callsPerSecond(calls, () => spec.call(fetch, model)),
		);
		rows.push({ name, raw, client, ratio });
	}
	return rows;
}

/** HTTP requests made by 100 calls to one model (hub lookups included), sequential and concurrent. */
export async function measureRequestCounts() {
	const rows = [];
	for (const [name, spec] of Object.entries(CASES)) {
		for (const mode of ["sequential", "concurrent"]) {
			const model = `${MODEL}-${name}-${mode}`;
			const { fetch, counts } = instantFetch(spec.task, jsonAnswer(spec.answer));
			if (mode === "sequential") for (let i = 0; i < 100; i++) await spec.call(fetch, model);
			else await Promise.all(Array.from({ length: 100 }, () => spec.call(fetch, model)));
			rows.push({ name, mode, hub: counts.hub, inference: counts.inference });
		}
	}
	return rows;
}
