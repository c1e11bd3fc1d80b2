// marked turns markdown into HTML; DOMPurify then removes anything that could run (scripts, event
// handlers, javascript: links) or load (images, media, frames). HTML written by the model is escaped first, so
// it shows as text.
import DOMPurify from "dompurify";
import { Marked } from "marked";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The host of a web address, or undefined for anything else (relative, data:, javascript:...). */
function webHost(href: string): string | undefined {
	try {
		const url = new URL(href);
		return url.protocol === "https:" || url.protocol === "http:" ? url.host : undefined;
	} catch {
		return undefined;
	}
}

/**
 * A model's image is never loaded: its address could carry the conversation to any host, at every streamed
 * chunk. It becomes a link naming the host, which the person may choose to open.
 */
function imageAsLink({ href, text }: { href: string; text: string }): string {
	const label = escapeHtml(`Image${text ? `: ${text}` : ""}`);
	const host = webHost(href);
	return host ? `<a href="${escapeHtml(href)}" data-image-link="">${label} (${escapeHtml(host)})</a>` : label;
}

const markdown = new Marked({
	gfm: true,
	breaks: true,
	renderer: { html: ({ text }) => escapeHtml(text), image: imageAsLink },
});

DOMPurify.addHook("afterSanitizeAttributes", (node) => {
	// Links open away from the playground, without handing it to the page they open.
	if (node.tagName === "A") {
		node.setAttribute("target", "_blank");
		node.setAttribute("rel", "noopener noreferrer");
	}
});

/** Nothing in a reply fetches anything by itself: no element that loads, no attribute that names a source. */
const LOADING_TAGS = [
	"img",
	"picture",
	"source",
	"video",
	"audio",
	"track",
	"iframe",
	"object",
	"embed",
	"svg",
	"math",
];
const LOADING_ATTRIBUTES = ["src", "srcset", "poster", "background", "style", "ping"];

/** Sanitised HTML for a model's markdown reply. */
export function renderMarkdown(text: string): string {
	return DOMPurify.sanitize(markdown.parse(text, { async: false }), {
		USE_PROFILES: { html: true },
		FORBID_TAGS: LOADING_TAGS,
		FORBID_ATTR: LOADING_ATTRIBUTES,
	});
}
