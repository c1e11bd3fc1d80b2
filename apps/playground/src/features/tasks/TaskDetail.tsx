import { INFERENCE_PROVIDERS, PROVIDERS } from "@modelyard/inference";
import {
	getModelInputSnippet,
	MODALITY_LABELS,
	MODEL_LIBRARIES_UI_ELEMENTS,
	type ModelLibraryKey,
	PIPELINE_DATA,
	PIPELINE_TYPES_SET,
	type PipelineData,
	type PipelineType,
	TASKS_DATA,
} from "@modelyard/tasks";
import { NotFound } from "../../app/NotFound.js";
import { href } from "../../app/router.js";
import { CodeBlock } from "../../components/CodeBlock.js";

/** The file the run pages send for a task of this modality (the samples served under /replay/assets). */
const RUN_SAMPLE_FILE: Partial<Record<string, string>> = { cv: "cats.png", audio: "sample1.flac" };
/** Each provider's page in the Hub's documentation of inference providers. */
const providerDocs = (provider: string) => `https://huggingface.co/docs/inference-providers/providers/${provider}`;

const hubLink = (repoType: "models" | "datasets" | "spaces", id: string) =>
	repoType === "models" ? `https://huggingface.co/${id}` : `https://huggingface.co/${repoType}/${id}`;

/** A task's page: what it is, its sample input, the libraries and providers that serve it, examples. */
export function TaskDetail({ taskId }: { taskId: string }) {
	if (!PIPELINE_TYPES_SET.has(taskId as PipelineType)) return <NotFound what={`#/tasks/${taskId}`} />;
	const id = taskId as PipelineType;
	const data: PipelineData = PIPELINE_DATA[id];
	const description = TASKS_DATA[id];
	const providers = INFERENCE_PROVIDERS.filter((provider) => id in PROVIDERS[provider].tasks);
	const sample = getModelInputSnippet({ id: "owner/model", pipeline_tag: id, tags: [], mask_token: "[MASK]" });
	return (
		<article aria-labelledby="task-title">
			<p>
				<a href={href("tasks")}>← All tasks</a>
			</p>
			<h1 id="task-title">{data.name}</h1>
			<p className="meta">
				<code>{id}</code> · {MODALITY_LABELS[data.modality]}
			</p>
			{description && <p className="summary">{description.summary}</p>}
			{data.subtasks && data.subtasks.length > 0 && (
				<>
					<h2>Subtasks</h2>
					<ul className="chips">
						{data.subtasks.map((subtask) => (
							<li key={subtask.type} title={subtask.type}>
								{subtask.name}
							</li>
						))}
					</ul>
				</>
			)}
			<h2>Sample input</h2>
			{typeof sample === "string" && sample.startsWith("No input example") ? (
				<p>No sample input is defined for this task.</p>
			) : (
				<CodeBlock code={typeof sample === "string" ? sample : JSON.stringify(sample, null, 2)} language="js" />
			)}
			{RUN_SAMPLE_FILE[data.modality] && (
				<p className="note" data-testid="run-sample-file">
					A file name above stands for your own file; the run pages send the sample file{" "}
					<code>{RUN_SAMPLE_FILE[data.modality]}</code>.
				</p>
			)}
			<h2>Libraries</h2>
			{description && description.libraries.length > 0 ? (
				<ul className="chips" data-testid="task-libraries">
					{description.libraries.map((key: ModelLibraryKey) => (
						<li key={key}>
							<a href={`${href("libraries")}?filter=${encodeURIComponent(key)}`}>
								{MODEL_LIBRARIES_UI_ELEMENTS[key].prettyLabel}
							</a>
						</li>
					))}
				</ul>
			) : (
				<p>No library is listed for this task.</p>
			)}
			<h2>Inference providers</h2>
			{providers.length > 0 ? (
				<ul className="chips" data-testid="task-providers">
					{providers.map((provider) => (
						<li key={provider}>
							<a href={providerDocs(provider)} target="_blank" rel="noreferrer">
								{provider}
							</a>
						</li>
					))}
				</ul>
			) : (
				<p>No provider of this client serves this task.</p>
			)}
			{description && (
				<div className="examples">
					<ExampleList title="Models" repoType="models" items={description.models} />
					<ExampleList title="Datasets" repoType="datasets" items={description.datasets} />
					<ExampleList title="Spaces" repoType="spaces" items={description.spaces} />
					{description.metrics.length > 0 && (
						<section>
							<h2>Metrics</h2>
							<dl>
								{description.metrics.map((metric) => (
									<div key={metric.id}>
										<dt>{metric.id}</dt>
										<dd>{metric.description}</dd>
									</div>
								))}
							</dl>
						</section>
					)}
				</div>
			)}
		</article>
	);
}

function ExampleList({
	title,
	repoType,
	items,
}: {
	title: string;
	repoType: "models" | "datasets" | "spaces";
	items: Array<{ id: string; description: string }>;
}) {
	if (items.length === 0) return null;
	return (
		<section>
			<h2>{title}</h2>
			<ul>
				{items.map((item) => (
					<li key={item.id}>
						<a href={hubLink(repoType, item.id)} target="_blank" rel="noreferrer">
							{item.id}
						</a>{" "}
						— {item.description}
						{repoType === "models" && (
							<span className="model-actions">
								{" "}
								<a href={href("run", ...item.id.split("/"))} aria-label={`run this: ${item.id}`}>
									run this
								</a>{" "}
								·{" "}
								<a href={href("model", ...item.id.split("/"))} aria-label={`snippets: ${item.id}`}>
									snippets
								</a>
							</span>
						)}
					</li>
				))}
			</ul>
		</section>
	);
}
