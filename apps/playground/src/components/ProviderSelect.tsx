import { INFERENCE_PROVIDERS, type InferenceProvider } from "@modelyard/inference";

/** The provider picker of the run panels. */
export function ProviderSelect({
	value,
	onChange,
}: {
	value: InferenceProvider;
	onChange: (provider: InferenceProvider) => void;
}) {
	return (
		<label>
			Provider
			<select aria-label="Provider" value={value} onChange={(e) => onChange(e.target.value as InferenceProvider)}>
				{INFERENCE_PROVIDERS.map((p) => (
					<option key={p}>{p}</option>
				))}
			</select>
		</label>
	);
}
