/**
 * A small parser of the Hub's download-count query syntax, to check that every `countDownloads` rule is
 * well-formed: `field:"value"` terms over path, path_prefix, path_extension and path_filename (or
 * `_exists_:"field"`, true when the file has that field, as in whisperkit's rule), joined by
 * AND / OR (left-associative, no precedence needed for a well-formedness check), grouped by parentheses.
 */

const PATH_FIELDS = ["path", "path_prefix", "path_extension", "path_filename"] as const;
const FIELDS = [...PATH_FIELDS, "_exists_"] as const;
export type QueryField = (typeof FIELDS)[number];

export type QueryNode = { field: QueryField; value: string } | { op: "AND" | "OR"; left: QueryNode; right: QueryNode };

type Token = { kind: "(" | ")" | "AND" | "OR" } | { kind: "term"; field: string; value: string };

function tokenize(query: string): Token[] {
	const tokens: Token[] = [];
	let i = 0;
	while (i < query.length) {
		const char = query[i] as string;
		if (/\s/.test(char)) {
			i++;
		} else if (char === "(" || char === ")") {
			tokens.push({ kind: char });
			i++;
		} else {
			const word = /^[A-Za-z_]+/.exec(query.slice(i))?.[0];
			if (!word) throw new Error(`unexpected "${char}" at ${i}`);
			i += word.length;
			if (word === "AND" || word === "OR") {
				tokens.push({ kind: word });
				continue;
			}
			if (query[i] !== ":") throw new Error(`expected ":" after ${word}`);
			if (query[i + 1] !== '"') throw new Error(`expected a quoted value after ${word}:`);
			const end = query.indexOf('"', i + 2);
			if (end === -1) throw new Error(`unterminated value after ${word}:`);
			tokens.push({ kind: "term", field: word, value: query.slice(i + 2, end) });
			i = end + 1;
		}
	}
	return tokens;
}

/** Parses `query` or throws an Error saying what is wrong. */
export function parseDownloadQuery(query: string): QueryNode {
	const tokens = tokenize(query);
	let position = 0;

	function term(): QueryNode {
		const token = tokens[position++];
		if (token?.kind === "(") {
			const inner = expression();
			if (tokens[position++]?.kind !== ")") throw new Error("expected )");
			return inner;
		}
		if (token?.kind !== "term") throw new Error(`expected a field at token ${position}`);
		if (!(FIELDS as readonly string[]).includes(token.field)) throw new Error(`unknown field ${token.field}`);
		if (token.value === "") throw new Error(`empty value for ${token.field}`);
		if (token.field === "_exists_" && !(PATH_FIELDS as readonly string[]).includes(token.value)) {
			throw new Error(`_exists_ names an unknown field ${token.value}`);
		}
		return { field: token.field as QueryField, value: token.value };
	}

	function expression(): QueryNode {
		let node = term();
		for (let next = tokens[position]; next?.kind === "AND" || next?.kind === "OR"; next = tokens[position]) {
			position++;
			node = { op: next.kind, left: node, right: term() };
		}
		return node;
	}

	const tree = expression();
	if (position < tokens.length) throw new Error(`expected AND or OR at token ${position}`);
	return tree;
}
