import { InferenceClient } from "@modelyard/inference";
import { useRef, useState } from "react";
import { endpoints, useSettings } from "../../app/settings.js";
import { describeError } from "../run/describe-error.js";
import type { ChatState } from "./chat-state.js";
import { type ChatProgress, runChat } from "./run-chat.js";

export type ChatOutcome =
	| { status: "done"; progress: ChatProgress }
	| { status: "stopped" | "failed"; progress?: ChatProgress };

/** One chat call at a time: busy while it runs, its error in words, and a stop button's abort. */
export function useChatCall() {
	const [settings] = useSettings();
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string>();
	const controller = useRef<AbortController>(undefined);

	const call = async (state: ChatState, onProgress: (progress: ChatProgress) => void): Promise<ChatOutcome> => {
		controller.current?.abort();
		const own = new AbortController();
		controller.current = own;
		setBusy(true);
		setError(undefined);
		let last: ChatProgress | undefined;
		const report = (progress: ChatProgress) => {
			last = progress;
			onProgress(progress);
		};
		try {
			const client = new InferenceClient(settings.token, endpoints(settings));
			return { status: "done", progress: await runChat(client, state, own.signal, report) };
		} catch (caught) {
			if (own.signal.aborted) return { status: "stopped", progress: last };
			setError(describeError(caught));
			return { status: "failed", progress: last };
		} finally {
			if (controller.current === own) setBusy(false);
		}
	};
	const stop = () => controller.current?.abort();
	/** Stops any call and forgets its error (a new chat). */
	const reset = () => {
		stop();
		setError(undefined);
	};
	return { busy, error, call, stop, reset };
}
