import { InferenceClient, type ProviderCapabilities } from "@modelyard/inference";
import { useEffect, useState } from "react";
import { endpoints, useSettings } from "../../app/settings.js";
import { pageHubCache } from "../../data/hub.js";
import { explainError } from "../run/explain-error.js";
import { pageRoutingState } from "../run/routing.js";

export type CapabilitiesState =
	| { status: "loading" }
	| { status: "ready"; providers: ProviderCapabilities[] }
	| { status: "error"; message: string };

/**
 * What each provider of a model can do (`client.capabilities`): the Hub mapping, the router's model list and what
 * this page's runs observed and measured (the run page's client state for these settings).
 */
export function useCapabilities(modelId: string): CapabilitiesState {
	const [settings] = useSettings();
	const [state, setState] = useState<CapabilitiesState>({ status: "loading" });
	useEffect(() => {
		const controller = new AbortController();
		setState({ status: "loading" });
		const client = new InferenceClient(settings.token, {
			...endpoints(settings),
			hubCache: pageHubCache(settings.token),
			routingState: pageRoutingState(settings),
			signal: controller.signal,
			timeout: settings.timeoutMs,
			...(settings.mode === "offline" && { maxRetries: 0 }),
		});
		client.capabilities(modelId).then(
			(providers) => {
				if (!controller.signal.aborted) setState({ status: "ready", providers });
			},
			(error: unknown) => {
				if (!controller.signal.aborted) setState({ status: "error", message: explainError(error) });
			},
		);
		return () => controller.abort();
	}, [modelId, settings]);
	return state;
}
