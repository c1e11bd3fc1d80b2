import type { ModelData } from "@modelyard/tasks";
import { useEffect, useState } from "react";
import { endpoints, type Settings, useSettings } from "../../app/settings.js";
import { type ProviderEntry, providerEntries } from "../../data/provider-mapping.js";
import { findSampleModel } from "../../data/sample-models.js";

export type ModelState =
	| { status: "idle" }
	| { status: "loading" }
	| { status: "ready"; model: ModelData; providers: ProviderEntry[] }
	| { status: "error"; message: string };

// The Hub answers only the fields asked for when `expand` is given.
const EXPANDED = [
	"inferenceProviderMapping",
	"pipeline_tag",
	"library_name",
	"tags",
	"config",
	"transformersInfo",
	"widgetData",
	"mask_token",
	"cardData",
];

async function loadModel(modelId: string, settings: Settings, signal: AbortSignal) {
	const sample = findSampleModel(modelId);
	if (!sample && settings.mode === "offline") {
		throw new Error(
			`${modelId} is not one of the offline samples. Pick a sample, or switch to online mode in Settings to load any model from the Hub.`,
		);
	}
	const hub = endpoints(settings).hubUrl ?? "https://huggingface.co";
	const query = (settings.mode === "offline" ? ["inferenceProviderMapping"] : EXPANDED)
		.map((field) => `expand[]=${field}`)
		.join("&");
	// The token opens private and gated models; it goes in a header, never in the URL.
	const headers: Record<string, string> = settings.token ? { authorization: `Bearer ${settings.token}` } : {};
	const response = await fetch(`${hub}/api/models/${modelId}?${query}`, { headers, signal });
	if (response.status === 401 || response.status === 403) {
		throw new Error(
			`The Hub refused ${modelId} (${response.status}): it is private or gated. Give a token that may read it in Settings, or accept its terms on the Hub.`,
		);
	}
	if (response.status === 404) {
		if (sample) return { model: sample, providers: [] };
		throw new Error(`The Hub has no model ${modelId}. Check the id (owner/name), or search for it.`);
	}
	if (!response.ok) throw new Error(`The Hub answered ${response.status} for ${modelId}. Try again in a moment.`);
	const info = (await response.json()) as ModelData & { inferenceProviderMapping?: unknown };
	const model: ModelData =
		sample && settings.mode === "offline" ? sample : { ...info, id: info.id ?? modelId, tags: info.tags ?? [] };
	return { model, providers: providerEntries(info.inferenceProviderMapping) };
}

/**
 * A model descriptor with the providers that serve it: a built-in sample with its recorded mapping (offline),
 * or the Hub's model info and mapping, fetched with the person's token when given (online).
 */
export function useModel(modelId: string | undefined): ModelState {
	const [settings] = useSettings();
	const [state, setState] = useState<ModelState>({ status: "idle" });
	useEffect(() => {
		if (!modelId) return setState({ status: "idle" });
		const controller = new AbortController();
		setState({ status: "loading" });
		loadModel(modelId, settings, controller.signal)
			.then((loaded) => setState({ status: "ready", ...loaded }))
			.catch((error: unknown) => {
				if (controller.signal.aborted) return;
				setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
			});
		return () => controller.abort();
	}, [modelId, settings]);
	return state;
}
