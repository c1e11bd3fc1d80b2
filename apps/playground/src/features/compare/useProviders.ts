import { hubProviderMapping } from "@modelyard/inference";
import { useEffect, useState } from "react";
import { useSettings } from "../../app/settings.js";
import { hubReadOptions } from "../../data/hub.js";
import { type ProviderEntry, providerEntries } from "../../data/provider-mapping.js";

/**
 * The providers of any model id (the Hub's mapping, offline the recorded one), for a column where the id is
 * typed freely: undefined while loading, empty when the Hub knows no provider for it (or no such model).
 * Read through the client's hub layer: its token rule and the page's hub cache.
 */
export function useProviders(modelId: string): ProviderEntry[] | undefined {
	const [settings] = useSettings();
	const [providers, setProviders] = useState<ProviderEntry[]>();
	useEffect(() => {
		setProviders(undefined);
		if (!/^[\w.-]+(\/[\w.-]+)?$/.test(modelId)) return setProviders([]);
		const controller = new AbortController();
		hubProviderMapping(modelId, hubReadOptions(settings, controller.signal))
			.then((mapping) => setProviders(providerEntries(mapping)))
			.catch(() => {
				if (!controller.signal.aborted) setProviders([]);
			});
		return () => controller.abort();
	}, [modelId, settings]);
	return providers;
}
