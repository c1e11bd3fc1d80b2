import { useMemo, useState } from "react";
import { highlight } from "./highlight.js";

/** A highlighted code block with a copy button. */
export function CodeBlock({ code, language, label }: { code: string; language: string; label?: string }) {
	const tokens = useMemo(() => highlight(code, language), [code, language]);
	const [copied, setCopied] = useState(false);
	const copy = async () => {
		await navigator.clipboard.writeText(code);
		setCopied(true);
		setTimeout(() => setCopied(false), 1500);
	};
	return (
		<figure className="code-figure">
			<figcaption>
				<span>{label}</span>
				<button type="button" className="copy" onClick={copy} aria-label={`Copy ${label ?? "code"}`}>
					{copied ? "Copied" : "Copy"}
				</button>
			</figcaption>
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
