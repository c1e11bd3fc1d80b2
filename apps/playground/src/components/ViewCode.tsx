import { getInferenceSnippets } from "@modelyard/inference/snippets";
import type { ChatCompletionInputMessage, ModelData } from "@modelyard/tasks";
import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from "react";
import { callTask, entryFor, type ProviderEntry } from "../data/provider-mapping.js";
import type { CallProvider } from "../features/run/routing.js";
import { CodeBlock } from "./CodeBlock.js";

/** Everything on screen that a call is made of: the snippets show exactly this call. */
export interface CodeState {
	model: ModelData;
	/** The model's providers (its Hub mapping): snippets only for those. */
	providers: ProviderEntry[];
	/** A list shows as the list form (`provider: ["a", "b"]`) where the client's snippet has one. */
	provider: CallProvider;
	/** The task input as the form holds it; a sample file's name stands for an image or audio file. */
	inputs?: unknown;
	/** Call parameters, every one of them in the snippet (chat's beside the messages, others in `parameters`). */
	parameters?: Record<string, unknown>;
	streaming?: boolean;
	/** Chat messages, the system prompt included. */
	messages?: ChatCompletionInputMessage[];
}

// The snippet generator names these chat options; every other parameter goes in its `parameters` option.
const NAMED_OPTIONS = ["temperature", "max_tokens", "top_p"] as const;

/** Every language and client's snippet for the call in `state`, made by the package's own generator. */
export function ViewCode({
	state,
	title = "View code",
	children,
}: {
	state: CodeState;
	title?: string;
	/** Shown under the title, before the snippets (e.g. a provider picker). */
	children?: ReactNode;
}) {
	const { model, providers, provider, inputs, parameters = {}, streaming, messages } = state;
	const list = Array.isArray(provider) ? provider : undefined;
	const first = list ? list[0] : provider;
	const entry = first === undefined ? undefined : entryFor(providers, first, callTask(model));
	const snippets = useMemo(() => {
		if (!entry || first === undefined) return [];
		const mapping = { ...entry, hfModelId: model.id };
		const options: Record<string, unknown> = { streaming, messages, inputs, ...(list && { providers: list }) };
		const rest: Record<string, unknown> = {};
		for (const [name, value] of Object.entries(parameters)) {
			if (value === undefined) continue;
			if ((NAMED_OPTIONS as readonly string[]).includes(name)) options[name] = value;
			else rest[name] = value;
		}
		if (Object.keys(rest).length > 0) options["parameters"] = rest;
		try {
			return getInferenceSnippets(model, first, mapping, options);
		} catch {
			// The input is not plain data (e.g. still loading): no snippet until it is.
			return [];
		}
	}, [model, first, list, entry, inputs, parameters, streaming, messages]);
	// The chosen tab by its name, not its place: when the set of snippets changes, the same client stays chosen
	// (or the first, when it is gone), never whatever now sits at its old index.
	const [chosen, setChosen] = useState<string>();
	const names = snippets.map((s) => `${s.language} · ${s.client}`);
	const selected = Math.max(0, chosen === undefined ? 0 : names.indexOf(chosen));
	const snippet = snippets[selected];
	const baseId = useId();
	const tabId = (index: number) => `${baseId}-tab-${index}`;
	const panelId = `${baseId}-panel`;
	const tabs = useRef<HTMLDivElement>(null);
	const choose = (index: number) => {
		const count = names.length;
		const next = ((index % count) + count) % count;
		setChosen(names[next]);
		tabs.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
	};
	const onKeyDown = (event: KeyboardEvent) => {
		const moves: Record<string, number> = {
			ArrowRight: selected + 1,
			ArrowLeft: selected - 1,
			Home: 0,
			End: names.length - 1,
		};
		const target = moves[event.key];
		if (target === undefined) return;
		event.preventDefault();
		choose(target);
	};
	return (
		<section className="panel view-code" aria-label={title}>
			<h2 className="panel-title">{title}</h2>
			{children}
			{!entry ? (
				<p>No provider serves this model, so there is no call to show.</p>
			) : snippets.length === 0 ? (
				<p>
					The client cannot call {entry.provider} for this model's task ({entry.task}), or the input is not complete
					yet: no snippet.
				</p>
			) : (
				<>
					<div className="tabs" role="tablist" aria-label="Language and client" ref={tabs} onKeyDown={onKeyDown}>
						{names.map((name, index) => (
							<button
								key={name}
								id={tabId(index)}
								type="button"
								role="tab"
								aria-selected={index === selected}
								aria-controls={panelId}
								tabIndex={index === selected ? 0 : -1}
								onClick={() => setChosen(name)}
							>
								{name}
							</button>
						))}
					</div>
					{snippet && (
						<div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
							<CodeBlock
								code={snippet.content}
								language={snippet.language}
								label={`${snippet.language} / ${snippet.client}`}
							/>
						</div>
					)}
				</>
			)}
		</section>
	);
}
