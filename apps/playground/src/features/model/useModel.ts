import { type HubModelInfo, hubModelInfo } from "@modelyard/inference";
import type { ModelData } from "@modelyard/tasks";
import { useEffect, useState } from "react";
import { type Settings, useSettings } from "../../app/settings.js";
import { hubReadOptions, hubStatusOf } from "../../data/hub.js";
import { type ProviderEntry, providerEntries } from "../../data/provider-mapping.js";
import { findSampleModel } from "../../data/sample-models.js";
import { explainError } from "../run/explain-error.js";

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
	const offline = settings.mode === "offline";
	if (!sample && offline) {
		throw new Error(
			`${modelId} is not one of the offline samples. Pick a sample, or switch to online mode in Settings to load any model from the Hub.`,
		);
	}
	let info: HubModelInfo;
	try {
		// Through the client's hub layer: only an hf_ token goes to the Hub (it opens private and gated models).
		info = await hubModelInfo(
			modelId,
			offline ? ["inferenceProviderMapping"] : EXPANDED,
			hubReadOptions(settings, signal),
		);
	} catch (error) {
		// An abandoned read (the page moved on, or React ran the effect again) says nothing about the model.
		if (signal.aborted) throw error;
		const status = hubStatusOf(error);
		// Offline without recordings (or a sample the Hub lost): the sample's page, with no provider to call.
		if (sample && (offline || status === 404)) return { model: sample, providers: [] };
		if (status === 401 || status === 403) {
			throw new Error(
				`The Hub refused ${modelId} (${status}): it is private or gated. Give a token that may read it in Settings (an hf_ token: other keys are never sent to the Hub), or accept its terms on the Hub.`,
			);
		}
		if (status === 404)
			throw new Error(`The Hub has no model ${modelId}. Check the id (owner/name), or search for it.`);
		throw new Error(explainError(error));
	}
	const model: ModelData =
		sample && offline ? sample : ({ ...info, id: info.id ?? modelId, tags: info["tags"] ?? [] } as ModelData);
	return { model, providers: providerEntries(info["inferenceProviderMapping"]) };
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
			.then((loaded) => {
				if (!controller.signal.aborted) setState({ status: "ready", ...loaded });
			})
			.catch((error: unknown) => {
				if (controller.signal.aborted) return;
				setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
			});
		return () => controller.abort();
	}, [modelId, settings]);
	return state;
}
