import { useState } from "react";
import { useSettings } from "../../app/settings.js";
import { ChatSettings } from "../chat/ChatSettings.js";
import { type ChatParameters, DEFAULT_PARAMETERS } from "../chat/chat-state.js";
import { MessageBox } from "../chat/MessageBox.js";
import { RATE_MEANING } from "../chat/metrics.js";
import { type ColumnModel, CompareColumn, type Round } from "./CompareColumn.js";
import "../chat/chat.css";
import "./compare.css";

/**
 * Chat models (by their Hub ids) recorded with their providers answering PROMPT at the providers' default settings, so the
 * page answers offline (truthfully: only those exact requests were recorded); any other works online.
 */
const SUGGESTED: Array<Omit<ColumnModel, "id">> = [
	{ model: "meta-llama/Llama-3.3-70B-Instruct", provider: "together" },
	{ model: "meta-llama/Llama-3.1-8B-Instruct", provider: "sambanova" },
	{ model: "meta-llama/Llama-3.1-70B-Instruct", provider: "nebius" },
	{ model: "meta-llama/Llama-3.3-70B-Instruct", provider: "hyperbolic" },
];
const PROMPT = "Complete the equation 1 + 1 = , just the answer";
/** Each provider's own temperature and length, as the recordings were made: a fair comparison too. */
const COMPARE_PARAMETERS: ChatParameters = { ...DEFAULT_PARAMETERS, temperature: undefined, maxTokens: undefined };

/** Two or more (model, provider) pairs answering the same prompt side by side, each with its timings. */
export function ComparePage() {
	const [columns, setColumns] = useState<ColumnModel[]>(() =>
		SUGGESTED.slice(0, 2).map((pair, index) => ({ ...pair, id: index + 1 })),
	);
	const [settings] = useSettings();
	const [parameters, setParameters] = useState<ChatParameters>(COMPARE_PARAMETERS);
	const [draft, setDraft] = useState(PROMPT);
	const [round, setRound] = useState<Round>();
	const [stopSignal, setStopSignal] = useState(0);

	const sendToAll = () => {
		if (draft.trim() === "") return;
		setRound((previous) => ({ number: (previous?.number ?? 0) + 1, prompt: draft, parameters }));
	};
	const addColumn = () => {
		const next = SUGGESTED[columns.length % SUGGESTED.length] ?? SUGGESTED[0];
		const id = Math.max(0, ...columns.map((c) => c.id)) + 1;
		if (next) setColumns([...columns, { ...next, id }]);
	};
	const change = (id: number, update: Partial<ColumnModel>) =>
		setColumns(columns.map((c) => (c.id === id ? { ...c, ...update } : c)));

	return (
		<section aria-labelledby="compare-title">
			<h1 id="compare-title">Compare models</h1>
			<p className="meta">
				The same prompt to each (model, provider) pair at once: see how fast the first token comes, how long the whole
				answer takes, and how many tokens per second each streams.
			</p>
			{settings.mode === "offline" && (
				<p className="note">
					Offline, the suggested pairs answer this prompt with the providers' default settings, as recorded; any other
					prompt, setting or pair gets a notice instead of an answer.
				</p>
			)}
			<datalist id="compare-models">
				{[...new Set(SUGGESTED.map((pair) => pair.model))].map((model) => (
					<option key={model} value={model} />
				))}
			</datalist>
			<div className="panel compare-input">
				<MessageBox draft={draft} onDraft={setDraft} onSend={sendToAll} sendLabel="Send to all">
					<button type="button" onClick={() => setStopSignal((n) => n + 1)}>
						Stop all
					</button>
					<button type="button" onClick={addColumn}>
						Add a column
					</button>
				</MessageBox>
				<details className="compare-settings">
					<summary>Settings for every column: system prompt, temperature, max tokens, top p, stop, stream</summary>
					<ChatSettings
						parameters={parameters}
						onChange={(update) => setParameters((current) => ({ ...current, ...update }))}
					/>
				</details>
			</div>
			<div className="compare-grid">
				{columns.map((column) => (
					<CompareColumn
						key={column.id}
						column={column}
						round={round}
						stopSignal={stopSignal}
						onChange={(update) => change(column.id, update)}
						onRemove={columns.length > 1 ? () => setColumns(columns.filter((c) => c.id !== column.id)) : undefined}
					/>
				))}
			</div>
			<p className="note" data-testid="speed-meaning">
				Speed is each answer's output (tokens, or chunks when the provider sent no usage) per second {RATE_MEANING},
				from sending to the last chunk: the same measure streamed or not.
			</p>
		</section>
	);
}
