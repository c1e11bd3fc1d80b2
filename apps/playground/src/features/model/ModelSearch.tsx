import { hubSearchModels } from "@modelyard/inference";
import { PIPELINE_DATA, PIPELINE_TYPES, type PipelineType } from "@modelyard/tasks";
import { useEffect, useId, useState } from "react";
import { href } from "../../app/router.js";
import { type Settings, useSettings } from "../../app/settings.js";
import { hubReadOptions } from "../../data/hub.js";
import { SAMPLE_MODELS } from "../../data/sample-models.js";
import { explainError } from "../run/explain-error.js";

interface Found {
	id: string;
	pipeline_tag?: string;
}

/** Online, the Hub's model search (through the client's hub layer); offline, the built-in samples. */
async function search(query: string, task: string, settings: Settings, signal: AbortSignal): Promise<Found[]> {
	if (settings.mode === "offline") {
		const words = query.toLowerCase();
		return SAMPLE_MODELS.filter((m) => m.id.toLowerCase().includes(words) && (!task || m.pipeline_tag === task));
	}
	try {
		return await hubSearchModels(
			{ search: query, ...(task && { pipelineTag: task }) },
			hubReadOptions(settings, signal),
		);
	} catch (error) {
		throw new Error(`The Hub's search failed. ${explainError(error)}`);
	}
}

/** Find a model by name, filtered by task, and open its page. `listAll`: list models before anything is typed. */
export function ModelSearch({ listAll }: { listAll: boolean }) {
	const [settings] = useSettings();
	const online = settings.mode === "online";
	const [query, setQuery] = useState("");
	const [task, setTask] = useState<PipelineType | "">("");
	const [found, setFound] = useState<Found[]>([]);
	const [error, setError] = useState<string>();
	const resultsId = useId();
	useEffect(() => {
		const controller = new AbortController();
		// Wait for a pause in typing before asking the Hub.
		const timer = setTimeout(() => {
			search(query.trim(), task, settings, controller.signal)
				.then((models) => {
					// A search overtaken by newer words or another task never shows its (stale) results.
					if (controller.signal.aborted) return;
					setFound(models);
					setError(undefined);
				})
				.catch((caught: unknown) => {
					if (!controller.signal.aborted) setError(caught instanceof Error ? caught.message : String(caught));
				});
		}, 250);
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [query, task, settings]);
	const openTyped = (event: React.FormEvent) => {
		event.preventDefault();
		if (query.trim().includes("/")) window.location.hash = href("model", ...query.trim().split("/"));
	};
	return (
		<form className="form-row" onSubmit={openTyped}>
			<label>
				{online
					? "Search the Hub's models, or type an id"
					: "Offline samples (switch to online in Settings for any model)"}
				<input
					type="search"
					value={query}
					placeholder="owner/name"
					aria-controls={resultsId}
					onChange={(event) => setQuery(event.target.value)}
				/>
			</label>
			<label>
				Task
				<select aria-label="Task" value={task} onChange={(event) => setTask(event.target.value as PipelineType | "")}>
					<option value="">Any task</option>
					{PIPELINE_TYPES.map((type) => (
						<option key={type} value={type}>
							{PIPELINE_DATA[type].name}
						</option>
					))}
				</select>
			</label>
			<button className="primary" type="submit">
				Open
			</button>
			{error && (
				<p className="error" role="alert">
					{error}
				</p>
			)}
			<ul className="search-results" id={resultsId} aria-label="Models found">
				{(listAll || query.trim() || task ? found : []).map((model) => (
					<li key={model.id}>
						<a href={href("model", ...model.id.split("/"))}>{model.id}</a>{" "}
						<span className="meta">{model.pipeline_tag ?? ""}</span>
					</li>
				))}
			</ul>
		</form>
	);
}
