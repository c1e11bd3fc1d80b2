import { useCallback, useSyncExternalStore } from "react";

/**
 * Where the playground sends requests, and with which token. "offline" answers from the recorded
 * exchanges served by the dev server under /replay (no network, no token needed); "online" calls the real
 * Hub and router. The token stays in this tab's sessionStorage only.
 */
export interface Settings {
	mode: "offline" | "online";
	token: string;
	/** Time budget of one run, retries included. */
	timeoutMs: number;
}

/** The client's own default is no time limit; a person waiting at a page should hear back within two minutes. */
export const DEFAULT_TIMEOUT_MS = 120_000;

const KEY = "modelyard.settings";
const listeners = new Set<() => void>();
let cached: Settings | undefined;

function read(): Settings {
	if (cached) return cached;
	try {
		const stored = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Partial<Settings>;
		const timeoutMs = Number(stored.timeoutMs);
		cached = {
			mode: stored.mode === "online" ? "online" : "offline",
			token: stored.token ?? "",
			timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : DEFAULT_TIMEOUT_MS,
		};
	} catch {
		cached = { mode: "offline", token: "", timeoutMs: DEFAULT_TIMEOUT_MS };
	}
	return cached;
}

export function useSettings(): [Settings, (change: Partial<Settings>) => void] {
	const settings = useSyncExternalStore((listener) => {
		listeners.add(listener);
		return () => listeners.delete(listener);
	}, read);
	const update = useCallback((change: Partial<Settings>) => {
		cached = { ...read(), ...change };
		sessionStorage.setItem(KEY, JSON.stringify(cached));
		for (const listener of listeners) listener();
	}, []);
	return [settings, update];
}

/** Hub and router base URLs for the current mode. */
export function endpoints(settings: Settings): { hubUrl?: string; routerUrl?: string } {
	if (settings.mode === "online") return {};
	const origin = window.location.origin;
	return { hubUrl: `${origin}/replay/huggingface.co`, routerUrl: `${origin}/replay/router.huggingface.co` };
}

export const sampleAssetUrl = (file: string) => `${window.location.origin}/replay/assets/${file}`;
