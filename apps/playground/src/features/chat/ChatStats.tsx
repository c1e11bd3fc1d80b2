import { describeMetrics } from "./metrics.js";
import type { ChatMetrics } from "./run-chat.js";

/** A call's usage and timing in one line; says so when the counts are chunks, not tokens. */
export function ChatStats({ metrics, provider }: { metrics: ChatMetrics; provider: string }) {
	const parts = describeMetrics(metrics);
	return (
		<p className="stats" data-testid="stats">
			{[
				parts.output,
				parts.prompt,
				parts.firstToken && `first token ${parts.firstToken}`,
				parts.total && `total ${parts.total}`,
				parts.rate,
				`served by ${provider}`,
			]
				.filter(Boolean)
				.join(" · ")}
			{!metrics.usage && metrics.totalMs !== undefined && (
				<span className="muted"> (no token usage was sent: counted as chunks)</span>
			)}
		</p>
	);
}
