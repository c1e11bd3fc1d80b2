import { useId } from "react";
import { POLICIES, type Policy, parseProviderList, type Route } from "./routing.js";

/**
 * Beside the provider picker: an ordered provider list, tried in turn when one fails (it replaces the
 * picker's choice), and the policy that orders `auto`'s or the list's providers.
 */
export function RouteSettings({
	route,
	onChange,
	autoPicked,
}: {
	route: Route;
	onChange: (route: Route) => void;
	/** The picker is on `auto`: the policy applies without a list too. */
	autoPicked: boolean;
}) {
	const noteId = useId();
	const { providers, unknown } = parseProviderList(route.list);
	const policyUsed = autoPicked || providers.length > 0;
	return (
		<div className="route-settings">
			<label className="route-list">
				Fallback list (in order)
				<input
					type="text"
					aria-label="Fallback list"
					aria-describedby={noteId}
					placeholder="e.g. together, fireworks-ai"
					value={route.list}
					onChange={(e) => onChange({ ...route, list: e.target.value })}
				/>
			</label>
			<label>
				Policy
				<select
					aria-label="Policy"
					value={route.policy ?? ""}
					disabled={!policyUsed}
					onChange={(e) => {
						const { policy: _policy, ...rest } = route;
						onChange(e.target.value ? { ...rest, policy: e.target.value as Policy } : rest);
					}}
				>
					<option value="">none</option>
					{POLICIES.map((policy) => (
						<option key={policy} value={policy}>
							{policy}
						</option>
					))}
				</select>
			</label>
			<p id={noteId} className="note">
				{unknown.length > 0
					? `Not a provider this client knows: ${unknown.join(", ")} (left out). Use names like "together, fireworks-ai".`
					: providers.length > 0
						? `Instead of the provider above, tries ${providers.join(", then ")}: the next one when a provider fails (5xx, 429, timeout, not served), never on a bad input (400, 413, 422).`
						: "Comma separated providers are tried in turn; empty: only the provider above. The policy orders auto's or the list's providers."}
			</p>
		</div>
	);
}
