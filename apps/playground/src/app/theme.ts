import { useCallback, useEffect, useState } from "react";

export type Theme = "light" | "dark";
const KEY = "modelyard.theme";
const systemDark = () => window.matchMedia("(prefers-color-scheme: dark)").matches;

/**
 * The page's theme: the system's (followed as it changes) until the person picks one with the toggle, which
 * this browser then keeps. The choice is `data-theme` on <html>, which the style sheet reads.
 */
export function useTheme(): [Theme, () => void] {
	const [chosen, setChosen] = useState<Theme | undefined>(() => {
		const stored = localStorage.getItem(KEY);
		return stored === "light" || stored === "dark" ? stored : undefined;
	});
	const [system, setSystem] = useState<Theme>(() => (systemDark() ? "dark" : "light"));
	useEffect(() => {
		const query = window.matchMedia("(prefers-color-scheme: dark)");
		const onChange = () => setSystem(query.matches ? "dark" : "light");
		query.addEventListener("change", onChange);
		return () => query.removeEventListener("change", onChange);
	}, []);
	useEffect(() => {
		if (chosen) document.documentElement.dataset["theme"] = chosen;
		else delete document.documentElement.dataset["theme"];
	}, [chosen]);
	const theme = chosen ?? system;
	const toggle = useCallback(() => {
		const next = theme === "dark" ? "light" : "dark";
		// Back to the system's when it matches: the page follows it again.
		if (next === system) localStorage.removeItem(KEY);
		else localStorage.setItem(KEY, next);
		setChosen(next === system ? undefined : next);
	}, [theme, system]);
	return [theme, toggle];
}
