import { useEffect, useState } from "react";

/**
 * Offline mode's recorded answers: whether the dev server has them (`../shared` beside the repository), and
 * if not, its words for it. Undefined until known.
 */
export function useRecordingsMissing(offline: boolean): string | undefined {
	const [missing, setMissing] = useState<string>();
	useEffect(() => {
		if (!offline) return setMissing(undefined);
		const controller = new AbortController();
		fetch(`${window.location.origin}/replay/status`, { signal: controller.signal })
			.then((response) => response.json() as Promise<{ recordings: boolean; error?: string }>)
			.then((status) =>
				setMissing(status.recordings ? undefined : (status.error ?? "Recorded answers are not available.")),
			)
			.catch(() => {
				// A server without the replay (a static build): offline mode has nothing to answer with either.
				if (!controller.signal.aborted) setMissing("Recorded answers are not available on this server.");
			});
		return () => controller.abort();
	}, [offline]);
	return missing;
}
