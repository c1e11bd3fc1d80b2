import type { InferenceProviderOrPolicy } from "@modelyard/inference";
import { useEffect, useRef, useState } from "react";
import { ProviderSelect } from "../../components/ProviderSelect.js";
import { type ChatParameters, chatState } from "../chat/chat-state.js";
import { Markdown } from "../chat/Markdown.js";
import { describeMetrics } from "../chat/metrics.js";
import { type ChatMetrics, type ChatProgress, runChat } from "../chat/run-chat.js";
import { ReplyAnnouncer } from "../chat/Turns.js";
import { whoAnswered } from "../run/receipt.js";
import { useRun } from "../run/useRun.js";
import { useProviders } from "./useProviders.js";

export interface ColumnModel {
	id: number;
	model: string;
	provider: InferenceProviderOrPolicy;
}

/** The prompt all columns answer; a new `number` starts a new round. */
export interface Round {
	number: number;
	prompt: string;
	parameters: ChatParameters;
}

interface Props {
	column: ColumnModel;
	round?: Round;
	/** Bumped by "Stop all". */
	stopSignal: number;
	onChange: (change: Partial<ColumnModel>) => void;
	onRemove?: () => void;
}

/** One (model, provider) pair of the comparison: its own streamed answer, stop button and timings. */
export function CompareColumn({ column, round, stopSignal, onChange, onRemove }: Props) {
	const run = useRun<ChatProgress>();
	const [text, setText] = useState("");
	const [metrics, setMetrics] = useState<ChatMetrics>();
	// The round this column last answered: a column added later waits for the next round.
	const answered = useRef(round?.number);
	const { start, stop } = run;
	const providers = useProviders(column.model);
	// A model typed in that the chosen provider does not serve: its first provider instead.
	useEffect(() => {
		const served = providers?.some((entry) => entry.provider === column.provider) || column.provider === "auto";
		if (providers?.[0] && !served) onChange({ provider: providers[0].provider });
	}, [providers, column.provider, onChange]);

	useEffect(() => {
		if (!round || answered.current === round.number) return;
		answered.current = round.number;
		setText("");
		setMetrics(undefined);
		const state = chatState(column.model, column.provider, round.parameters, [{ role: "user", content: round.prompt }]);
		void start((call) =>
			runChat(call.client, state, call.options, (progress) => {
				setText(progress.text);
				setMetrics(progress.metrics);
			}),
		);
	}, [round, column.model, column.provider, start]);
	useEffect(() => {
		if (stopSignal > 0) stop();
	}, [stopSignal, stop]);

	const parts = metrics && describeMetrics(metrics);
	const label = `${column.model} on ${column.provider}`;
	return (
		<section className="compare-column" aria-label={label} data-column={column.id}>
			<header className="compare-head">
				<label>
					Model
					<input
						type="text"
						aria-label="Model"
						list="compare-models"
						value={column.model}
						onChange={(e) => onChange({ model: e.target.value.trim() })}
					/>
				</label>
				<ProviderSelect
					providers={providers ?? []}
					task="conversational"
					noteId={`provider-note-${column.id}`}
					value={column.provider}
					onChange={(provider) => onChange({ provider })}
				/>
				<div className="compare-buttons">
					{run.busy && (
						<button type="button" onClick={stop}>
							Stop
						</button>
					)}
					{onRemove && (
						<button type="button" onClick={onRemove} aria-label={`Remove ${label}`} title="Remove this column">
							Remove
						</button>
					)}
				</div>
			</header>
			<dl className="compare-metrics" data-testid="metrics">
				{[
					["First token", parts?.firstToken],
					["Total", parts?.total],
					[metrics?.usage ? "Tokens" : "Chunks", parts?.output.split(" ")[0]],
					["Speed", parts?.rate],
				].map(([term, value]) => (
					<div key={term}>
						<dt>{term}</dt>
						<dd>{value ?? "–"}</dd>
					</div>
				))}
			</dl>
			<ReplyAnnouncer replying={run.busy} replied={!run.busy && text !== ""} />
			<div className="compare-reply" aria-busy={run.busy}>
				{text ? <Markdown text={text} /> : run.busy && <p className="muted">Waiting for the first token…</p>}
				{run.error && !run.stopped && run.notice && (
					<p className="notice" role="status">
						{run.error}
					</p>
				)}
				{run.error && !run.stopped && !run.notice && (
					<p className="error" role="alert">
						{run.error}
					</p>
				)}
				{run.receipt && !run.busy && (
					<p className="stats" data-testid="column-receipt">
						{whoAnswered(run.receipt)}
					</p>
				)}
				{run.stopped && <p className="muted">Stopped.</p>}
			</div>
		</section>
	);
}
