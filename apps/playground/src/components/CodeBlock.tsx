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
			{label && <figcaption>{label}</figcaption>}
			<button type="button" className="copy" onClick={copy} aria-label={`Copy ${label ?? "code"}`}>
				{copied ? "Copied" : "Copy"}
			</button>
			<pre className="code" data-language={language}>
				<code>
					{tokens.map((token, index) =>
						token.kind === "plain" ? (
							token.text
						) : (
							<span key={index} className={`tok-${token.kind}`}>
								{token.text}
							</span>
						),
					)}
				</code>
			</pre>
		</figure>
	);
}
