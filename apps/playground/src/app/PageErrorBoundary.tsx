import { Component, type ReactNode } from "react";
import { href } from "./router.js";

interface Props {
	children: ReactNode;
	/** Forgets what this page keeps in the browser and in its address: a damaged value may be why it failed. */
	forget: () => void;
}

/** A page that fails while showing becomes a message with a way out, not a blank screen. */
export class PageErrorBoundary extends Component<Props, { error?: Error }> {
	override state: { error?: Error } = {};

	static getDerivedStateFromError(error: unknown) {
		return { error: error instanceof Error ? error : new Error(String(error)) };
	}

	private forgetAndRetry = () => {
		this.props.forget();
		this.setState({ error: undefined });
	};

	override render() {
		const { error } = this.state;
		if (!error) return this.props.children;
		return (
			<section aria-labelledby="page-error-title" className="page-error" data-testid="page-error">
				<h1 id="page-error-title">This page could not be shown</h1>
				<p>
					Something it needed was not as expected. Most often that is data this browser kept for the page (a chat, the
					earlier runs, the settings) or the form carried by the link, left in an older or damaged form.
				</p>
				<div className="page-error-actions">
					<button type="button" className="primary" onClick={this.forgetAndRetry}>
						Forget this page's saved data and try again
					</button>
					<a href={href("tasks")}>Go to the home page</a>
				</div>
				<details>
					<summary>Technical details</summary>
					<pre className="page-error-details">{error.message}</pre>
				</details>
			</section>
		);
	}
}
