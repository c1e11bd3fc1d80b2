import { BatchInputError } from "../errors.js";

/** One CSV record and the line it starts on (1-based; a quoted field may span several lines). */
export interface CsvRecord {
	line: number;
	fields: string[];
}

/** Where the parser stands; kept across chunks, so a chunk may end anywhere, inside a quote included. */
const State = {
	FieldStart: 0,
	Unquoted: 1,
	Quoted: 2,
	/** A quote inside a quoted field: doubled (a literal quote) or the field's end, as the next character says. */
	QuoteInQuoted: 3,
} as const;

/**
 * Records of an RFC 4180 CSV read from text chunks, one at a time (the file is never held whole): quoted fields
 * with commas, doubled quotes and newlines, CRLF or LF line ends, a leading UTF-8 BOM dropped, blank lines skipped.
 */
export async function* parseCsv(chunks: AsyncIterable<string>, source: string): AsyncGenerator<CsvRecord> {
	let state: number = State.FieldStart;
	let fields: string[] = [];
	let field = "";
	let line = 1;
	let recordLine = 1;
	let first = true;
	const endField = () => {
		fields.push(state === State.Unquoted ? field.replace(/\r$/, "") : field);
		field = "";
		state = State.FieldStart;
	};
	for await (let chunk of chunks) {
		if (first && chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
		first = false;
		const records: CsvRecord[] = [];
		for (const char of chunk) {
			if (state === State.Quoted) {
				if (char === '"') state = State.QuoteInQuoted;
				else field += char;
				if (char === "\n") line++;
				continue;
			}
			if (state === State.QuoteInQuoted && char === '"') {
				field += '"';
				state = State.Quoted;
				continue;
			}
			if (char === ",") endField();
			else if (char === "\n") {
				const blank = fields.length === 0 && field.replace(/\r$/, "") === "" && state !== State.QuoteInQuoted;
				endField();
				if (!blank) records.push({ line: recordLine, fields });
				fields = [];
				line++;
				recordLine = line;
			} else if (char === '"' && state === State.FieldStart) state = State.Quoted;
			else if (state === State.QuoteInQuoted && char === "\r") continue;
			else if (char === '"' || state === State.QuoteInQuoted) {
				throw new BatchInputError(
					`${source}:${line}: a quote inside a field that is not quoted, or text after a closing quote; quote the whole field and double the quotes inside it ("a ""b"" c").`,
				);
			} else {
				field += char;
				state = State.Unquoted;
			}
		}
		yield* records;
	}
	if (state === State.Quoted) {
		throw new BatchInputError(`${source}:${recordLine}: a quoted field is never closed (a '"' is missing).`);
	}
	if (fields.length > 0 || field.replace(/\r$/, "") !== "" || state === State.QuoteInQuoted) {
		endField();
		yield { line: recordLine, fields };
	}
}
