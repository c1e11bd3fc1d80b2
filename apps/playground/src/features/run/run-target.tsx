import type { InferenceProviderOrPolicy } from "@modelyard/inference";
import { useCallback, useState } from "react";
import { useSettings } from "../../app/settings.js";
import type { ProviderEntry } from "../../data/provider-mapping.js";
import { type HistoryEntry, useRunHistory } from "./history.js";
import { RunHistory } from "./RunHistory.js";
import { type CallProvider, callPolicy, callProvider, type Policy, pageRoutingState, type Route } from "./routing.js";
import type { RunOutcome } from "./run-call.js";
import { Scoreboard } from "./Scoreboard.js";

/**
 * What every run panel (a task's, the chat's) wires the same way: the provider picked and the fallback route
 * (from a shared link or history entry when one opened the page), the call they make, and the page's kept runs.
 */
export interface RunTarget {
	provider: InferenceProviderOrPolicy;
	setProvider(provider: InferenceProviderOrPolicy): void;
	route: Route;
	setRoute(route: Route): void;
	/** The provider argument of the call: the picked one, or the fallback list. */
	calling: CallProvider;
	policy: Policy | undefined;
	history: { entries: HistoryEntry[]; clear(): void };
	/** Keeps a finished run (answered or failed; a stop is not a run) with the link that restores its form. */
	keep(outcome: RunOutcome<unknown> | undefined, summary: string, link: string): void;
}

export function useRunTarget(
	historyPage: string,
	providers: ProviderEntry[],
	restored?: { provider?: InferenceProviderOrPolicy; route?: Route },
): RunTarget {
	const [provider, setProvider] = useState<InferenceProviderOrPolicy>(
		restored?.provider ?? providers[0]?.provider ?? "hf-inference",
	);
	const [route, setRoute] = useState<Route>(restored?.route ?? { list: "" });
	const history = useRunHistory(historyPage);
	const calling = callProvider(provider, route);
	const { add } = history;
	const keep = useCallback(
		(outcome: RunOutcome<unknown> | undefined, summary: string, link: string) => {
			if (outcome === undefined || (!outcome.ok && outcome.stopped)) return;
			add({
				at: Date.now(),
				summary,
				link,
				...(outcome.ok ? { receipt: outcome.receipt } : { outcome: outcome.error }),
			});
		},
		[add],
	);
	return { provider, setProvider, route, setRoute, calling, policy: callPolicy(calling, route), history, keep };
}

/** Under every run panel: how each provider did for the model, and the page's kept runs. */
export function RunTargetRecord({ target, modelId }: { target: RunTarget; modelId: string }) {
	const [settings] = useSettings();
	return (
		<>
			<Scoreboard stats={pageRoutingState(settings).stats(modelId)} />
			<RunHistory entries={target.history.entries} onClear={target.history.clear} />
		</>
	);
}
