import { useEffect, useState } from "react";
import type { InputForm, RunInput } from "./runners.js";

/** An input the replay has the recorded answer to: form fields, and a sample file for image / audio tasks. */
export interface RecordedExample {
	label: string;
	fields: Partial<RunInput>;
	file?: string;
}

type Wire = {
	body?: { inputs?: unknown; parameters?: Record<string, unknown>; [key: string]: unknown };
	file?: string;
};

const isText = (value: unknown): value is string => typeof value === "string";
const hasNoParameters = (body: Wire["body"]) => Object.keys(body?.parameters ?? {}).length === 0;

/** The form fields that send exactly `body`, for the panel's input form; undefined when the form cannot. */
function fieldsOf(form: InputForm, wire: Wire): RecordedExample | undefined {
	if (wire.file) {
		return form === "image" || form === "audio" ? { label: wire.file, fields: {}, file: wire.file } : undefined;
	}
	const { inputs, parameters } = wire.body ?? {};
	const record = (inputs ?? {}) as Record<string, unknown>;
	switch (form) {
		case "text":
		case "prompt":
			return isText(inputs) && hasNoParameters(wire.body) ? { label: inputs, fields: { text: inputs } } : undefined;
		case "question":
			return isText(record["question"]) && isText(record["context"])
				? { label: record["question"], fields: { text: record["question"], context: record["context"] } }
				: undefined;
		case "similarity": {
			const sentences = record["sentences"];
			return isText(record["source_sentence"]) && Array.isArray(sentences) && hasNoParameters(wire.body)
				? {
						label: record["source_sentence"],
						fields: { text: record["source_sentence"], sentences: sentences.join("\n") },
					}
				: undefined;
		}
		case "zero-shot": {
			const labels = parameters?.["candidate_labels"];
			return isText(inputs) && Array.isArray(labels)
				? { label: inputs, fields: { text: inputs, labels: labels.join(", ") } }
				: undefined;
		}
		case "chat": {
			// A one-message chat the panel can send as recorded: its text, sampling parameters and seed.
			const { messages, temperature, max_tokens, seed, stream, ...rest } = wire.body ?? {};
			const list: Array<{ content?: unknown }> = Array.isArray(messages) ? messages : [];
			const message = list[0];
			const extra = Object.keys(rest).filter((key) => key !== "model");
			if (!isText(message?.content) || list.length !== 1 || extra.length > 0 || stream !== true) return undefined;
			const chat = { temperature: Number(temperature), maxTokens: Number(max_tokens), seed: Number(seed) };
			return { label: message.content, fields: { text: message.content, ...chat } };
		}
		default:
			return undefined;
	}
}

/**
 * Offline, the inputs the model's answers were recorded for (from the replay server), in the panel's form:
 * the only inputs offline mode can truthfully answer. Online, none: any input gets a real answer.
 */
export function useRecordedExamples(modelId: string, form: InputForm | undefined, offline: boolean) {
	const [examples, setExamples] = useState<RecordedExample[]>();
	useEffect(() => {
		if (!offline || !form) return setExamples([]);
		const controller = new AbortController();
		fetch(`${window.location.origin}/replay/examples/${modelId}`, { signal: controller.signal })
			.then((response) => response.json() as Promise<{ examples: Wire[] }>)
			.then(({ examples: wires }) => {
				const unique = new Map<string, RecordedExample>();
				for (const wire of wires) {
					const example = fieldsOf(form, wire);
					if (example) unique.set(JSON.stringify(example), example);
				}
				setExamples([...unique.values()]);
			})
			.catch(() => {
				if (!controller.signal.aborted) setExamples([]);
			});
		return () => controller.abort();
	}, [modelId, form, offline]);
	return examples;
}
