import { useMemo } from "react";
import { renderMarkdown } from "./render-markdown.js";

/** A model's reply rendered as markdown (sanitised by renderMarkdown: model-written HTML stays inert text). */
export function Markdown({ text }: { text: string }) {
	const html = useMemo(() => renderMarkdown(text), [text]);
	return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
