import { useState } from "react";
import { shareLink } from "../../app/router.js";

/** The link that opens a run page on this form: model, provider, input and settings (never the token). */
export function shareableState(modelId: string, state: Record<string, unknown>): string {
	return shareLink(["run", ...modelId.split("/")], state);
}

/** "Copy link": puts the form's link on the clipboard, and shows it (a clipboard may be refused). */
export function ShareLink({ link }: { link: string }) {
	const [copied, setCopied] = useState<string>();
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(link);
			setCopied("Link copied.");
		} catch {
			setCopied("Copy the link from the address bar.");
		}
		window.history.replaceState(null, "", link);
	};
	return (
		<>
			<button type="button" className="secondary" onClick={() => void copy()} data-link={link}>
				Copy link
			</button>
			{copied && (
				<span className="meta" role="status">
					{copied}
				</span>
			)}
		</>
	);
}
