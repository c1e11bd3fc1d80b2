import { useCallback, useSyncExternalStore } from "react";
import { forgetStored, readStored, writeStored } from "./browser-store.js";
import { isNumber, isOneOf, isString, validFields } from "./stored-values.js";

/**
 * Where the playground sends requests, and with which token. "offline" answers from the recorded
 * exchanges served by the dev server under /replay (no network, no token needed); "online" calls the real
 * Hub and router. The token stays in this tab's sessionStorage only.
 */
export interface Settings {
	mode: "offline" | "online";
	token: string;
	/** Online mode only: another Hub or router (e.g. a local server); empty means the real one. */
	hubUrl: string;
	routerUrl: string;
	/** Time budget of one run, retries included. */
	timeoutMs: number;
}

/** The client's own default is no time limit; a person waiting at a page should hear back within two minutes. */
export const DEFAULT_TIMEOUT_MS = 120_000;

const KEY = "settings";
const listeners = new Set<() => void>();
let cached: Settings | undefined;

function read(): Settings {
	if (cached) return cached;
	const valid = readStored(sessionStorage, KEY, (stored) =>
		validFields<Settings>(stored, {
			mode: isOneOf(["offline", "online"]),
			token: isString,
			hubUrl: isString,
			routerUrl: isString,
			timeoutMs: (value): value is number => isNumber(value) && value > 0,
		}),
	);
	cached = { mode: "offline", token: "", hubUrl: "", routerUrl: "", timeoutMs: DEFAULT_TIMEOUT_MS, ...valid };
	return cached;
}

/** Back to the defaults: offline, no token, the real Hub and router. */
export function forgetSettings(): void {
	forgetStored(sessionStorage, KEY);
	cached = undefined;
	for (const listener of listeners) listener();
}

export function useSettings(): [Settings, (change: Partial<Settings>) => void] {
	const settings = useSyncExternalStore((listener) => {
		listeners.add(listener);
		return () => listeners.delete(listener);
	}, read);
	const update = useCallback((change: Partial<Settings>) => {
		cached = { ...read(), ...change };
		writeStored(sessionStorage, KEY, cached);
		for (const listener of listeners) listener();
	}, []);
	return [settings, update];
}

/** Hub and router base URLs for the current mode. */
export function endpoints(settings: Settings): { hubUrl?: string; routerUrl?: string } {
	if (settings.mode === "online") {
		return {
			...(settings.hubUrl ? { hubUrl: settings.hubUrl } : {}),
			...(settings.routerUrl ? { routerUrl: settings.routerUrl } : {}),
		};
	}
	return { hubUrl: `${replayUrl()}/huggingface.co`, routerUrl: `${replayUrl()}/router.huggingface.co` };
}

/** Where the dev server mounts the local replay: offline, nothing is sent anywhere else. */
export const replayUrl = () => `${window.location.origin}/replay`;

export const sampleAssetUrl = (file: string) => `${replayUrl()}/assets/${file}`;
