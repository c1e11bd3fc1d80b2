import type { ProviderStats } from "@modelyard/inference";

const ms = (value: number | undefined) => (value === undefined ? "–" : `${Math.round(value)} ms`);

/** What the page's client measured of each provider for the model (`providerStats`), and its breakers. */
export function Scoreboard({ stats }: { stats: ProviderStats[] }) {
	return (
		<section className="panel scoreboard" aria-label="Scoreboard">
			<h2 className="panel-title">Scoreboard</h2>
			{stats.length === 0 ? (
				<p className="note">
					No provider measured yet for this model: each run adds what it saw (the fastest policy reads it).
				</p>
			) : (
				// biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must be able to scroll the table sideways on a phone
				<section className="table-scroll" aria-label="Scoreboard table" tabIndex={0}>
					<table className="scoreboard-table cards-on-phone">
						<thead>
							<tr>
								<th scope="col">Provider</th>
								<th scope="col">Attempts</th>
								<th scope="col">Errors</th>
								<th scope="col">First byte</th>
								<th scope="col">First token</th>
								<th scope="col">Tokens/s</th>
								<th scope="col">Breaker</th>
							</tr>
						</thead>
						<tbody>
							{stats.map((row) => (
								<tr key={row.provider}>
									<th scope="row">{row.provider}</th>
									<td data-label="Attempts">{row.samples}</td>
									<td data-label="Errors">{Math.round(row.errorRate * 100)}%</td>
									<td data-label="First byte">{ms(row.firstByteMs)}</td>
									<td data-label="First token">{ms(row.firstTokenMs)}</td>
									<td data-label="Tokens/s">
										{row.tokensPerSecond === undefined ? "–" : row.tokensPerSecond.toFixed(1)}
									</td>
									<td data-label="Breaker">{row.breaker}</td>
								</tr>
							))}
						</tbody>
					</table>
				</section>
			)}
		</section>
	);
}
