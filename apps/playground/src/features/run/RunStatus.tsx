import type { RunState } from "./useRun.js";

/**
 * What a run is doing, the same on every panel: running (and retrying while the model loads), stopped,
 * failed with the next step, or answered by one of our own fixtures rather than a recording.
 */
export function RunStatus({ run, errorNote }: { run: RunState<unknown>; errorNote?: string }) {
	return (
		<div className="run-status">
			<p aria-live="polite" className="note" data-testid="run-progress">
				{run.busy &&
					(run.attempt > 1
						? `The model is loading or busy (503): retrying, attempt ${run.attempt}… Stop any time.`
						: "Running…")}
				{!run.busy && run.stopped && "Stopped."}
			</p>
			{run.error && !run.stopped && (
				<p className="error" role="alert">
					{run.error}
					{errorNote && ` ${errorNote}`}
				</p>
			)}
			{run.fixture && (
				<p className="notice" data-testid="fixture-notice">
					Not the model's own answer: its recording was cut short, so this is a complete stand-in made by modelyard
					(same labels and scores, drawn masks).
				</p>
			)}
		</div>
	);
}
