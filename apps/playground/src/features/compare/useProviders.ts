import { useEffect, useState } from "react";
import { endpoints, useSettings } from "../../app/settings.js";
import { type ProviderEntry, providerEntries } from "../../data/provider-mapping.js";

/**
 * The providers of any model id (the Hub's mapping, offline the recorded one), for a column where the id is
 * typed freely: undefined while loading, empty when the Hub knows no provider for it (or no such model).
 */
export function useProviders(modelId: string): ProviderEntry[] | undefined {
	const [settings] = useSettings();
	const [providers, setProviders] = useState<ProviderEntry[]>();
	useEffect(() => {
		setProviders(undefined);
		if (!/^[\w.-]+(\/[\w.-]+)?$/.test(modelId)) return setProviders([]);
		const controller = new AbortController();
		const hub = endpoints(settings).hubUrl ?? "https://huggingface.co";
		// The token opens private and gated models; it goes in a header, never in the URL.
		const headers: Record<string, string> = settings.token ? { authorization: `Bearer ${settings.token}` } : {};
		fetch(`${hub}/api/models/${modelId}?expand[]=inferenceProviderMapping`, { headers, signal: controller.signal })
			.then(async (response) => (response.ok ? providerEntries((await response.json()).inferenceProviderMapping) : []))
			.then(setProviders)
			.catch(() => {
				if (!controller.signal.aborted) setProviders([]);
			});
		return () => controller.abort();
	}, [modelId, settings]);
	return providers;
}
