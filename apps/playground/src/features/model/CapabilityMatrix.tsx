import type { ProviderCapabilities } from "@modelyard/inference";
import { useCapabilities } from "./useCapabilities.js";

const yesNo = (value: boolean | undefined, seen: boolean | undefined) =>
	`${value === undefined ? "?" : value ? "yes" : "no"}${seen ? " (seen)" : ""}`;

function price({ pricing }: ProviderCapabilities): string {
	return pricing ? `$${pricing.input} / $${pricing.output}` : "–";
}

function context({ contextLength }: ProviderCapabilities): string {
	if (contextLength === undefined) return "–";
	return contextLength >= 1024 ? `${Math.round(contextLength / 1024)}k` : String(contextLength);
}

/** Measured here (first token, else first byte), else what the router publishes. */
function latency({ measured, firstTokenLatencyMs }: ProviderCapabilities): string {
	const ours = measured?.firstTokenMs ?? measured?.firstByteMs;
	if (ours !== undefined) return `${Math.round(ours)} ms`;
	return firstTokenLatencyMs === undefined ? "–" : `${Math.round(firstTokenLatencyMs)} ms (router)`;
}

/** The model's providers × what each can do: live, tools, JSON schema, context, price, latency. */
export function CapabilityMatrix({ modelId }: { modelId: string }) {
	const state = useCapabilities(modelId);
	return (
		<section className="panel" aria-labelledby="capabilities-title">
			<h3 id="capabilities-title" className="panel-title">
				What each provider can do
			</h3>
			{state.status === "loading" && <p className="note">Reading the providers…</p>}
			{state.status === "error" && <p className="note">Capabilities unavailable: {state.message}</p>}
			{state.status === "ready" && state.providers.length === 0 && (
				<p className="note">No inference provider serves this model.</p>
			)}
			{state.status === "ready" && state.providers.length > 0 && (
				// biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must be able to scroll the table sideways on a phone
				<section className="table-scroll" aria-label="Capability matrix" tabIndex={0}>
					<table className="scoreboard-table capability-matrix">
						<thead>
							<tr>
								<th scope="col">Provider</th>
								<th scope="col">Live</th>
								<th scope="col">Tools</th>
								<th scope="col">JSON schema</th>
								<th scope="col">Context</th>
								<th scope="col">Price in / out per 1M</th>
								<th scope="col">Latency</th>
							</tr>
						</thead>
						<tbody>
							{state.providers.map((entry) => (
								<tr key={entry.provider}>
									<th scope="row">{entry.provider}</th>
									<td>{entry.status === "live" ? "yes" : entry.status}</td>
									<td>{yesNo(entry.tools, entry.observed?.toolCalls)}</td>
									<td>{yesNo(entry.structuredOutput, entry.observed?.json)}</td>
									<td>{context(entry)}</td>
									<td>{price(entry)}</td>
									<td>{latency(entry)}</td>
								</tr>
							))}
						</tbody>
					</table>
				</section>
			)}
			<p className="note">
				From the Hub's mapping and the router's model list ("?": the router does not say); "(seen)" when a run here got
				tool calls or JSON back; latency measured by this page's runs, else the router's published figure.
			</p>
		</section>
	);
}
