import { useEffect, useState } from "react";
import { isRecord } from "./stored-values.js";

/**
 * The hash of the page the router opened: it follows navigation (hashchange), not an address rewritten in
 * place by `history.replaceState` (Copy link), so such a rewrite never opens the page again.
 */
export function useHash(): string {
	const [hash, setHash] = useState(() => window.location.hash);
	useEffect(() => {
		const onChange = () => setHash(window.location.hash);
		window.addEventListener("hashchange", onChange);
		return () => window.removeEventListener("hashchange", onChange);
	}, []);
	return hash;
}

/** The page a hash names: `#/tasks/fill-mask` -> ["tasks", "fill-mask"] (a `?query` left out). */
export function routeOf(hash: string): string[] {
	return (hash.replace(/^#\/?/, "").split("?")[0] ?? "")
		.split("/")
		.filter(Boolean)
		.map((part) => decodeURIComponent(part));
}

export const href = (...parts: string[]) => `#/${parts.map(encodeURIComponent).join("/")}`;

/**
 * A run's form as a link: `#/run/{model}?run={json}`. The state holds the provider, input and settings, and
 * never a token (callers pass only form fields; `shareLink` drops any key named like one, to be sure).
 */
export function shareLink(route: string[], state: Record<string, unknown>): string {
	const safe = Object.fromEntries(Object.entries(state).filter(([key]) => !/token|key|secret/i.test(key)));
	const query = new URLSearchParams({ run: JSON.stringify(safe) });
	return `${window.location.origin}${window.location.pathname}${href(...route)}?${query}`;
}

/**
 * The shared state of the address, read once when a page opens; undefined without one (or when unreadable).
 * Anyone can write a link, so the page checks each field's type before using it.
 */
export function sharedState(): Record<string, unknown> | undefined {
	const query = window.location.hash.split("?")[1];
	const run = query ? new URLSearchParams(query).get("run") : null;
	if (!run) return undefined;
	try {
		const value: unknown = JSON.parse(run);
		return isRecord(value) ? value : undefined;
	} catch {
		return undefined;
	}
}
