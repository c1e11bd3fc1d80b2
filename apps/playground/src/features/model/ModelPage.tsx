import { INFERENCE_PROVIDERS, type InferenceProvider, snippets } from "@modelyard/inference";
import { type LibraryUiElement, MODEL_LIBRARIES_UI_ELEMENTS, type ModelData, PIPELINE_DATA } from "@modelyard/tasks";
import { useMemo, useState } from "react";
import { href } from "../../app/router.js";
import { CodeBlock } from "../../components/CodeBlock.js";
import { SAMPLE_MODELS } from "../../data/sample-models.js";
import { useModel } from "./useModel.js";

/** A model's page: how to load it in its library, and how to call it through every provider. */
export function ModelPage({ modelId }: { modelId: string | undefined }) {
	const [draft, setDraft] = useState(modelId ?? "");
	const state = useModel(modelId);
	return (
		<section aria-labelledby="model-title">
			<h1 id="model-title">Model snippets</h1>
			<form
				className="form-row"
				onSubmit={(event) => {
					event.preventDefault();
					if (draft.trim()) window.location.hash = href("model", ...draft.trim().split("/"));
				}}
			>
				<label>
					Model id
					<input
						type="text"
						value={draft}
						placeholder="owner/name"
						onChange={(event) => setDraft(event.target.value)}
						size={40}
					/>
				</label>
				<button className="primary" type="submit">
					Open
				</button>
				<label>
					Or a sample that works offline
					<select
						aria-label="Sample model"
						value=""
						onChange={(event) => {
							if (event.target.value) window.location.hash = href("model", ...event.target.value.split("/"));
						}}
					>
						<option value="">Choose…</option>
						{SAMPLE_MODELS.map((model) => (
							<option key={model.id} value={model.id}>
								{model.id} ({model.pipeline_tag})
							</option>
						))}
					</select>
				</label>
			</form>
			{state.status === "loading" && <p>Loading {modelId} from the Hub…</p>}
			{state.status === "error" && (
				<p className="error" role="alert">
					{state.message}
				</p>
			)}
			{state.status === "ready" && <ModelSnippets model={state.model} />}
		</section>
	);
}

function ModelSnippets({ model }: { model: ModelData }) {
	const library: LibraryUiElement | undefined = model.library_name
		? (MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>)[model.library_name]
		: undefined;
	const librarySnippets = useMemo(() => library?.snippets?.(model) ?? [], [library, model]);
	return (
		<>
			<h2 data-model={model.id}>{model.id}</h2>
			<p className="meta">
				{model.pipeline_tag ? PIPELINE_DATA[model.pipeline_tag].name : "No task"} · library{" "}
				{library ? library.prettyLabel : (model.library_name ?? "unknown")} · tags {model.tags.join(", ") || "none"}
				{" · "}
				<a href={href("run", ...model.id.split("/"))}>Run it</a>
			</p>
			<section className="panel" aria-labelledby="library-snippets">
				<h3 id="library-snippets">Use this model with {library?.prettyLabel ?? "its library"}</h3>
				{librarySnippets.length === 0 && <p>This library has no loading snippet.</p>}
				{librarySnippets.map((code, index) => (
					<CodeBlock
						key={code}
						code={code}
						language={librarySnippetLanguage(model, code)}
						label={`Snippet ${index + 1}`}
					/>
				))}
			</section>
			<InferenceSnippets model={model} />
		</>
	);
}

function librarySnippetLanguage(model: ModelData, code: string): string {
	if (model.library_name === "transformers.js") return "js";
	return /^(#!|pip |npm |npx |brew |git |huggingface-cli |mlx_|wget |curl )/.test(code.trimStart()) ? "sh" : "python";
}

function InferenceSnippets({ model }: { model: ModelData }) {
	const byProvider = useMemo(() => {
		const result = new Map<InferenceProvider, ReturnType<typeof snippets.getInferenceSnippets>>();
		if (!model.pipeline_tag) return result;
		for (const provider of INFERENCE_PROVIDERS) {
			const mapping = {
				hfModelId: model.id,
				providerId: provider === "openai" ? "gpt-4o-mini" : model.id,
				status: "live" as const,
				task: model.tags.includes("conversational") ? "conversational" : model.pipeline_tag,
			};
			try {
				const list = snippets.getInferenceSnippets(model, "", provider, mapping);
				if (list.length > 0) result.set(provider, list);
			} catch {
				// A provider that cannot serve this task has no snippet to show.
			}
		}
		return result;
	}, [model]);
	const providers = [...byProvider.keys()];
	const [provider, setProvider] = useState<InferenceProvider>("hf-inference");
	const current = byProvider.get(provider) ?? byProvider.get(providers[0] ?? "hf-inference") ?? [];
	const [selected, setSelected] = useState(0);
	const snippet = current[Math.min(selected, current.length - 1)];
	return (
		<section className="panel" aria-labelledby="inference-snippets">
			<h3 id="inference-snippets">Call it through an inference provider</h3>
			{providers.length === 0 ? (
				<p>No provider serves this model's task.</p>
			) : (
				<>
					<label className="form-row">
						Provider
						<select
							aria-label="Provider"
							value={byProvider.has(provider) ? provider : providers[0]}
							onChange={(event) => {
								setProvider(event.target.value as InferenceProvider);
								setSelected(0);
							}}
						>
							{providers.map((p) => (
								<option key={p}>{p}</option>
							))}
						</select>
					</label>
					<div className="tabs" role="tablist" aria-label="Language and client">
						{current.map((s, index) => (
							<button
								key={`${s.language}/${s.client}`}
								type="button"
								role="tab"
								aria-selected={index === selected}
								onClick={() => setSelected(index)}
							>
								{s.language} · {s.client}
							</button>
						))}
					</div>
					{snippet && (
						<CodeBlock
							code={snippet.content}
							language={snippet.language}
							label={`${snippet.language} / ${snippet.client}`}
						/>
					)}
				</>
			)}
		</section>
	);
}
