import { type OutputLine, resultsParquetBytes } from "@modelyard/batch/core";
import { totalsOf } from "./batch-stats.js";

/** Rows shown in the table: enough to look through; the downloads hold every row. */
const SHOWN_ROWS = 200;

function download(name: string, parts: BlobPart[], type: string) {
	const url = URL.createObjectURL(new Blob(parts, { type }));
	const link = document.createElement("a");
	link.href = url;
	link.download = name;
	link.click();
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const short = (value: unknown) => {
	const text = JSON.stringify(value) ?? "";
	return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

/** A run's progress, totals (with rows by provider as bars), downloads, and each row's result and receipt. */
export function BatchResults({ lines, total, running }: { lines: OutputLine[]; total: number; running: boolean }) {
	const totals = totalsOf(lines);
	const providers = Object.entries(totals.byProvider).sort((a, b) => b[1] - a[1]);
	const most = Math.max(1, ...providers.map(([, n]) => n));
	const sorted = [...lines].sort((a, b) => a.index - b.index);
	const causes = Object.entries(totals.failuresByCause);
	return (
		<section className="panel batch-results" aria-labelledby="batch-results-title">
			<h2 id="batch-results-title" className="panel-title">
				Results
			</h2>
			<label className="batch-progress">
				<span>
					{lines.length} of {total} rows{running ? "…" : ""}
				</span>
				<progress max={total} value={lines.length} />
			</label>
			<dl className="batch-totals" data-testid="batch-totals">
				<div>
					<dt>Rows</dt>
					<dd>{totals.rows}</dd>
				</div>
				<div>
					<dt>Failed</dt>
					<dd>
						{totals.failed}
						{causes.length > 0 && ` (${causes.map(([cause, n]) => `${cause}: ${n}`).join(", ")})`}
					</dd>
				</div>
				<div>
					<dt>Latency p50 / p95</dt>
					<dd>
						{totals.p50Ms ?? "–"} / {totals.p95Ms ?? "–"} ms
					</dd>
				</div>
				<div>
					<dt>Tokens</dt>
					<dd>{totals.tokens}</dd>
				</div>
				<div>
					<dt>Cost</dt>
					<dd>${totals.costUsd.toFixed(4)}</dd>
				</div>
			</dl>
			<h3>Rows served, by provider</h3>
			<ul className="bars" aria-label="Rows served, by provider">
				{providers.map(([provider, n]) => (
					<li key={provider}>
						<span>{provider}</span>
						<span className="bar" style={{ width: `${(100 * n) / most}%` }} />
						<span>{n}</span>
					</li>
				))}
			</ul>
			<div className="form-row">
				<button
					type="button"
					className="secondary"
					disabled={running || lines.length === 0}
					onClick={() =>
						download(
							"results.jsonl",
							sorted.map((line) => `${JSON.stringify(line)}\n`),
							"application/jsonl",
						)
					}
				>
					Download JSONL
				</button>
				<button
					type="button"
					className="secondary"
					disabled={running || lines.length === 0}
					onClick={async () =>
						download(
							"results.parquet",
							[(await resultsParquetBytes(sorted)) as Uint8Array<ArrayBuffer>],
							"application/vnd.apache.parquet",
						)
					}
				>
					Download Parquet
				</button>
			</div>
			<div className="table-scroll">
				<table className="batch-rows">
					<thead>
						<tr>
							<th>#</th>
							<th>Result</th>
							<th>Provider</th>
							<th>ms</th>
							<th>Receipt</th>
						</tr>
					</thead>
					<tbody>
						{sorted.slice(0, SHOWN_ROWS).map((line) => (
							<tr key={line.index} className={line.ok ? undefined : "failed"}>
								<td data-label="Row">{line.id}</td>
								<td data-label="Result">
									{line.ok ? short(line.result) : `${line.error?.kind}: ${line.error?.message}`}
								</td>
								<td data-label="Provider">{line.receipt.provider ?? "–"}</td>
								<td data-label="ms">{line.receipt.latencyMs}</td>
								<td>
									<details>
										<summary>receipt</summary>
										<pre>{JSON.stringify(line.receipt, null, 2)}</pre>
									</details>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			{sorted.length > SHOWN_ROWS && (
				<p className="note">
					The first {SHOWN_ROWS} rows are shown; the downloads hold all {sorted.length}.
				</p>
			)}
		</section>
	);
}
