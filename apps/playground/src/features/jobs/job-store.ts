// A media generation's job handle, kept in the browser so a reload (or a closed tab) does not lose the paid job:
// the handle is plain JSON without token or key (the client makes it so), one per model page.
import { isJobHandle, type JobHandle } from "@modelyard/inference";

const keyOf = (model: string) => `modelyard.job.${model}`;

export function keepJob(model: string, job: JobHandle): void {
	try {
		localStorage.setItem(keyOf(model), JSON.stringify(job));
	} catch {
		// Storage full or refused: the run goes on, only a reload would lose it.
	}
}

export function forgetJob(model: string): void {
	try {
		localStorage.removeItem(keyOf(model));
	} catch {
		// Storage refused (a browser setting): nothing was kept either.
	}
}

/** The kept handle of the model's page, when one is stored and is a handle (the client's own check); a bad one is dropped. */
export function keptJob(model: string): JobHandle | undefined {
	let value: unknown;
	try {
		value = JSON.parse(localStorage.getItem(keyOf(model)) ?? "null");
	} catch {
		// Unreadable JSON, or storage refused: treated as a bad value, dropped.
		value = undefined;
	}
	if (value === null) return undefined;
	if (!isJobHandle(value)) {
		forgetJob(model);
		return undefined;
	}
	return value;
}

/** "accepted 3 min ago" in words, from the handle's ISO time (a clock set differently shows "just now"). */
export function acceptedAgo(createdAt: string, now = Date.now()): string {
	const minutes = Math.floor((now - Date.parse(createdAt)) / 60_000);
	if (!Number.isFinite(minutes) || minutes < 1) return "accepted less than a minute ago";
	return minutes < 60 ? `accepted ${minutes} min ago` : `accepted ${Math.floor(minutes / 60)} h ago`;
}
