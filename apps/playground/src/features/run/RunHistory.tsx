import type { HistoryEntry } from "./history.js";
import { describeReceipt } from "./receipt.js";

/** The page's earlier runs, each with its receipt and a link that puts its input back in the form. */
export function RunHistory({ entries, onClear }: { entries: HistoryEntry[]; onClear(): void }) {
	if (entries.length === 0) return null;
	return (
		<details className="panel run-history" data-testid="run-history">
			<summary>Earlier runs on this page ({entries.length}, kept in this browser)</summary>
			<ol>
				{entries.map((entry) => (
					<li key={`${entry.at}-${entry.link}`}>
						<a href={entry.link}>{entry.summary || "(empty input)"}</a>{" "}
						<span className="meta">
							{new Date(entry.at).toLocaleTimeString()} ·{" "}
							{entry.receipt ? describeReceipt(entry.receipt) : (entry.outcome ?? "no result")}
						</span>
					</li>
				))}
			</ol>
			<button type="button" className="secondary" onClick={onClear}>
				Clear this history
			</button>
		</details>
	);
}
