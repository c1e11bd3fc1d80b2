import type { InferenceProviderOrPolicy } from "@modelyard/inference";
import { type LibraryUiElement, MODEL_LIBRARIES_UI_ELEMENTS, type ModelData } from "@modelyard/tasks";
import { useMemo, useState } from "react";
import { href } from "../../app/router.js";
import { CodeBlock } from "../../components/CodeBlock.js";
import { ProviderSelect } from "../../components/ProviderSelect.js";
import { ViewCode } from "../../components/ViewCode.js";
import { callTask, type ProviderEntry } from "../../data/provider-mapping.js";
import { taskLabel } from "../../data/task-label.js";
import { CapabilityMatrix } from "./CapabilityMatrix.js";
import { ModelSearch } from "./ModelSearch.js";
import { useModel } from "./useModel.js";

/** A model's page: how to load it in its library, and how to call it through every provider. */
export function ModelPage({ modelId }: { modelId: string | undefined }) {
	const state = useModel(modelId);
	return (
		<section aria-labelledby="model-title">
			<h1 id="model-title">Model snippets</h1>
			<ModelSearch listAll={!modelId} />
			{state.status === "loading" && <p>Loading {modelId} from the Hub…</p>}
			{state.status === "error" && (
				<p className="error" role="alert">
					{state.message}
				</p>
			)}
			{state.status === "ready" && <ModelSnippets model={state.model} providers={state.providers} />}
		</section>
	);
}

function ModelSnippets({ model, providers }: { model: ModelData; providers: ProviderEntry[] }) {
	const [provider, setProvider] = useState<InferenceProviderOrPolicy>(providers[0]?.provider ?? "hf-inference");
	const library: LibraryUiElement | undefined = model.library_name
		? (MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>)[model.library_name]
		: undefined;
	const librarySnippets = useMemo(() => library?.snippets?.(model) ?? [], [library, model]);
	return (
		<>
			<h2 data-model={model.id}>{model.id}</h2>
			<p className="meta">
				{taskLabel(model.pipeline_tag)} · library {library ? library.prettyLabel : (model.library_name ?? "unknown")} ·
				tags {model.tags.join(", ") || "none"}
				{" · "}
				<a href={href("run", ...model.id.split("/"))}>Run it</a>
			</p>
			<section className="panel" aria-labelledby="library-snippets">
				<h3 id="library-snippets" className="panel-title">
					Use this model with {library?.prettyLabel ?? "its library"}
				</h3>
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
			<CapabilityMatrix modelId={model.id} />
			<ViewCode state={{ model, providers, provider }} title="Call it through an inference provider">
				<ProviderSelect providers={providers} task={callTask(model)} value={provider} onChange={setProvider} />
			</ViewCode>
		</>
	);
}

function librarySnippetLanguage(model: ModelData, code: string): string {
	if (model.library_name === "transformers.js") return "js";
	return /^(#!|pip |npm |npx |brew |git |huggingface-cli |mlx_|wget |curl )/.test(code.trimStart()) ? "sh" : "python";
}
