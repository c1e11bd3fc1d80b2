import type { Receipt } from "../run/receipt.js";
import { timelineOf } from "./timeline.js";
import "./trace.css";

const percent = (ms: number, totalMs: number) => `${totalMs > 0 ? Math.min(100, (ms / totalMs) * 100) : 0}%`;
const inMs = (ms: number) => `${Math.round(ms)} ms`;

/** The trace of the last call as a small timeline: each attempt's bar, then its first byte, first token and end. */
export function TraceTimeline({ receipt }: { receipt: Receipt }) {
	const { bars, marks, totalMs } = timelineOf(receipt);
	return (
		<figure className="trace" aria-label="Trace of the last call" data-testid="trace">
			<figcaption className="trace-caption">Trace of the last call · {inMs(totalMs)}</figcaption>
			<ol className="trace-rows">
				{bars.map((bar, index) => (
					<li key={index} className="trace-row" data-outcome={bar.outcome}>
						<span className="trace-label">
							{bar.provider}
							{bar.hedged && " (hedged)"}
						</span>
						<span className="trace-track" aria-hidden="true">
							<span
								className="trace-bar"
								style={{ left: percent(bar.startMs, totalMs), width: percent(bar.ms, totalMs) }}
							/>
						</span>
						<span className="trace-ms">
							{bar.outcome} · {inMs(bar.startMs)}–{inMs(bar.startMs + bar.ms)}
						</span>
					</li>
				))}
				<li className="trace-row" aria-hidden="true">
					<span />
					<span className="trace-axis">
						{marks.map((mark) => (
							<span key={mark.label} className="trace-tick" style={{ left: percent(mark.atMs, totalMs) }} />
						))}
					</span>
				</li>
			</ol>
			<ul className="trace-marks">
				{marks.map((mark) => (
					<li key={mark.label}>
						{mark.label} {inMs(mark.atMs)}
					</li>
				))}
			</ul>
		</figure>
	);
}
