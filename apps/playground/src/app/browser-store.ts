// What the playground keeps in this browser, read and written one way: a value read back is checked before use
// (an older version's, or one edited by hand, may be of any shape), and a full storage is said, not swallowed.
// The settings live in sessionStorage (the token stays in the tab); the kept pages (chats, run histories) in
// localStorage, bounded, the least recently written forgotten first.

const PREFIX = "modelyard.";
/** The kept values (chats, run histories), most recently written first. */
const ORDER_KEY = `${PREFIX}kept-order`;
/** How many pages' values are kept: a history and a chat per model would otherwise grow with every model tried. */
export const MAX_KEPT = 24;
/** The event the page listens to, to tell the person their storage is full. */
export const STORAGE_FULL_EVENT = "modelyard:storage-full";

/** A stored value, checked by `from` (undefined when absent, unreadable, or not of its shape). */
export function readStored<T>(storage: Storage, key: string, from: (stored: unknown) => T | undefined): T | undefined {
	try {
		const text = storage.getItem(PREFIX + key);
		return text === null ? undefined : from(JSON.parse(text));
	} catch {
		return undefined;
	}
}

/**
 * Stores a value; when the storage is full, `makeRoom` may forget something (true when it did) before the next
 * try. False (and the page is told, see STORAGE_FULL_EVENT) when it still does not fit.
 */
export function writeStored(storage: Storage, key: string, value: unknown, makeRoom = () => false): boolean {
	const text = JSON.stringify(value);
	do {
		try {
			storage.setItem(PREFIX + key, text);
			return true;
		} catch {
			// Full: make room and try again, if anything can go.
		}
	} while (makeRoom());
	window.dispatchEvent(new Event(STORAGE_FULL_EVENT));
	return false;
}

export function forgetStored(storage: Storage, key: string): void {
	storage.removeItem(PREFIX + key);
}

/** A kept page's value (localStorage), checked by `from`. */
export function readKept<T>(key: string, from: (stored: unknown) => T | undefined): T | undefined {
	return readStored(localStorage, key, from);
}

/**
 * Keeps a page's value, forgetting the least recently written pages past MAX_KEPT, and when the storage is full,
 * those before it until the value fits. False (and the page is told) when it still does not.
 */
export function writeKept(key: string, value: unknown): boolean {
	const order = [key, ...keptOrder().filter((kept) => kept !== key)];
	for (const evicted of order.splice(MAX_KEPT)) forgetStored(localStorage, evicted);
	const written = writeStored(localStorage, key, value, () => {
		const oldest = order.length > 1 ? order.pop() : undefined;
		if (oldest !== undefined) forgetStored(localStorage, oldest);
		return oldest !== undefined;
	});
	if (written) writeOrder(order);
	return written;
}

export function forgetKept(key: string): void {
	forgetStored(localStorage, key);
	writeOrder(keptOrder().filter((kept) => kept !== key));
}

function writeOrder(order: string[]): void {
	try {
		localStorage.setItem(ORDER_KEY, JSON.stringify(order));
	} catch {
		// A full storage rebuilds the order from the keys present (see keptOrder).
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
