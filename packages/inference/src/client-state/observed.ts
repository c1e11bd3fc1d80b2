import { trimToSize } from "../hub-cache/ttl-cache.js";

/** What this client saw a provider do for a model: each flag true once it happened here. */
export interface Observed {
	/** A call with `tools` got tool calls back. */
	toolCalls?: boolean;
	/** A call with a `json_schema` response format got JSON back. */
	json?: boolean;
	/** A stream ran to its end. */
	streamCompleted?: boolean;
}

type ChatAnswer = { choices?: { message?: { tool_calls?: unknown; content?: unknown } }[] } | null;

/** Per (model, provider), what worked in this client's own calls; bounded like the scoreboard. */
export class ObservedCapabilities {
	readonly #seen = new Map<string, { model: string; provider: string; observed: Observed }>();
	readonly #maxEntries: number;

	constructor(maxEntries = 1000) {
		this.#maxEntries = maxEntries;
	}

	note(model: string, provider: string, facts: Observed): void {
		const key = `${model}\n${provider}`;
		const entry = this.#seen.get(key) ?? { model, provider, observed: {} };
		Object.assign(entry.observed, facts);
		this.#seen.set(key, entry);
		trimToSize(this.#seen, this.#maxEntries);
	}

	/** Notes what a chat answer showed, given what the call needed: tool calls answered, JSON content parsed. */
	noteAnswer(
		model: string,
		provider: string,
		needs: { tools: boolean; structuredOutput: boolean },
		output: unknown,
	): void {
		const message = (output as ChatAnswer)?.choices?.[0]?.message;
		if (needs.tools && Array.isArray(message?.tool_calls) && message.tool_calls.length > 0) {
			this.note(model, provider, { toolCalls: true });
		}
		if (needs.structuredOutput && typeof message?.content === "string" && isJson(message.content)) {
			this.note(model, provider, { json: true });
		}
	}

	/** provider -> what was observed, for one model. */
	of(model: string): Map<string, Observed> {
		const found = new Map<string, Observed>();
		for (const entry of this.#seen.values())
			if (entry.model === model) found.set(entry.provider, { ...entry.observed });
		return found;
	}
}

function isJson(text: string): boolean {
	try {
		JSON.parse(text);
		return true;
	} catch {
		return false;
	}
}
