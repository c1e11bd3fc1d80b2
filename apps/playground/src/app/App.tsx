import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ComparePage } from "../features/compare/ComparePage.js";
import { LibraryRegistry } from "../features/libraries/LibraryRegistry.js";
import { ModelPage } from "../features/model/ModelPage.js";
import { forgetRunPage, RunPage } from "../features/run/RunPage.js";
import { TaskCatalogue } from "../features/tasks/TaskCatalogue.js";
import { TaskDetail } from "../features/tasks/TaskDetail.js";
import { STORAGE_FULL_EVENT } from "./browser-store.js";
import { NotFound } from "./NotFound.js";
import { PageErrorBoundary } from "./PageErrorBoundary.js";
import { useRecordingsMissing } from "./replay-status.js";
import { href, routeOf, useHash } from "./router.js";
import { SettingsPage } from "./SettingsPage.js";
import { forgetSettings, useSettings } from "./settings.js";
import { useTheme } from "./theme.js";

// Loaded when opened: the Parquet reader and writer it carries stay out of every other page's download.
const BatchPage = lazy(() => import("../features/batch/BatchPage.js").then((m) => ({ default: m.BatchPage })));

const SECTIONS = [
	{ id: "tasks", label: "Tasks" },
	{ id: "libraries", label: "Libraries" },
	{ id: "model", label: "Snippets" },
	{ id: "run", label: "Run" },
	{ id: "compare", label: "Compare" },
	{ id: "batch", label: "Batch" },
	{ id: "settings", label: "Settings" },
];

export function App() {
	const hash = useHash();
	const [section = "tasks", ...rest] = routeOf(hash);
	const [settings, update] = useSettings();
	const [theme, toggleTheme] = useTheme();
	const recordingsMissing = useRecordingsMissing(settings.mode === "offline");
	const storageFull = useStorageFull();
	const pageName = SECTIONS.find((s) => s.id === section)?.label ?? "Not found";
	useNavigationFocus(hash, rest.length > 0 ? [pageName, rest.join("/")] : [pageName]);
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
				<button type="button" className="secondary theme-toggle" aria-pressed={theme === "dark"} onClick={toggleTheme}>
					Dark mode
				</button>
			</header>
			{recordingsMissing && (
				<div className="notice recordings-missing" role="status" data-testid="recordings-missing">
					<p>
						<strong>Recorded answers are not available</strong>, so offline mode cannot run models. Browsing tasks,
						libraries and snippets works as usual. {recordingsMissing}
					</p>
					<button type="button" className="primary" onClick={() => update({ mode: "online" })}>
						Switch to online mode
					</button>
				</div>
			)}
			{storageFull && (
				<div className="notice" role="status" data-testid="storage-full">
					<p>
						<strong>This browser's storage is full</strong>: this page's chat and earlier runs are not kept after it
						closes. Clear an earlier-runs list, or free some of this site's storage in the browser's settings.
					</p>
				</div>
			)}
			<main id="content" tabIndex={-1}>
				{/* Keyed by the page: another page opens free of this one's failure. */}
				<PageErrorBoundary key={hash} forget={() => forgetPageData(section, rest)}>
					{page(section, rest, hash)}
				</PageErrorBoundary>
			</main>
		</div>
	);
}

/**
 * After each navigation, the document's title names the page and focus moves to its content, so a screen reader
 * hears the new page and a keyboard continues from it (the first page of a visit keeps focus where it is).
 */
function useNavigationFocus(hash: string, names: string[]) {
	const title = `${names.join(" · ")} · modelyard playground`;
	// The page shown last: the first page of a visit is not a navigation (React's development build runs each
	// effect twice on mount, so a "first run" flag would move the focus on the first page anyway).
	const shown = useRef(hash);
	useEffect(() => {
		document.title = title;
	}, [title]);
	useEffect(() => {
		if (shown.current === hash) return;
		shown.current = hash;
		document.getElementById("content")?.focus();
	}, [hash]);
}

/** True once a value could not be kept because the storage is full (see browser-store). */
function useStorageFull(): boolean {
	const [full, setFull] = useState(false);
	useEffect(() => {
		const onFull = () => setFull(true);
		window.addEventListener(STORAGE_FULL_EVENT, onFull);
		return () => window.removeEventListener(STORAGE_FULL_EVENT, onFull);
	}, []);
	return full;
}

function page(section: string, rest: string[], hash: string) {
	const id = rest.length > 0 ? rest.join("/") : undefined;
	switch (section) {
		case "libraries":
			return rest.length === 0 ? <LibraryRegistry /> : <NotFound what={`#/libraries/${id}`} />;
		case "model":
			return <ModelPage modelId={id} key={id} />;
		case "run":
			// Keyed by the whole hash the router opened: a shared link or a history entry for this model opens its
			// own form, while Copy link's rewrite of the address keeps the page as it is.
			return <RunPage modelId={id} key={hash} />;
		case "compare":
			return rest.length === 0 ? <ComparePage /> : <NotFound what={`#/compare/${id}`} />;
		case "batch":
			return rest.length === 0 ? (
				<Suspense fallback={<p role="status">Loading…</p>}>
					<BatchPage />
				</Suspense>
			) : (
				<NotFound what={`#/batch/${id}`} />
			);
		case "settings":
			return rest.length === 0 ? <SettingsPage /> : <NotFound what={`#/settings/${id}`} />;
		case "tasks":
			return id ? <TaskDetail taskId={id} /> : <TaskCatalogue />;
		default:
			return <NotFound what={`#/${[section, ...rest].join("/")}`} />;
	}
}

/** Forgets what a page keeps: the form its address carries, and what this browser stored for it. */
function forgetPageData(section: string, rest: string[]) {
	window.history.replaceState(null, "", href(section, ...rest));
	if (section === "run") forgetRunPage(rest.length > 0 ? rest.join("/") : undefined);
	if (section === "settings") forgetSettings();
}
