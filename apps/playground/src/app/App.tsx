import { LibraryRegistry } from "../features/libraries/LibraryRegistry.js";
import { TaskCatalogue } from "../features/tasks/TaskCatalogue.js";
import { TaskDetail } from "../features/tasks/TaskDetail.js";
import { href, useHashRoute } from "./router.js";

const SECTIONS = [
	{ id: "tasks", label: "Tasks" },
	{ id: "libraries", label: "Libraries" },
];

export function App() {
	const [section = "tasks", id] = useHashRoute();
	return (
		<div className="layout">
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
			</header>
			<main>{page(section, id)}</main>
		</div>
	);
}

function page(section: string, id: string | undefined) {
	if (section === "libraries") return <LibraryRegistry />;
	if (section === "tasks" && id) return <TaskDetail taskId={id} />;
	return <TaskCatalogue />;
}
