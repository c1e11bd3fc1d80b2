import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { BatchInputError, type DatasetRef, type RunBatchOptions } from "@modelyard/batch";
import { InferenceClient } from "@modelyard/inference";
import {
	type Flags,
	inputFormatFlag,
	jsonObjectFlag,
	mapFlag,
	numberFlag,
	outputFormatFlag,
	policyFlag,
	priceFlag,
	providerFlag,
	providerLimitsFlag,
	requireFlag,
} from "./flags.js";

/** The Hub's URL: `--hub-url`, else `HF_ENDPOINT` as the Python hub client reads it (proxies, test servers). */
export function hubUrlOf(flags: Flags): string | undefined {
	return flags["hub-url"] || process.env.HF_ENDPOINT || undefined;
}

/** The client of a CLI run: the token from HF_TOKEN (never a flag: flags show in `ps`), hub and router URLs. */
export function clientOf(flags: Flags, fetchFn: typeof fetch): InferenceClient {
	const hubUrl = hubUrlOf(flags);
	return new InferenceClient(process.env.HF_TOKEN ?? "", {
		fetch: fetchFn,
		...(hubUrl ? { hubUrl } : {}),
		...(flags["router-url"] ? { routerUrl: flags["router-url"] } : {}),
	});
}

/** Standard input (`--input -`) copied to a file first: the runner reads its input twice (checks, then rows). */
async function spoolStdin(): Promise<string> {
	const path = join(await mkdtemp(join(tmpdir(), "modelyard-stdin-")), "rows");
	await pipeline(process.stdin, createWriteStream(path));
	return path;
}

/** Removes the copy of standard input a run read (`--input -`), once the run is over; nothing otherwise. */
export async function removeSpooledInput(flags: Flags, options: { input?: string }): Promise<void> {
	if (flags.input === "-" && options.input) await rm(dirname(options.input), { recursive: true, force: true });
}

/** `--dataset OWNER/NAME [--config] [--split] [--revision] [--limit]`: the Hub is `--hub-url`, else HF_ENDPOINT. */
function datasetOptionsOf(flags: Flags): Pick<RunBatchOptions, "dataset" | "hubUrl" | "hubToken"> | undefined {
	if (!flags.dataset) {
		for (const name of ["config", "split", "revision", "limit"] as const) {
			if (flags[name] !== undefined) throw new BatchInputError(`--${name} goes with --dataset OWNER/NAME.`);
		}
		return undefined;
	}
	if (flags.input) throw new BatchInputError("Give --input or --dataset, not both.");
	const limit = numberFlag(flags, "limit");
	const dataset: DatasetRef = {
		id: flags.dataset,
		...(flags.config ? { config: flags.config } : {}),
		...(flags.split ? { split: flags.split } : {}),
		...(flags.revision ? { revision: flags.revision } : {}),
		...(limit === undefined ? {} : { limit }),
	};
	const hubUrl = hubUrlOf(flags);
	return {
		dataset,
		...(hubUrl ? { hubUrl } : {}),
		...(process.env.HF_TOKEN ? { hubToken: process.env.HF_TOKEN } : {}),
	};
}

/** The options of `modelyard run` (and of `--enqueue`) from its flags, checked before anything is read. */
export async function runOptionsOf(flags: Flags): Promise<Omit<RunBatchOptions, "client"> & { client?: object }> {
	const task = requireFlag(flags, "task", "text-classification");
	const dataset = datasetOptionsOf(flags);
	let input = dataset ? undefined : requireFlag(flags, "input", "rows.jsonl");
	const output = requireFlag(flags, "output", "out.jsonl");
	const inputFormat = inputFormatFlag(flags["input-format"]);
	const fromStdin = input === "-";
	if (fromStdin) input = await spoolStdin();
	const options: Omit<RunBatchOptions, "client"> = { task, output, ...(input ? { input } : {}), ...dataset };
	const set = <Key extends keyof RunBatchOptions>(key: Key, value: RunBatchOptions[Key] | undefined) => {
		if (value !== undefined) (options as RunBatchOptions)[key] = value;
	};
	set("inputFormat", inputFormat);
	set("outputFormat", outputFormatFlag(flags["output-format"]));
	set("model", flags.model);
	set("provider", providerFlag(flags.provider));
	set("policy", policyFlag(flags.policy));
	set("endpointUrl", flags["endpoint-url"]);
	set("routerUrl", flags["router-url"]);
	set("map", mapFlag(flags.map));
	set("idColumn", flags["id-column"]);
	// Standard input has no folder of its own: its media paths are relative to where the command runs.
	set("mediaDir", flags["media-dir"] ?? (fromStdin ? process.cwd() : undefined));
	set("parameters", jsonObjectFlag(flags.parameters, "parameters"));
	set("concurrency", numberFlag(flags, "concurrency"));
	set("rps", numberFlag(flags, "rps", false));
	set("providerLimits", providerLimitsFlag(flags["provider-limit"]));
	set("maxCalls", numberFlag(flags, "max-calls"));
	set("maxCost", numberFlag(flags, "max-cost", false));
	set("price", priceFlag(flags.price));
	set("maxRetries", numberFlag(flags, "max-retries"));
	set("resendOnConnectionLoss", flags["resend-on-connection-loss"]);
	set("resume", flags.resume);
	set("dryRun", flags["dry-run"]);
	return options;
}
