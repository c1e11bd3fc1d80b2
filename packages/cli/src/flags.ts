import { parseArgs } from "node:util";
import { BatchInputError, type OutputFormat, type Price, type SourceFormat } from "@modelyard/batch";

/** Every flag of every command; each command reads the ones it uses. */
const FLAGS = {
	task: { type: "string" },
	model: { type: "string" },
	input: { type: "string" },
	"input-format": { type: "string" },
	dataset: { type: "string" },
	config: { type: "string" },
	split: { type: "string" },
	revision: { type: "string" },
	limit: { type: "string" },
	"output-format": { type: "string" },
	output: { type: "string" },
	provider: { type: "string" },
	policy: { type: "string" },
	map: { type: "string", multiple: true },
	"id-column": { type: "string" },
	"media-dir": { type: "string" },
	parameters: { type: "string" },
	"endpoint-url": { type: "string" },
	"hub-url": { type: "string" },
	"router-url": { type: "string" },
	concurrency: { type: "string" },
	rps: { type: "string" },
	"provider-limit": { type: "string", multiple: true },
	"max-calls": { type: "string" },
	"max-cost": { type: "string" },
	price: { type: "string" },
	"max-retries": { type: "string" },
	"resend-on-connection-loss": { type: "boolean" },
	resume: { type: "boolean" },
	"dry-run": { type: "boolean" },
	"json-progress": { type: "boolean" },
	otel: { type: "boolean" },
	queue: { type: "string" },
	enqueue: { type: "boolean" },
	run: { type: "string" },
	"task-timeout": { type: "string" },
	/** The old name of --task-timeout, kept working. */
	"job-timeout": { type: "string" },
	"resubmit-uncertain": { type: "boolean" },
	help: { type: "boolean", short: "h" },
} as const;

export type Flags = ReturnType<typeof parse>["values"];

function parse(argv: string[]) {
	return parseArgs({ args: argv, options: FLAGS, allowPositionals: true, strict: true });
}

/** The command line read into flags and positionals; an unknown flag is a BatchInputError naming it. */
export function readFlags(argv: string[]): { flags: Flags; positionals: string[] } {
	try {
		const { values, positionals } = parse(argv);
		return { flags: values, positionals };
	} catch (error) {
		throw new BatchInputError(`${(error as Error).message}. Run \`modelyard --help\` for the flags.`);
	}
}

/** A positive number flag (`integer`: a whole one), or undefined when absent. */
export function numberFlag(flags: Flags, name: keyof Flags, integer = true): number | undefined {
	const text = flags[name];
	if (text === undefined) return undefined;
	const value = Number(text);
	if (typeof text !== "string" || !Number.isFinite(value) || value < 0 || (integer && !Number.isInteger(value))) {
		throw new BatchInputError(
			`--${name} takes a ${integer ? "whole " : ""}number of 0 or more; got "${String(text)}".`,
		);
	}
	return value;
}

export function requireFlag(flags: Flags, name: keyof Flags, example: string): string {
	const value = flags[name];
	if (typeof value !== "string" || value === "")
		throw new BatchInputError(`--${name} is required, e.g. --${name} ${example}.`);
	return value;
}

/** `["inputs=text", "parameters.candidate_labels=labels"]` -> `{ inputs: "text", ... }`. */
export function mapFlag(values: string[] | undefined): Record<string, string> | undefined {
	if (!values) return undefined;
	const map: Record<string, string> = {};
	for (const pair of values.flatMap((value) => value.split(","))) {
		const [argument, column, ...rest] = pair.split("=");
		if (!argument || !column || rest.length > 0) {
			throw new BatchInputError(`--map takes ARGUMENT=COLUMN (e.g. --map inputs=text); got "${pair}".`);
		}
		map[argument] = column;
	}
	return map;
}

/** `["together=4", "fal-ai=2"]` -> `{ together: 4, "fal-ai": 2 }`. */
export function providerLimitsFlag(values: string[] | undefined): Record<string, number> | undefined {
	if (!values) return undefined;
	const limits: Record<string, number> = {};
	for (const pair of values.flatMap((value) => value.split(","))) {
		const [provider, limit] = pair.split("=");
		const value = Number(limit);
		if (!provider || !Number.isInteger(value) || value < 1) {
			throw new BatchInputError(`--provider-limit takes PROVIDER=N with N 1 or more (e.g. together=4); got "${pair}".`);
		}
		limits[provider] = value;
	}
	return limits;
}

/** `{"max_tokens":64}` -> an object; anything else is refused. */
export function jsonObjectFlag(text: string | undefined, name: string): Record<string, unknown> | undefined {
	if (text === undefined) return undefined;
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch (error) {
		throw new BatchInputError(
			`--${name} is not JSON (${(error as Error).message}); e.g. --${name} '{"max_tokens":64}'.`,
		);
	}
	if (value === null || typeof value !== "object" || Array.isArray(value)) {
		throw new BatchInputError(`--${name} must be a JSON object, e.g. '{"max_tokens":64}'.`);
	}
	return value as Record<string, unknown>;
}

/** "p" | "p1,p2" | "auto" -> what the client takes as `provider`. */
export function providerFlag(text: string | undefined): string | string[] | undefined {
	if (text === undefined) return undefined;
	const list = text
		.split(",")
		.map((p) => p.trim())
		.filter(Boolean);
	return list.length > 1 ? list : list[0];
}

export function policyFlag(text: string | undefined): "preferred" | "fastest" | "cheapest" | undefined {
	if (text === undefined) return undefined;
	if (text === "preferred" || text === "fastest" || text === "cheapest") return text;
	throw new BatchInputError(`--policy takes preferred, fastest or cheapest; got "${text}".`);
}

/** `--price 0.2,0.6`: USD per million input and output tokens. */
export function priceFlag(text: string | undefined): Price | undefined {
	if (text === undefined) return undefined;
	const [input, output] = text.split(",").map(Number);
	if (input === undefined || !Number.isFinite(input) || (output !== undefined && !Number.isFinite(output))) {
		throw new BatchInputError(`--price takes USD per million tokens, input[,output] (e.g. 0.2,0.6); got "${text}".`);
	}
	return { inputPerMillion: input, outputPerMillion: output ?? input };
}

export function inputFormatFlag(text: string | undefined): SourceFormat | undefined {
	if (text === undefined) return undefined;
	if (text === "jsonl" || text === "csv" || text === "parquet") return text;
	throw new BatchInputError(`--input-format takes jsonl, csv or parquet; got "${text}".`);
}

export function outputFormatFlag(text: string | undefined): OutputFormat | undefined {
	if (text === undefined) return undefined;
	if (text === "jsonl" || text === "parquet") return text;
	throw new BatchInputError(`--output-format takes jsonl or parquet; got "${text}".`);
}
