import type { ModelData } from "@modelyard/tasks";
import { useEffect, useState } from "react";
import { useSettings } from "../../app/settings.js";
import { findSampleModel } from "../../data/sample-models.js";

export type ModelState =
	| { status: "idle" }
	| { status: "loading" }
	| { status: "ready"; model: ModelData }
	| { status: "error"; message: string };

/** A model descriptor: a built-in sample, or (online mode) the Hub's model info. */
export function useModel(modelId: string | undefined): ModelState {
	const [settings] = useSettings();
	const [state, setState] = useState<ModelState>({ status: "idle" });
	useEffect(() => {
		if (!modelId) return setState({ status: "idle" });
		const sample = findSampleModel(modelId);
		if (sample) return setState({ status: "ready", model: sample });
		if (settings.mode === "offline") {
			return setState({
				status: "error",
				message: `${modelId} is not one of the offline samples. Pick a sample, or switch to online mode in Settings to load any model from the Hub.`,
			});
		}
		const controller = new AbortController();
		setState({ status: "loading" });
		fetch(`https://huggingface.co/api/models/${modelId}`, { signal: controller.signal })
			.then(async (response) => {
				if (response.status === 404) throw new Error(`The Hub has no model ${modelId}. Check the id (owner/name).`);
				if (!response.ok) throw new Error(`The Hub answered ${response.status} for ${modelId}.`);
				const info = (await response.json()) as ModelData;
				setState({ status: "ready", model: { ...info, tags: info.tags ?? [] } });
			})
			.catch((error: unknown) => {
				if (controller.signal.aborted) return;
				setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
			});
		return () => controller.abort();
	}, [modelId, settings.mode]);
	return state;
}
