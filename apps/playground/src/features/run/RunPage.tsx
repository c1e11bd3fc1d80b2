import type { InferenceProvider } from "@modelyard/inference";
import { PIPELINE_DATA } from "@modelyard/tasks";
import { useState } from "react";
import { href } from "../../app/router.js";
import { sampleAssetUrl } from "../../app/settings.js";
import { ProviderSelect } from "../../components/ProviderSelect.js";
import { SAMPLE_MODELS } from "../../data/sample-models.js";
import { useModel } from "../model/useModel.js";
import { ChatPanel } from "./ChatPanel.js";
import { Output } from "./Output.js";
import { RUNNERS, type RunInput, type RunOutput } from "./runners.js";
import { useObjectUrl, useRun } from "./useRun.js";

const DEFAULT_INPUT: RunInput = {
	text: "I love how easy this library makes it to try models.",
	context: "The playground runs models through the router. It was written in TypeScript.",
	labels: "refund, legal, faq",
	sentences: "That is a happy dog\nThat is a very happy person\nToday is a sunny day",
	temperature: 0.7,
	maxTokens: 256,
};

export function RunPage({ modelId }: { modelId: string | undefined }) {
	const state = useModel(modelId ?? SAMPLE_MODELS[0]!.id);
	if (state.status === "error") return <p className="error">{state.message}</p>;
	if (state.status !== "ready") return <p>Loading…</p>;
	const { model } = state;
	return (
		<section aria-labelledby="run-title">
			<h1 id="run-title">Run {model.id}</h1>
			<p className="meta">
				{model.pipeline_tag ? PIPELINE_DATA[model.pipeline_tag].name : "No task"} ·{" "}
				<a href={href("model", ...model.id.split("/"))}>snippets</a> · other samples:{" "}
				{SAMPLE_MODELS.filter((m) => m.id !== model.id).map((m) => (
					<a key={m.id} className="sample-link" href={href("run", ...m.id.split("/"))}>
						{m.pipeline_tag}{" "}
					</a>
				))}
			</p>
			{model.tags.includes("conversational") ? (
				<ChatPanel modelId={model.id} />
			) : (
				<TaskPanel modelId={model.id} task={model.pipeline_tag} key={model.id} />
			)}
		</section>
	);
}

function TaskPanel({ modelId, task }: { modelId: string; task: keyof typeof RUNNERS | undefined }) {
	const runner = task ? RUNNERS[task] : undefined;
	const [provider, setProvider] = useState<InferenceProvider>("hf-inference");
	const [input, setInput] = useState<RunInput>(DEFAULT_INPUT);
	const [mediaUrl, setMedia] = useObjectUrl();
	const run = useRun<RunOutput>();
	if (!runner) return <p>The playground cannot run the task {task ?? "(none)"} yet; see its snippets instead.</p>;

	const chooseMedia = (blob: Blob) => {
		setMedia(blob);
		setInput((current) => ({ ...current, media: blob }));
	};
	const useSample = async (file: string) => chooseMedia(await (await fetch(sampleAssetUrl(file))).blob());
	const start = () =>
		run.start(({ client, objectUrl }) =>
			runner.run({ client, model: modelId, provider, input: { ...input, mediaUrl }, objectUrl }),
		);
	const media = runner.input === "image" || (runner.input === "zero-shot" && task === "zero-shot-image-classification");
	return (
		<div className="panel">
			<div className="form-row">
				<ProviderSelect value={provider} onChange={setProvider} />
			</div>
			{(runner.input === "text" ||
				runner.input === "prompt" ||
				runner.input === "question" ||
				runner.input === "similarity" ||
				(runner.input === "zero-shot" && !media)) && (
				<label className="form-row">
					{runner.input === "question" ? "Question" : runner.input === "similarity" ? "Source sentence" : "Input"}
					<textarea
						aria-label="Input text"
						value={input.text}
						onChange={(e) => setInput({ ...input, text: e.target.value })}
					/>
				</label>
			)}
			{runner.input === "question" && (
				<label className="form-row">
					Context
					<textarea
						aria-label="Context"
						value={input.context}
						onChange={(e) => setInput({ ...input, context: e.target.value })}
					/>
				</label>
			)}
			{runner.input === "zero-shot" && (
				<label className="form-row">
					Candidate labels (comma separated)
					<input
						type="text"
						aria-label="Candidate labels"
						value={input.labels}
						onChange={(e) => setInput({ ...input, labels: e.target.value })}
					/>
				</label>
			)}
			{runner.input === "similarity" && (
				<label className="form-row">
					Sentences to compare (one a line)
					<textarea
						aria-label="Sentences"
						value={input.sentences}
						onChange={(e) => setInput({ ...input, sentences: e.target.value })}
					/>
				</label>
			)}
			{(media || runner.input === "audio") && (
				<div className="form-row">
					<label>
						{media ? "Image" : "Audio"}
						<input
							type="file"
							aria-label={media ? "Image file" : "Audio file"}
							accept={media ? "image/*" : "audio/*"}
							onChange={(e) => {
								const file = e.target.files?.[0];
								if (file) chooseMedia(file);
							}}
						/>
					</label>
					<button type="button" onClick={() => useSample(media ? "cats.png" : "sample1.flac")}>
						Use the sample {media ? "image" : "audio"}
					</button>
					{mediaUrl && media && <img src={mediaUrl} alt="Chosen input" height={64} />}
					{mediaUrl && !media && (
						// biome-ignore lint/a11y/useMediaCaption: the user's own recording has no caption track
						<audio controls src={mediaUrl} />
					)}
				</div>
			)}
			<div className="form-row">
				<button className="primary" type="button" onClick={start} disabled={run.busy}>
					{run.busy ? "Running…" : "Run"}
				</button>
				{run.busy && (
					<button type="button" onClick={run.stop}>
						Stop
					</button>
				)}
			</div>
			{run.error && (
				<p className="error" role="alert">
					{run.error}
				</p>
			)}
			{run.result && (
				<section aria-label="Result">
					<p className="stats" data-testid="stats">
						{run.latencyMs !== undefined && `${run.latencyMs.toFixed(0)} ms`} · served by {provider}
					</p>
					<Output output={run.result} />
				</section>
			)}
		</div>
	);
}
