import { InferenceClient, type JobHandle } from "@modelyard/inference";
import { useEffect, useRef, useState } from "react";
import { endpoints, useSettings } from "../../app/settings.js";
import { explainError } from "../run/explain-error.js";
import { Output } from "../run/Output.js";
import type { RunOutput } from "../run/runners.js";
import { acceptedAgo, CANCELLABLE, forgetJob, keptJob } from "./job-store.js";

type Phase =
	| { step: "polling" }
	| { step: "done"; output: RunOutput }
	| { step: "failed"; error: string }
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
 * submitted again; its result is shown, and it can be cancelled where the provider can.
 */
export function ResumedJob({ model }: { model: string }) {
	const [settings] = useSettings();
	// Read once, when the page opens: a run started afterwards keeps its own handle.
	const [job] = useState<JobHandle | undefined>(() => keptJob(model));
	const [phase, setPhase] = useState<Phase>({ step: "polling" });
	const controller = useRef(new AbortController());
	const client = useRef<InferenceClient | undefined>(undefined);
	client.current ??= new InferenceClient(settings.token, { ...endpoints(settings) });
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
				forgetJob(model);
				setPhase({ step: "failed", error: explainError(error) });
			},
		);
		return () => {
			own.abort();
			if (objectUrl) URL.revokeObjectURL(objectUrl);
		};
	}, [job, model]);
	if (!job) return null;
	const cancel = async () => {
		controller.current.abort();
		forgetJob(model);
		try {
			await client.current?.cancelJob(job);
			setPhase({ step: "cancelled" });
		} catch (error) {
			setPhase({ step: "failed", error: explainError(error) });
		}
	};
	return (
		<section aria-label="Resumed job" className="panel resumed-job">
			<p className="note" data-testid="resumed-job">
				resumed: job {job.id} {acceptedAgo(job.createdAt)} ({job.provider}, {job.task})
				{phase.step === "polling" && " · polling…"}
				{phase.step === "cancelled" && " · cancelled"}
			</p>
			{phase.step === "polling" && CANCELLABLE.includes(job.provider) && (
				<button type="button" onClick={() => void cancel()}>
					Cancel job
				</button>
			)}
			{phase.step === "failed" && (
				<p className="error" role="alert">
					{phase.error}
				</p>
			)}
			{phase.step === "done" && <Output output={phase.output} />}
		</section>
	);
}
