// What the playground keeps in this browser (localStorage), read and written one way: a value read back is
// checked before use (an older version's, or one edited by hand, may be of any shape); the kept pages are
// bounded, the least recently written forgotten first; and a full storage is said, not swallowed.

const PREFIX = "modelyard.";
/** The kept values (chats, run histories), most recently written first. */
const ORDER_KEY = `${PREFIX}kept-order`;
/** How many pages' values are kept: a history and a chat per model would otherwise grow with every model tried. */
export const MAX_KEPT = 24;
/** The event the page listens to, to tell the person their storage is full. */
export const STORAGE_FULL_EVENT = "modelyard:storage-full";

/** A kept value, checked by `from` (undefined when absent, unreadable, or not of its shape). */
export function readKept<T>(key: string, from: (stored: unknown) => T | undefined): T | undefined {
	try {
		const text = localStorage.getItem(PREFIX + key);
		return text === null ? undefined : from(JSON.parse(text));
	} catch {
		return undefined;
	}
}

/**
 * Keeps a value, forgetting the least recently written pages past MAX_KEPT, and when the storage is full, those
 * before it until the value fits. False (and the page is told, see STORAGE_FULL_EVENT) when it still does not.
 */
export function writeKept(key: string, value: unknown): boolean {
	const text = JSON.stringify(value);
	const order = [key, ...keptOrder().filter((kept) => kept !== key)];
	for (const evicted of order.splice(MAX_KEPT)) localStorage.removeItem(PREFIX + evicted);
	for (;;) {
		try {
			localStorage.setItem(PREFIX + key, text);
			localStorage.setItem(ORDER_KEY, JSON.stringify(order));
			return true;
		} catch {
			const oldest = order.length > 1 ? order.pop() : undefined;
			if (oldest === undefined) break;
			localStorage.removeItem(PREFIX + oldest);
		}
	}
	window.dispatchEvent(new Event(STORAGE_FULL_EVENT));
	return false;
}

export function forgetKept(key: string): void {
	localStorage.removeItem(PREFIX + key);
	try {
		localStorage.setItem(ORDER_KEY, JSON.stringify(keptOrder().filter((kept) => kept !== key)));
	} catch {
		// A full storage still forgets the value itself.
	}
}

/** The kept keys, most recently written first; values kept before the order was (older versions) come last. */
function keptOrder(): string[] {
	let order: string[] = [];
	try {
		const stored: unknown = JSON.parse(localStorage.getItem(ORDER_KEY) ?? "[]");
		if (Array.isArray(stored)) order = stored.filter((key): key is string => typeof key === "string");
	} catch {
		// An unreadable order is rebuilt from the keys present.
	}
	const unordered = Object.keys(localStorage)
		.filter((key) => /^modelyard\.(history|chat)\./.test(key))
		.map((key) => key.slice(PREFIX.length))
		.filter((key) => !order.includes(key));
	return [...order, ...unordered];
}
