import type { JobHandle } from "@modelyard/inference";
import { useCallback, useEffect, useRef, useState } from "react";
import { endpoints, replayUrl, useSettings } from "../../app/settings.js";
import type { Receipt } from "./receipt.js";
import { type Policy, pageRoutingState } from "./routing.js";
import { ObjectUrls, performRun, type RunCall, type RunOutcome } from "./run-call.js";
import type { JobProgress } from "./watch-fetch.js";

export type { RunCall } from "./run-call.js";

export interface RunState<T> {
	busy: boolean;
	/** The last run's result, until the next run starts. */
	result?: T;
	/** The last run's failure in words, with the next step ("Stopped." after stop()). */
	error?: string;
	/** The error is information (an answer offline mode does not have), not a failure. */
	notice?: boolean;
	/** Who served the last result, in how many attempts and how long. */
	receipt?: Receipt;
	/** When the run in progress started (performance.now()), for its elapsed time. */
	startedAt?: number;
	/** A queued job's status and polls, while one is polled. */
	job?: JobProgress;
	/** What the last run was started for (its input and settings): a result shown under another is stale. */
	key?: string;
	stopped?: boolean;
	/** Milliseconds the last finished run took, retries included. */
	latencyMs?: number;
	/** The answer is one of our own fixtures (a cut recording completed by us), not the model's. */
	fixture?: boolean;
	/** 1 for the first try; 2, 3, ... while the client retries after "model loading / busy" (503) answers. */
	attempt: number;
}

export interface Run<T> extends RunState<T> {
	/**
	 * Starts a run (stopping any run still going) and resolves with its outcome (result and receipt, or the
	 * failure in words), or undefined when another run replaced it. `key` names the input and settings it runs
	 * on (see `key` of the state); `policy` orders the providers of `auto` or a list.
	 */
	start(
		run: (call: RunCall) => Promise<T>,
		key?: string,
		policy?: Policy,
		keepJob?: (job: JobHandle) => void,
	): Promise<RunOutcome<T> | undefined>;
	/** Aborts the run in progress, if any. */
	stop(): void;
	/** Aborts the run in progress, if any, and forgets the last run's status: what follows starts clean. */
	clear(): void;
}

/**
 * The one run layer of the playground's panels: busy / error / stop / latency / retry attempt, the timeout of
 * the settings, and the object URLs of results (revoked when replaced and when the panel goes away).
 */
export function useRun<T>(): Run<T> {
	const [settings] = useSettings();
	const [state, setState] = useState<RunState<T>>({ busy: false, attempt: 1 });
	const controller = useRef<AbortController | undefined>(undefined);
	const urls = useRef(new ObjectUrls());
	useEffect(
		() => () => {
			controller.current?.abort();
			urls.current.revokeAll();
		},
		[],
	);
	const start = useCallback(
		async (run: (call: RunCall) => Promise<T>, key?: string, policy?: Policy, keepJob?: (job: JobHandle) => void) => {
			controller.current?.abort();
			const own = new AbortController();
			controller.current = own;
			urls.current.revokeAll();
			setState({ busy: true, attempt: 1, startedAt: performance.now(), ...(key !== undefined && { key }) });
			const current = () => controller.current === own;
			const outcome = await performRun(run, {
				...endpoints(settings),
				token: settings.token,
				timeoutMs: settings.timeoutMs,
				offline: settings.mode === "offline",
				...(settings.mode === "offline" && { replayUrl: replayUrl() }),
				signal: own.signal,
				urls: urls.current,
				routingState: pageRoutingState(settings),
				...(policy && { policy }),
				...(keepJob && { keepJob }),
				onRetry: (attempt) => {
					if (current()) setState((previous) => ({ ...previous, attempt }));
				},
				onJob: (job) => {
					if (current()) setState((previous) => ({ ...previous, job }));
				},
			});
			if (!current()) return undefined;
			controller.current = undefined;
			setState((previous) => {
				const kept = { busy: false, attempt: previous.attempt, ...(key !== undefined && { key }) };
				return outcome.ok
					? {
							...kept,
							result: outcome.result,
							latencyMs: outcome.latencyMs,
							fixture: outcome.fixture,
							receipt: outcome.receipt,
						}
					: { ...kept, error: outcome.error, notice: outcome.notice, stopped: outcome.stopped };
			});
			return outcome;
		},
		[settings],
	);
	const stop = useCallback(() => controller.current?.abort(), []);
	const clear = useCallback(() => {
		controller.current?.abort();
		// No run is current any more: the aborted one's outcome is not shown.
		controller.current = undefined;
		urls.current.revokeAll();
		setState({ busy: false, attempt: 1 });
	}, []);
	return { ...state, start, stop, clear };
}

/** One object URL for a blob the person chose (an upload, a recording): the previous one is revoked. */
export function useObjectUrl(): [string | undefined, (blob: Blob | undefined) => void] {
	const [url, setUrl] = useState<string>();
	const latest = useRef<string | undefined>(undefined);
	useEffect(
		() => () => {
			if (latest.current) URL.revokeObjectURL(latest.current);
		},
		[],
	);
	const set = useCallback((blob: Blob | undefined) => {
		if (latest.current) URL.revokeObjectURL(latest.current);
		latest.current = blob ? URL.createObjectURL(blob) : undefined;
		setUrl(latest.current);
	}, []);
	return [url, set];
}
