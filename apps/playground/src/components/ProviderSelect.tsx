import type { InferenceProviderOrPolicy, InferenceTask } from "@modelyard/inference";
import { useSettings } from "../app/settings.js";
import { entryFor, type ProviderEntry } from "../data/provider-mapping.js";

/** The provider picker: only the providers of the model's mapping, with their status, and `auto` explained. */
export function ProviderSelect({
	providers,
	task,
	value,
	onChange,
	noteId = "provider-note",
}: {
	/** Unique on the page: several pickers (compare columns) need one each. */
	noteId?: string;
	providers: ProviderEntry[];
	/** The task the page calls the model with: `auto` is resolved for it, as the client does. */
	task: InferenceTask | undefined;
	value: InferenceProviderOrPolicy;
	onChange: (provider: InferenceProviderOrPolicy) => void;
}) {
	const chosen = entryFor(providers, value, task);
	const [settings] = useSettings();
	// Offline, an empty list means nothing was recorded for the model, not that no provider serves it.
	const none =
		settings.mode === "offline"
			? "Offline, no recording of this model with any provider exists, so there is nothing to call. Switch to online mode in Settings to use the providers the Hub lists for it."
			: "The Hub lists no provider this client can call for this model.";
	return (
		<div className="provider-select">
			<label>
				Provider
				<select
					aria-label="Provider"
					aria-describedby={noteId}
					value={value}
					onChange={(e) => onChange(e.target.value as InferenceProviderOrPolicy)}
				>
					{providers.length > 0 && <option value="auto">auto</option>}
					{providers.map((entry) => (
						<option key={entry.provider} value={entry.provider}>
							{entry.provider} ({entry.status})
						</option>
					))}
				</select>
			</label>
			<p id={noteId} className="note">
				{providers.length === 0
					? none
					: value === "auto"
						? chosen
							? `auto: the client picks the first live provider of the model's mapping, here ${chosen.provider}.`
							: "auto: the client picks only a live provider, and none of this model's is live yet: pick a staging provider by name."
						: chosen
							? `${chosen.provider} calls it ${chosen.providerId} · ${chosen.status === "live" ? "live" : "staging: not yet open to everyone"}`
							: ""}
			</p>
		</div>
	);
}
