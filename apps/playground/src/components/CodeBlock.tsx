import { useMemo, useState } from "react";
import { highlight } from "./highlight.js";

/** A highlighted code block with a copy button. */
export function CodeBlock({ code, language, label }: { code: string; language: string; label?: string }) {
	const tokens = useMemo(() => highlight(code, language), [code, language]);
	const [copy, setCopy] = useState<"copied" | "refused">();
	const copyCode = async () => {
		try {
			await navigator.clipboard.writeText(code);
			setCopy("copied");
			setTimeout(() => setCopy(undefined), 1500);
		} catch {
			// The browser may refuse the clipboard (no permission, an insecure page): say so, and how to copy by hand.
			setCopy("refused");
		}
	};
	return (
		<figure className="code-figure">
			<figcaption>
				<span>{label}</span>
				<button type="button" className="copy" onClick={copyCode} aria-label={`Copy ${label ?? "code"}`}>
					{copy === "copied" ? "Copied" : "Copy"}
				</button>
			</figcaption>
			{copy === "refused" && (
				<p className="error" role="alert">
					The browser refused to copy: select the code below and copy it with Ctrl+C (⌘+C).
				</p>
			)}
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable, so a keyboard can scroll a long line sideways */}
			<pre className="code" data-language={language} tabIndex={0}>
				<code>
					{tokens.map((token, index) =>
						token.class === "plain" ? (
							token.text
						) : (
							<span key={index} className={`tok-${token.class}`}>
								{token.text}
							</span>
						),
					)}
				</code>
			</pre>
		</figure>
	);
}
