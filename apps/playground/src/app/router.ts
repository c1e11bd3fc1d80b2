import { useEffect, useState } from "react";

/** The page as the address bar's hash says: `#/tasks/fill-mask` -> ["tasks", "fill-mask"]. */
export function useHashRoute(): string[] {
	const [hash, setHash] = useState(() => window.location.hash);
	useEffect(() => {
		const onChange = () => setHash(window.location.hash);
		window.addEventListener("hashchange", onChange);
		return () => window.removeEventListener("hashchange", onChange);
	}, []);
	return hash
		.replace(/^#\/?/, "")
		.split("/")
		.filter(Boolean)
		.map((part) => decodeURIComponent(part));
}

export const href = (...parts: string[]) => `#/${parts.map(encodeURIComponent).join("/")}`;
