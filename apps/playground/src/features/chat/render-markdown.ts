// marked turns markdown into HTML; DOMPurify then removes anything that could run (scripts, event
// handlers, javascript: links). HTML written by the model is escaped first, so it shows as text.
import DOMPurify from "dompurify";
import { Marked } from "marked";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const markdown = new Marked({
	gfm: true,
	breaks: true,
	renderer: { html: ({ text }) => escapeHtml(text) },
});

DOMPurify.addHook("afterSanitizeAttributes", (node) => {
	// Links open away from the playground, without handing it to the page they open.
	if (node.tagName === "A") {
		node.setAttribute("target", "_blank");
		node.setAttribute("rel", "noopener noreferrer");
	}
});

/** Sanitised HTML for a model's markdown reply. */
export function renderMarkdown(text: string): string {
	return DOMPurify.sanitize(markdown.parse(text, { async: false }), { USE_PROFILES: { html: true } });
}
