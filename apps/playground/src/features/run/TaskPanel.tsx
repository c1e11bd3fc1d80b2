import type { InferenceProviderOrPolicy } from "@modelyard/inference";
import { getSampleInputForModel, type ModelData, type TextToImageParameters } from "@modelyard/tasks";
import { useCallback, useEffect, useRef, useState } from "react";
import { sharedState } from "../../app/router.js";
import { sampleAssetUrl, useSettings } from "../../app/settings.js";
import { isNumber, isOneOf, isRecord, isString, validFields } from "../../app/stored-values.js";
import { ProviderSelect } from "../../components/ProviderSelect.js";
import { ViewCode } from "../../components/ViewCode.js";
import { callTask, type ProviderEntry } from "../../data/provider-mapping.js";
import { forgetJob, keepJob } from "../jobs/job-store.js";
import { ResumedJob } from "../jobs/ResumedJob.js";
import { ImageGenerationSettings } from "../media/ImageGenerationSettings.js";
import { MediaInput } from "../media/MediaInput.js";
import "../media/media.css";
import { type RecordedExample, useRecordedExamples } from "./examples.js";
import { Output } from "./Output.js";
import { ReceiptView } from "./ReceiptView.js";
import { RouteSettings } from "./RouteSettings.js";
import { RunStatus } from "./RunStatus.js";
import { isProviderOrPolicy, type Route, routeFrom } from "./routing.js";
import { RunTargetRecord, useRunTarget } from "./run-target.js";
import { type InputForm, RUNNERS, type RunInput, type RunOutput, splitList } from "./runners.js";
import { ShareLink, shareableState } from "./ShareLink.js";
import { useObjectUrl, useRun } from "./useRun.js";
import { useRunShortcut } from "./useRunShortcut.js";

const BLANK_INPUT: RunInput = {
	text: "",
	context: "The playground runs models through the router. It was written in TypeScript.",
	labels: "refund, legal, faq",
	sentences: "That is a happy dog\nThat is a very happy person\nToday is a sunny day",
	temperature: 0.7,
	maxTokens: 256,
	imageParameters: {},
};
const SAMPLE_FILES = { image: ["cats.png", "cheetah.png"], audio: ["sample1.flac"] };

/** Online, the model's own widget sample (for fill-mask, with its mask token) starts the form. */
function onlineDefault(model: ModelData): RunInput {
	const sample = getSampleInputForModel(model);
	// The image generators' sample is an image and a prompt: the form starts on the prompt.
	const prompt = typeof sample === "object" && sample !== null && "prompt" in sample ? sample.prompt : undefined;
	const text = typeof sample === "string" ? sample : typeof prompt === "string" ? prompt : undefined;
	return { ...BLANK_INPUT, text: text ?? "I love how easy this is to try." };
}

/** The input as the snippet generator takes it: plain values, a file's name for a file. */
function snippetInputs(form: InputForm, input: RunInput, fileName: string | undefined): unknown {
	if (form === "question") return { question: input.text, context: input.context };
	if (form === "similarity") return { source_sentence: input.text, sentences: splitList(input.sentences) };
	if (form === "image" || form === "audio") return fileName;
	if (form === "image-prompt") return fileName ? { image: fileName, prompt: input.text } : input.text;
	return input.text;
}

/** What a shared link or a history entry restores of the form (never a token, never a file the person chose). */
interface SharedRun {
	provider: InferenceProviderOrPolicy;
	route?: Route;
	input: Partial<Omit<RunInput, "media" | "mediaUrl">>;
	/** One of the sample files, by name. */
	sample?: string;
}

/** The fields of a shared run that have their type; the others are left out (the form's defaults apply). */
function sharedRunFrom(value: Record<string, unknown>): Partial<SharedRun> {
	const route = routeFrom(value.route);
	return {
		...validFields<Pick<SharedRun, "provider" | "sample">>(value, {
			provider: isProviderOrPolicy,
			sample: isOneOf([...SAMPLE_FILES.image, ...SAMPLE_FILES.audio]),
		}),
		...(route && { route }),
		input: sharedInputFrom(value.input),
	};
}

