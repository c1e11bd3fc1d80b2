/**
 * Server-sent events decoder following the WHATWG "event stream interpretation" rules, fed with text
 * chunks cut anywhere (the caller decodes bytes with a streaming TextDecoder).
 *
 * One deliberate difference from the standard: at end of stream, an event that has data but no closing
 * blank line (even one whose last line has no line break) is dispatched by end() instead of dropped.
 * Providers do close streams that way (a recorded Cerebras stream ends right after its last `data:` line).
 * Whether such a flushed event is trusted is the caller's choice: openEventStream returns it when it is valid
 * JSON and drops it otherwise (a truncated or garbled tail), as 3.x would.
 */

export interface SseEvent {
	/** The data lines of the event joined by "\n". */
	data: string;
	/** The `event:` field, "message" when absent. */
	event: string;
	/** The last event id seen on the stream ("" when none). */
	id: string;
	/** The reconnection time last set by a `retry:` field, if any. */
	retry?: number;
}

export interface SseDecoder {
	/** Feeds a chunk of text; returns the events it completed. */
	push(chunk: string): SseEvent[];
	/** Ends the stream; returns the pending event when it has data (see the module comment). */
	end(): SseEvent[];
}

const LF = 10;
const COLON = 58;
const SPACE = 32;
const LOWER_D = 100;
const BOM = 0xfeff;

/**
 * The decoder state machine. It appends completed events to a caller-owned array so the streaming loop
 * can reuse one array instead of allocating per chunk.
 */
export class SseEventDecoder {
	/** Pieces of a line not terminated yet: joined only once its end arrives (no quadratic re-scanning). */
	private carry: string[] = [];
	/** The previous chunk ended with CR: a LF opening the next chunk completes that CRLF. */
	private pendingCr = false;
	private atStreamStart = true;
	private data = "";
	private hasData = false;
	private eventType = "";
	private lastEventId = "";
	private retry: number | undefined = undefined;

	push(input: string, out: SseEvent[]): void {
		let chunk = input;
		if (chunk.length === 0) return;
		if (this.atStreamStart) {
			this.atStreamStart = false;
			if (chunk.charCodeAt(0) === BOM) chunk = chunk.slice(1);
		}
		let lineStart = 0;
		if (this.pendingCr) {
			this.pendingCr = false;
			if (chunk.charCodeAt(0) === LF) lineStart = 1;
		}
		const length = chunk.length;
		let lf = chunk.indexOf("\n", lineStart);
		let cr = chunk.indexOf("\r", lineStart);
		while (lf !== -1 || cr !== -1) {
			let lineEnd: number;
			let next: number;
			if (cr === -1 || (lf !== -1 && lf < cr)) {
				lineEnd = lf;
				next = lf + 1;
			} else {
				lineEnd = cr;
				if (cr + 1 < length) {
					next = chunk.charCodeAt(cr + 1) === LF ? cr + 2 : cr + 1;
				} else {
					next = length;
					this.pendingCr = true;
				}
			}
			if (this.carry.length > 0) {
				this.carry.push(chunk.slice(lineStart, lineEnd));
				const line = this.carry.join("");
				this.carry.length = 0;
				this.line(line, 0, line.length, out);
			} else {
				this.line(chunk, lineStart, lineEnd, out);
			}
			lineStart = next;
			if (lf !== -1 && lf < next) lf = chunk.indexOf("\n", next);
			if (cr !== -1 && cr < next) cr = chunk.indexOf("\r", next);
		}
		if (lineStart < length) this.carry.push(lineStart === 0 ? chunk : chunk.slice(lineStart));
	}

	end(out: SseEvent[]): void {
		if (this.carry.length > 0) {
			const line = this.carry.join("");
			this.carry.length = 0;
			this.line(line, 0, line.length, out);
		}
		this.dispatch(out);
	}

	/** One line, given as text[start, end) so the common `data:` line costs a single slice. */
	private line(text: string, start: number, end: number, out: SseEvent[]): void {
		if (start === end) {
			this.dispatch(out);
			return;
		}
		const first = text.charCodeAt(start);
		if (first === COLON) return;
		if (first === LOWER_D && text.startsWith("data:", start)) {
			let valueStart = start + 5;
			if (valueStart < end && text.charCodeAt(valueStart) === SPACE) valueStart++;
			this.appendData(text.slice(valueStart, end));
			return;
		}
		const line = text.slice(start, end);
		const colon = line.indexOf(":");
		const field = colon === -1 ? line : line.slice(0, colon);
		let valueStart = colon === -1 ? line.length : colon + 1;
		if (valueStart < line.length && line.charCodeAt(valueStart) === SPACE) valueStart++;
		const value = line.slice(valueStart);
		switch (field) {
			case "data":
				this.appendData(value);
				break;
			case "event":
				this.eventType = value;
				break;
			case "id":
				if (!value.includes("\0")) this.lastEventId = value;
				break;
			case "retry":
				if (/^[0-9]+$/.test(value)) this.retry = Number(value);
				break;
			// Any other field is ignored, as the standard says.
		}
	}

	private appendData(value: string): void {
		if (this.hasData) {
			this.data += `\n${value}`;
		} else {
			this.data = value;
			this.hasData = true;
		}
	}

	private dispatch(out: SseEvent[]): void {
		if (this.hasData) {
			const event: SseEvent = { data: this.data, event: this.eventType || "message", id: this.lastEventId };
			if (this.retry !== undefined) event.retry = this.retry;
			out.push(event);
		}
		this.data = "";
		this.hasData = false;
		this.eventType = "";
	}
}

/** A decoder that returns the completed events of each chunk. */
export function createSseDecoder(): SseDecoder {
	const decoder = new SseEventDecoder();
	return {
		push(chunk) {
			const out: SseEvent[] = [];
			decoder.push(chunk, out);
			return out;
		},
		end() {
			const out: SseEvent[] = [];
			decoder.end(out);
			return out;
		},
	};
}
