import { TraceTimeline } from "../trace/TraceTimeline.js";
import { describeAttempt, describeReceipt, type Receipt } from "./receipt.js";

/** A run's receipt: the one-line summary, and every provider tried when more than one was. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
	return (
		<>
			<p className="stats" data-testid="stats">
				{describeReceipt(receipt)}
			</p>
			<Attempts receipt={receipt} />
			<TraceTimeline receipt={receipt} />
		</>
	);
}

/** Each provider tried, in order, and why it was left: only when more than one was tried. */
export function Attempts({ receipt }: { receipt: Receipt }) {
	if (receipt.attempts.length < 2) return null;
	return (
		<ol className="attempts" aria-label="Attempts" data-testid="attempts">
			{receipt.attempts.map((attempt, index) => (
				<li key={index}>{describeAttempt(attempt)}</li>
			))}
		</ol>
	);
}