/** The image settings the form edits. */
type ImageFormParameters = Pick<
	TextToImageParameters,
	"width" | "height" | "num_inference_steps" | "guidance_scale" | "seed" | "negative_prompt"
>;

function sharedInputFrom(value: unknown): SharedRun["input"] {
	const fields = validFields<Omit<SharedRun["input"], "imageParameters">>(value, {
		text: isString,
		context: isString,
		labels: isString,
		sentences: isString,
		temperature: isNumber,
		maxTokens: isNumber,
		seed: isNumber,
	});
	if (!isRecord(value) || !isRecord(value.imageParameters)) return fields;
	const imageParameters = validFields<ImageFormParameters>(value.imageParameters, {
		width: isNumber,
		height: isNumber,
		num_inference_steps: isNumber,
		guidance_scale: isNumber,
		seed: isNumber,
		negative_prompt: isString,
	});
	return { ...fields, imageParameters };
}

/** The form, run and result of one non-chat task. */
export function TaskPanel({ model, providers }: { model: ModelData; providers: ProviderEntry[] }) {
	const [settings] = useSettings();
	const offline = settings.mode === "offline";
	const task = model.pipeline_tag;
	const runner = task ? RUNNERS[task] : undefined;
	const imageZeroShot = task === "zero-shot-image-classification";
	const form: InputForm | undefined = imageZeroShot ? "image" : runner?.input;
	// A shared link (or a history entry) opens on its own form, not on the first recorded example.
	const [shared] = useState(() => {
		const state = sharedState();
		return state && sharedRunFrom(state);
	});
	const target = useRunTarget(`run:${model.id}`, providers, shared);
	const { provider, setProvider, route, setRoute, calling } = target;
	const [input, setInput] = useState<RunInput>(() => ({
		...(offline ? BLANK_INPUT : onlineDefault(model)),
		...shared?.input,
	}));
	const [mediaUrl, setMedia] = useObjectUrl();
	const [fileName, setFileName] = useState<string>();
	const examples = useRecordedExamples(model.id, form, offline);
	const run = useRun<RunOutput>();
	const restored = useRef(shared !== undefined);

	const chooseFile = useCallback(
		(blob: Blob, name: string) => {
			setMedia(blob);
			setFileName(name);
			setInput((current) => ({ ...current, media: blob }));
		},
		[setMedia],
	);
	const useSample = useCallback(
		async (file: string) => chooseFile(await (await fetch(sampleAssetUrl(file))).blob(), file),
		[chooseFile],
	);
	const applyExample = useCallback(
		(example: RecordedExample) => {
			setInput((current) => ({ ...current, ...example.fields }));
			if (example.file) void useSample(example.file);
		},
		[useSample],
	);
	// Offline, the form starts on a recorded input, so the first Run gives the real recorded answer.
	useEffect(() => {
		if (restored.current) return;
		if (examples?.[0]) applyExample(examples[0]);
	}, [examples, applyExample]);
	useEffect(() => {
		if (shared?.sample) void useSample(shared.sample);
	}, [shared, useSample]);
	const { media: _media, mediaUrl: _url, ...fields } = input;
	const sample = fileName && SAMPLE_FILES.image.concat(SAMPLE_FILES.audio).includes(fileName) ? fileName : undefined;
	const sharedRun: SharedRun = { provider, route, input: fields, ...(sample && { sample }) };
	// What the shown result was made from: any change to the input, file or settings makes it another run's.
	const key = JSON.stringify({ ...sharedRun, mediaUrl });
	const link = shareableState(model.id, sharedRun as unknown as Record<string, unknown>);
	// Offline, Run waits for the recorded inputs (as the chat's Send does): a Run before they land would send the
	// default input, which no recording answers.
	const waiting = offline && examples === undefined;
	const start = async () => {
		if (!runner || !form || run.busy || waiting) return;
		const summary = (fileName ? `${fileName} ` : "") + input.text.slice(0, 80);
		const outcome = await run.start(
			({ client, objectUrl }) =>
				runner.run({
					client,
					model: model.id,
					provider: calling,
					input: { ...input, mediaUrl },
					objectUrl,
					maskToken: model.mask_token,
				}),
			key,
			target.policy,
			(job) => keepJob(model.id, job),
		);
		// Answered, failed or replaced: nothing is left to resume after a reload; but a job left unfinished runs on.
		if (outcome && (outcome.ok || !outcome.jobRunsOn)) forgetJob(model.id);
		target.keep(outcome, summary, link);
	};
	useRunShortcut(() => void start());

	if (!runner || !form) {
		return (
			<p className="panel">The playground cannot run the task {task ?? "(none)"} yet; see its snippets instead.</p>
		);
	}
	const labelsField = runner.input === "zero-shot";
	const medium = form === "image-prompt" ? "image" : form === "image" || form === "audio" ? form : undefined;
	const media = medium !== undefined;
	return (
		<>
			<div className="panel">
				<div className="form-row">
					<ProviderSelect providers={providers} task={callTask(model)} value={provider} onChange={setProvider} />
					<RouteSettings route={route} onChange={setRoute} autoPicked={provider === "auto"} />
				</div>
				{offline && (
					<div className="examples" data-testid="examples">
						<p className="note">
							Offline, only these recorded inputs have answers (any other gets a notice, not a made-up answer):
						</p>
						{examples?.length === 0 && <p className="note">This model has no recorded input this form can send.</p>}
						<ul className="chips">
							{examples?.map((example) => (
								<li key={example.label}>
									<button type="button" className="chip-button" onClick={() => applyExample(example)}>
										{example.file ? `Recorded file: ${example.label}` : `“${example.label}”`}
									</button>
								</li>
							))}
						</ul>
					</div>
				)}
				{(!media || form === "image-prompt") && (
					<label className="form-row">
						{form === "question"
							? "Question"
							: form === "similarity"
								? "Source sentence"
								: form === "image-prompt"
									? "Prompt"
									: "Input"}
						<textarea
							aria-label="Input text"
							value={input.text}
							onChange={(e) => setInput({ ...input, text: e.target.value })}
						/>
					</label>
				)}
				{form === "question" && (
					<label className="form-row">
						Context
						<textarea
							aria-label="Context"
							value={input.context}
							onChange={(e) => setInput({ ...input, context: e.target.value })}
						/>
					</label>
				)}
				{labelsField && (
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
				{form === "similarity" && (
					<label className="form-row">
						Sentences to compare (one a line)
						<textarea
							aria-label="Sentences"
							value={input.sentences}
							onChange={(e) => setInput({ ...input, sentences: e.target.value })}
						/>
					</label>
				)}
				{task === "text-to-image" && (
					<ImageGenerationSettings
						value={input.imageParameters}
						onChange={(imageParameters) => setInput({ ...input, imageParameters })}
					/>
				)}
				{medium && (
					<MediaInput
						medium={medium}
						url={mediaUrl}
						name={fileName}
						onChoose={chooseFile}
						samples={offline ? [] : SAMPLE_FILES[medium]}
						onSample={(file) => void useSample(file)}
					/>
				)}
				<div className="form-row">
					<button
						className="primary"
						type="button"
						onClick={() => void start()}
						disabled={run.busy || waiting}
						aria-keyshortcuts="Control+Enter Meta+Enter"
					>
						{run.busy ? "Running…" : "Run"}
					</button>
					<button type="button" onClick={run.stop} disabled={!run.busy}>
						Stop
					</button>
					<span className="meta shortcut-hint">Ctrl+Enter (⌘+Enter) runs</span>
					<ShareLink link={link} />
				</div>
				<RunStatus run={run} />
				<ResumedJob model={model.id} />
				{run.result && (
					<section aria-label="Result" className={run.key === key ? undefined : "stale"}>
						{run.key !== key && (
							<p className="notice" data-testid="stale-result">
								This result is for the previous input or settings: Run again for an answer to what is in the form now.
							</p>
						)}
						{run.receipt && <ReceiptView receipt={run.receipt} />}
						<Output output={run.result} />
					</section>
				)}
			</div>
			<RunTargetRecord target={target} modelId={model.id} />
			<ViewCode
				state={{
					model,
					providers,
					provider: calling,
					inputs: snippetInputs(form, input, fileName),
					parameters: labelsField
						? { candidate_labels: splitList(input.labels) }
						: task === "text-to-image"
							? input.imageParameters
							: undefined,
				}}
			/>
		</>
	);
}
