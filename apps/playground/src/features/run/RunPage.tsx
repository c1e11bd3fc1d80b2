import { InferenceClient, type InferenceProvider } from "@modelyard/inference";
import { PIPELINE_DATA } from "@modelyard/tasks";
import { useRef, useState } from "react";
import { href } from "../../app/router.js";
import { endpoints, sampleAssetUrl, useSettings } from "../../app/settings.js";
import { ProviderSelect } from "../../components/ProviderSelect.js";
import { SAMPLE_MODELS } from "../../data/sample-models.js";
import { useModel } from "../model/useModel.js";
import { ChatPanel } from "./ChatPanel.js";
import { describeError } from "./describe-error.js";
import { Output } from "./Output.js";
import { RUNNERS, type RunInput, type RunOutput } from "./runners.js";

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
	const [settings] = useSettings();
	const runner = task ? RUNNERS[task] : undefined;
	const [provider, setProvider] = useState<InferenceProvider>("hf-inference");
	const [input, setInput] = useState<RunInput>(DEFAULT_INPUT);
	const [output, setOutput] = useState<RunOutput>();
	const [error, setError] = useState<string>();
	const [busy, setBusy] = useState(false);
	const [latency, setLatency] = useState<number>();
	const controller = useRef<AbortController>(undefined);
	if (!runner) return <p>The playground cannot run the task {task ?? "(none)"} yet; see its snippets instead.</p>;

	const useSample = async (file: string) => {
		const blob = await (await fetch(sampleAssetUrl(file))).blob();
		setInput((current) => ({ ...current, media: blob, mediaUrl: URL.createObjectURL(blob) }));
	};
	const run = async () => {
		controller.current?.abort();
		controller.current = new AbortController();
		setBusy(true);
		setError(undefined);
		setOutput(undefined);
		const start = performance.now();
		try {
			const client = new InferenceClient(settings.token, endpoints(settings));
			setOutput(await runner.run({ client, model: modelId, provider, input, signal: controller.current.signal }));
			setLatency(performance.now() - start);
		} catch (caught) {
			setError(describeError(caught));
		} finally {
			setBusy(false);
		}
	};
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
								if (file) setInput({ ...input, media: file, mediaUrl: URL.createObjectURL(file) });
							}}
						/>
					</label>
					<button type="button" onClick={() => useSample(media ? "cats.png" : "sample1.flac")}>
						Use the sample {media ? "image" : "audio"}
					</button>
					{input.mediaUrl && media && <img src={input.mediaUrl} alt="Chosen input" height={64} />}
					{input.mediaUrl && !media && (
						// biome-ignore lint/a11y/useMediaCaption: the user's own recording has no caption track
						<audio controls src={input.mediaUrl} />
					)}
				</div>
			)}
			<div className="form-row">
				<button className="primary" type="button" onClick={run} disabled={busy}>
					{busy ? "Running…" : "Run"}
				</button>
				{busy && (
					<button type="button" onClick={() => controller.current?.abort()}>
						Stop
					</button>
				)}
			</div>
			{error && (
				<p className="error" role="alert">
					{error}
				</p>
			)}
			{output && (
				<section aria-label="Result">
					<p className="stats" data-testid="stats">
						{latency !== undefined && `${latency.toFixed(0)} ms`} · served by {provider}
					</p>
					<Output output={output} />
				</section>
			)}
		</div>
	);
}
