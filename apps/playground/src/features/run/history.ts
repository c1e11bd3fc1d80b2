import { useCallback, useState } from "react";
import type { Receipt } from "./receipt.js";

/** One run of a page, as kept in this browser: what was sent, how it went, and the link that restores it. */
export interface HistoryEntry {
	at: number;
	/** The input in a few words. */
	summary: string;
	receipt?: Receipt;
	/** The failure or notice in words, for a run without a result. */
	outcome?: string;
	link: string;
}

const MAX_ENTRIES = 20;
const keyOf = (page: string) => `modelyard.history.${page}`;

function load(page: string): HistoryEntry[] {
	try {
		const stored: unknown = JSON.parse(localStorage.getItem(keyOf(page)) ?? "[]");
		// Entries kept before receipts listed each attempt are left out: their receipt cannot be shown.
		return Array.isArray(stored) ? (stored as HistoryEntry[]).filter(hasAttemptList) : [];
	} catch {
		return [];
	}
}

/** The runs of one page (a model's run page), newest first, kept in localStorage across reloads. */
export function useRunHistory(page: string): {
	entries: HistoryEntry[];
	add(entry: HistoryEntry): void;
	clear(): void;
} {
	const [entries, setEntries] = useState(() => load(page));
	const save = useCallback(
		(next: HistoryEntry[]) => {
			setEntries(next);
			try {
				localStorage.setItem(keyOf(page), JSON.stringify(next));
			} catch {
				// Storage full or refused (a private window): the history lives on in the page until it closes.
			}
		},
		[page],
	);
	const add = useCallback((entry: HistoryEntry) => save([entry, ...load(page)].slice(0, MAX_ENTRIES)), [page, save]);
	const clear = useCallback(() => save([]), [save]);
	return { entries, add, clear };
}

const hasAttemptList = (entry: HistoryEntry) => entry.receipt === undefined || Array.isArray(entry.receipt.attempts);
