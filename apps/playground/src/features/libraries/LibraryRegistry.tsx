import { ALL_MODEL_LIBRARY_KEYS, type LibraryUiElement, MODEL_LIBRARIES_UI_ELEMENTS } from "@modelyard/tasks";
import { useMemo, useState } from "react";
import { CodeBlock } from "../../components/CodeBlock.js";

/** The filter a link gives (`#/libraries?filter=diffusers`, from a task's library chips). */
const linkedFilter = () => new URLSearchParams(window.location.hash.split("?")[1] ?? "").get("filter") ?? "";

/** A library's snippet for an example model, made when opened (258 libraries: none is made up front). */
function LibrarySnippet({ libraryKey, library }: { libraryKey: string; library: LibraryUiElement }) {
	const [open, setOpen] = useState(false);
	const model = { id: "owner/model", tags: [], library_name: libraryKey };
	return (
		<details onToggle={(event) => setOpen(event.currentTarget.open)}>
			<summary>show</summary>
			{open &&
				(library.snippets?.(model) ?? []).map((code) => (
					<CodeBlock key={code} code={code} language={libraryKey === "transformers.js" ? "js" : "python"} />
				))}
		</details>
	);
}

/** The model-library registry: search, filter-flag toggle, links. */
export function LibraryRegistry() {
	const [query, setQuery] = useState(linkedFilter);
	const [onlyFiltered, setOnlyFiltered] = useState(false);
	const libraries = useMemo(() => {
		const needle = query.trim().toLowerCase();
		return ALL_MODEL_LIBRARY_KEYS.filter((key) => {
			const library: LibraryUiElement = MODEL_LIBRARIES_UI_ELEMENTS[key];
			if (onlyFiltered && !library.filter) return false;
			return needle === "" || `${key} ${library.prettyLabel} ${library.repoName}`.toLowerCase().includes(needle);
		});
	}, [query, onlyFiltered]);

	return (
		<section aria-labelledby="libraries-title">
			<h1 id="libraries-title">Libraries</h1>
			<p className="lead">
				{ALL_MODEL_LIBRARY_KEYS.length} model libraries the Hub knows, with their links and how downloads are counted.
			</p>
			<div className="toolbar">
				<input
					className="search"
					type="search"
					placeholder="Filter libraries"
					aria-label="Filter libraries"
					value={query}
					onChange={(event) => setQuery(event.target.value)}
				/>
				<label>
					<input type="checkbox" checked={onlyFiltered} onChange={(event) => setOnlyFiltered(event.target.checked)} />{" "}
					Only those in the Hub's library filter
				</label>
			</div>
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must be able to scroll the table sideways on a phone */}
			<section className="table-scroll" aria-label="Libraries table" tabIndex={0}>
				<table className="libraries cards-on-phone">
					<thead>
						<tr>
							<th scope="col">Library</th>
							<th scope="col">Key</th>
							<th scope="col">Links</th>
							<th scope="col">Snippet</th>
							<th scope="col">Downloads counted on</th>
						</tr>
					</thead>
					<tbody>
						{libraries.map((key) => {
							const library: LibraryUiElement = MODEL_LIBRARIES_UI_ELEMENTS[key];
							return (
								<tr key={key} data-library={key}>
									<td>{library.prettyLabel}</td>
									<td data-label="Key">
										<code>{key}</code>
									</td>
									<td data-label="Links">
										<a href={library.repoUrl} target="_blank" rel="noreferrer">
											{library.repoName}
										</a>
										{library.docsUrl && (
											<>
												{" · "}
												<a href={library.docsUrl} target="_blank" rel="noreferrer">
													docs
												</a>
											</>
										)}
									</td>
									<td data-label="Snippet">
										{library.snippets ? <LibrarySnippet libraryKey={key} library={library} /> : "—"}
									</td>
									<td data-label="Downloads counted on">
										{library.countDownloads ? <code>{library.countDownloads}</code> : "config.json (default)"}
									</td>
								</tr>
							);
						})}
					</tbody>
				</table>
			</section>
			<p className="count-line">{libraries.length} shown</p>
		</section>
	);
}
