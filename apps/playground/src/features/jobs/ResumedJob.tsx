import { canCancelJob, InferenceClient, type JobHandle, jobHandleOf } from "@modelyard/inference";
import { useEffect, useRef, useState } from "react";
import { endpoints, useSettings } from "../../app/settings.js";
import { explainError } from "../run/explain-error.js";
import { Output } from "../run/Output.js";
import type { RunOutput } from "../run/runners.js";
import { acceptedAgo, forgetJob, keptJob } from "./job-store.js";

type Phase =
	| { step: "polling" }
	| { step: "done"; output: RunOutput }
	/** `ended`: the provider's word (failed, unknown job): the handle is forgotten; else it is kept, to retry. */
	| { step: "failed"; error: string; ended: boolean }
	| { step: "cancelled" };

/** How a resumed job's output is shown, by the task that made it. */
function outputOf(task: string, output: unknown, url: (blob: Blob) => string): RunOutput {
	if (!(output instanceof Blob)) return { view: "json", value: output };
	const view = /video/.test(task) ? "video" : /audio|speech/.test(task) ? "audio" : "image";
	if (view === "audio") return { view, items: [{ label: task, url: url(output), type: output.type }] };
	return { view, url: url(output), type: output.type };
}

/**
 * A media generation this page started before a reload (or a closed tab): its kept handle is polled again, never
 * submitted again; its result is shown, and it can be cancelled where the provider can. The handle is forgotten
 * only once the job ended (its result shown, the provider's word that it failed or is unknown, a cancel the
 * provider accepted): after a network error, a 5xx or a refused token it is kept, and Retry polls it again.
 */
export function ResumedJob({ model }: { model: string }) {
	const [settings] = useSettings();
	// Read once, when the page opens: a run started afterwards keeps its own handle.
	const [job] = useState<JobHandle | undefined>(() => keptJob(model));
	const [phase, setPhase] = useState<Phase>({ step: "polling" });
	// Each Retry follows the job again.
	const [round, setRound] = useState(0);
	const controller = useRef(new AbortController());
	const client = useRef<InferenceClient | undefined>(undefined);
	client.current ??= new InferenceClient(settings.token, { ...endpoints(settings) });
	// `round` changes with each Retry: the job is followed again.
	useEffect(() => {
		if (!job || !client.current) return;
		const own = new AbortController();
		controller.current = own;
		let objectUrl: string | undefined;
		const url = (blob: Blob) => {
			objectUrl = URL.createObjectURL(blob);
			return objectUrl;
		};
		client.current.resumeJob(job, { signal: own.signal }).then(
			(output) => {
				forgetJob(model);
				if (!own.signal.aborted) setPhase({ step: "done", output: outputOf(job.task, output, url) });
			},
			(error: unknown) => {
				if (own.signal.aborted) return;
				// Without its handle on the error, the provider said how the job ended: nothing is left to resume.
				const ended = jobHandleOf(error) === undefined;
				if (ended) forgetJob(model);
				setPhase({ step: "failed", error: explainError(error), ended });
			},
		);
		return () => {
			own.abort();
			if (objectUrl) URL.revokeObjectURL(objectUrl);
		};
	}, [job, model, round]);
	if (!job) return null;
	const retry = () => {
		setPhase({ step: "polling" });
		setRound((previous) => previous + 1);
	};
	const cancel = async () => {
		controller.current.abort();
		try {
			await client.current?.cancelJob(job);
			forgetJob(model);
			setPhase({ step: "cancelled" });
		} catch (error) {
			// Not cancelled: the job may run on, billed; its handle stays for Retry (or Cancel again).
			setPhase({ step: "failed", error: `Not cancelled: ${explainError(error)}`, ended: false });
		}
	};
	const open = phase.step === "polling" || (phase.step === "failed" && !phase.ended);
	return (
		<section aria-label="Resumed job" className="panel resumed-job">
			<p className="note" data-testid="resumed-job">
				resumed: job {job.id} {acceptedAgo(job.createdAt)} ({job.provider}, {job.task})
				{phase.step === "polling" && " · polling…"}
				{phase.step === "cancelled" && " · cancelled"}
			</p>
			{phase.step === "failed" && (
				<p className="error" role="alert">
					{phase.error}
				</p>
			)}
			<div className="job-actions">
				{phase.step === "failed" && !phase.ended && (
					<button type="button" className="secondary" onClick={retry}>
						Retry
					</button>
				)}
				{open && canCancelJob(job) && (
					<button type="button" className="secondary" onClick={() => void cancel()}>
						Cancel job
					</button>
				)}
			</div>
			{phase.step === "done" && <Output output={phase.output} />}
		</section>
	);
}
