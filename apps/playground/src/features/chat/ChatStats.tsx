import { Attempts } from "../run/ReceiptView.js";
import { type Receipt, whoAnswered } from "../run/receipt.js";
import { TraceTimeline } from "../trace/TraceTimeline.js";
import { describeMetrics, RATE_MEANING } from "./metrics.js";
import type { ChatMetrics } from "./run-chat.js";

/**
 * A call's usage and timing in one line, and once it is over, who answered (its receipt); says so when the
 * counts are chunks, not tokens.
 */
export function ChatStats({ metrics, receipt }: { metrics: ChatMetrics; receipt?: Receipt }) {
	const parts = describeMetrics(metrics);
	return (
		<>
			<p className="stats" data-testid="stats">
				{[
					parts.output,
					parts.prompt,
					parts.firstToken && `first token ${parts.firstToken}`,
					parts.total && `total ${parts.total}`,
					parts.rate && `${parts.rate} ${RATE_MEANING}`,
					receipt && whoAnswered(receipt),
					receipt && receipt.attempts.length > 1 && `${receipt.attempts.length} attempts`,
					receipt?.requestId && `request id ${receipt.requestId}`,
				]
					.filter(Boolean)
					.join(" · ")}
				{!metrics.usage && metrics.totalMs !== undefined && (
					<span className="muted"> (no token usage was sent: counted as chunks)</span>
				)}
			</p>
			{receipt && <Attempts receipt={receipt} />}
			{receipt && <TraceTimeline receipt={receipt} />}
		</>
	);
}
