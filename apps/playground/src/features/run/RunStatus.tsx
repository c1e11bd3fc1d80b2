import { useEffect, useState } from "react";
import type { RunState } from "./useRun.js";

/** Seconds since `startedAt`, ticking while a run is busy. */
function useElapsedSeconds(busy: boolean, startedAt: number | undefined): number {
	const [now, setNow] = useState(() => performance.now());
	useEffect(() => {
		if (!busy) return;
		setNow(performance.now());
		const timer = setInterval(() => setNow(performance.now()), 1000);
		return () => clearInterval(timer);
	}, [busy]);
	return startedAt === undefined ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}

/**
 * What a run is doing, the same on every panel: running with its elapsed time (retrying while the model
 * loads; a queued job's status and polls), stopped, failed with the next step, an answer offline mode does
 * not have (a notice, not an error), or answered by one of our own fixtures rather than a recording.
 */
export function RunStatus({ run, errorNote }: { run: RunState<unknown>; errorNote?: string }) {
	const elapsed = useElapsedSeconds(run.busy, run.startedAt);
	const job = run.job && `job ${run.job.status ?? "submitted"} (polling ${run.job.polls})`;
	return (
		<div className="run-status">
			<p className="note" data-testid="run-progress">
				{/* Only the words are live: the elapsed seconds would be read out every second. */}
				<span aria-live="polite">
					{run.busy &&
						(run.attempt > 1
							? `The model is loading or busy (503): retrying, attempt ${run.attempt}… Stop any time.`
							: "Running…")}
					{!run.busy && run.stopped && "Stopped."}
				</span>
				{run.busy && (
					<span data-testid="run-elapsed">
						{" "}
						{elapsed} s{job && ` · ${job}`}
					</span>
				)}
			</p>
			{run.error && !run.stopped && run.notice && (
				<p className="notice" role="status" data-testid="run-notice">
					{run.error}
				</p>
			)}
			{run.error && !run.stopped && !run.notice && (
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
