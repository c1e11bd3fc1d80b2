import { useEffect, useRef } from "react";

/** Ctrl+Enter (Cmd+Enter on a Mac) anywhere on the page runs it, whatever has the focus. */
export function useRunShortcut(run: () => void): void {
	const latest = useRef(run);
	latest.current = run;
	useEffect(() => {
		const onKey = (event: KeyboardEvent) => {
			if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || event.defaultPrevented) return;
			event.preventDefault();
			latest.current();
		};
		window.addEventListener("keydown", onKey);
		return () => window.removeEventListener("keydown", onKey);
	}, []);
}
