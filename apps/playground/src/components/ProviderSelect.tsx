import type { InferenceProviderOrPolicy } from "@modelyard/inference";
import { entryFor, type ProviderEntry } from "../data/provider-mapping.js";

/** The provider picker: only the providers of the model's mapping, with their status, and `auto` explained. */
export function ProviderSelect({
	providers,
	value,
	onChange,
	noteId = "provider-note",
}: {
	/** Unique on the page: several pickers (compare columns) need one each. */
	noteId?: string;
	providers: ProviderEntry[];
	value: InferenceProviderOrPolicy;
	onChange: (provider: InferenceProviderOrPolicy) => void;
}) {
	const chosen = entryFor(providers, value);
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
					? "No provider serves this model (the Hub's mapping for it is empty)."
					: value === "auto"
						? `auto: the client picks the first live provider of the model's mapping, here ${chosen?.provider}.`
						: chosen
							? `${chosen.provider} calls it ${chosen.providerId} · ${chosen.status === "live" ? "live" : "staging: not yet open to everyone"}`
							: ""}
			</p>
		</div>
	);
}
