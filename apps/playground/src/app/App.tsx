import { ComparePage } from "../features/compare/ComparePage.js";
import { LibraryRegistry } from "../features/libraries/LibraryRegistry.js";
import { ModelPage } from "../features/model/ModelPage.js";
import { RunPage } from "../features/run/RunPage.js";
import { TaskCatalogue } from "../features/tasks/TaskCatalogue.js";
import { TaskDetail } from "../features/tasks/TaskDetail.js";
import { href, useHashRoute } from "./router.js";
import { SettingsPage } from "./SettingsPage.js";
import { useSettings } from "./settings.js";

const SECTIONS = [
	{ id: "tasks", label: "Tasks" },
	{ id: "libraries", label: "Libraries" },
	{ id: "model", label: "Snippets" },
	{ id: "run", label: "Run" },
	{ id: "compare", label: "Compare" },
	{ id: "settings", label: "Settings" },
];

export function App() {
	const [section = "tasks", ...rest] = useHashRoute();
	const [settings] = useSettings();
	return (
		<div className="layout">
			{/* A button, not a link: the hash is the router's. */}
			<button type="button" className="skip-link" onClick={() => document.getElementById("content")?.focus()}>
				Skip to content
			</button>
			<header className="topbar">
				<a className="brand" href={href("tasks")}>
					modelyard
				</a>
				<nav aria-label="Sections">
					{SECTIONS.map((s) => (
						<a key={s.id} href={href(s.id)} aria-current={section === s.id ? "page" : undefined}>
							{s.label}
						</a>
					))}
				</nav>
				<span className="mode-badge" title="Change in Settings">
					{settings.mode === "offline" ? "offline (recorded answers)" : "online"}
				</span>
			</header>
			<main id="content" tabIndex={-1}>
				{page(section, rest)}
			</main>
		</div>
	);
}

function page(section: string, rest: string[]) {
	const id = rest.length > 0 ? rest.join("/") : undefined;
	switch (section) {
		case "libraries":
			return <LibraryRegistry />;
		case "model":
			return <ModelPage modelId={id} key={id} />;
		case "run":
			return <RunPage modelId={id} key={id} />;
		case "compare":
			return <ComparePage />;
		case "settings":
			return <SettingsPage />;
		default:
			return id ? <TaskDetail taskId={id} /> : <TaskCatalogue />;
	}
}
