import { MODALITIES, MODALITY_LABELS, PIPELINE_DATA, PIPELINE_TYPES, type PipelineData } from "@modelyard/tasks";
import { useMemo, useState } from "react";
import { href } from "../../app/router.js";

/** Every task of the catalogue, grouped by modality, with a text filter. */
export function TaskCatalogue() {
	const [query, setQuery] = useState("");
	const groups = useMemo(() => {
		const needle = query.trim().toLowerCase();
		return MODALITIES.map((modality) => ({
			modality,
			tasks: PIPELINE_TYPES.filter((id) => {
				const data: PipelineData = PIPELINE_DATA[id];
				return data.modality === modality && (needle === "" || `${id} ${data.name}`.toLowerCase().includes(needle));
			}),
		})).filter((group) => group.tasks.length > 0);
	}, [query]);

	return (
		<section aria-labelledby="tasks-title">
			<h1 id="tasks-title">Tasks</h1>
			<p className="intro" data-testid="modes-intro">
				<strong>Offline</strong> (the default), runs are answered from real recorded answers served by this dev server:
				no token and no network, and only the recorded inputs get an answer. <strong>Online</strong>, runs go to the
				real Hugging Face Hub and router with your token (<a href={href("settings")}>Settings</a>), for any model and
				input.
			</p>
			<p className="lead">
				The {PIPELINE_TYPES.length} tasks of the Hub, by modality. Open one for its description, sample input, libraries
				and providers.
			</p>
			<input
				className="search"
				type="search"
				placeholder="Filter tasks"
				aria-label="Filter tasks"
				value={query}
				onChange={(event) => setQuery(event.target.value)}
			/>
			{groups.map(({ modality, tasks }) => (
				<section key={modality} className="modality" data-modality={modality}>
					<h2>
						{MODALITY_LABELS[modality]} <span className="count">{tasks.length}</span>
					</h2>
					<ul className="task-grid">
						{tasks.map((id) => {
							const data: PipelineData = PIPELINE_DATA[id];
							return (
								<li key={id}>
									<a className="task-card" href={href("tasks", id)} data-task={id}>
										<span className={`dot dot-${data.color}`} aria-hidden="true" />
										<span className="task-name">{data.name}</span>
										<code>{id}</code>
									</a>
								</li>
							);
						})}
					</ul>
				</section>
			))}
			{groups.length === 0 && <p>No task matches “{query}”.</p>}
		</section>
	);
}
