import { useCallback, useState } from "react";
import { forgetKept, readKept, writeKept } from "../../app/browser-store.js";
import { isNumber, isRecord, isString, validFields } from "../../app/stored-values.js";
import { type Receipt, receiptFrom } from "./receipt.js";

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
const keyOf = (page: string) => `history.${page}`;

function load(page: string): HistoryEntry[] {
	const stored = readKept(keyOf(page), (value) => (Array.isArray(value) ? value : undefined)) ?? [];
	return stored.flatMap((entry) => historyEntryFrom(entry) ?? []);
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
			// Storage full or refused (a private window): the page says so; the history lives on until it closes.
			if (next.length === 0) forgetKept(keyOf(page));
			else writeKept(keyOf(page), next);
		},
		[page],
	);
	const add = useCallback((entry: HistoryEntry) => save([entry, ...load(page)].slice(0, MAX_ENTRIES)), [page, save]);
	const clear = useCallback(() => save([]), [save]);
	return { entries, add, clear };
}

/** Forgets the runs kept for a page. */
export function forgetRunHistory(page: string): void {
	forgetKept(keyOf(page));
}

/**
 * A stored entry as a history row shows it; undefined when a field it needs is missing or of another type, or
 * when its receipt cannot be shown (one kept before receipts listed each attempt).
 */
function historyEntryFrom(value: unknown): HistoryEntry | undefined {
	if (!isRecord(value)) return undefined;
	const { at, summary, link, outcome } = validFields<Omit<HistoryEntry, "receipt">>(value, {
		at: isNumber,
		summary: isString,
		link: isPlaygroundLink,
		outcome: isString,
	});
	if (at === undefined || summary === undefined || link === undefined) return undefined;
	const receipt = receiptFrom(value.receipt);
	if (value.receipt !== undefined && receipt === undefined) return undefined;
	return { at, summary, link, ...(receipt && { receipt }), ...(outcome !== undefined && { outcome }) };
}

/** A link to a page of this playground (a history row's link is followed when clicked). */
function isPlaygroundLink(value: unknown): value is string {
	if (!isString(value)) return false;
	try {
		const url = new URL(value, window.location.href);
		return url.origin === window.location.origin && url.hash.startsWith("#/");
	} catch {
		return false;
	}
}
