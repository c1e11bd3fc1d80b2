import { href } from "./router.js";

/** An address the playground has no page for. */
export function NotFound({ what }: { what: string }) {
	return (
		<section aria-labelledby="not-found-title" data-testid="not-found">
			<h1 id="not-found-title">Page not found</h1>
			<p>
				There is no page at <code>{what}</code>. The link may be mistyped or out of date.
			</p>
			<p>
				Go to <a href={href("tasks")}>the tasks</a>, <a href={href("libraries")}>the libraries</a> or{" "}
				<a href={href("model")}>a model's snippets</a>.
			</p>
		</section>
	);
}
