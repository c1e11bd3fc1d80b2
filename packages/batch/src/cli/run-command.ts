import { createWriteStream } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { InferenceClient } from "@modelyard/inference";
import type { RunBatchOptions } from "../run-batch.js";
import {
	type Flags,
	inputFormatFlag,
	jsonObjectFlag,
	mapFlag,
	numberFlag,
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

/** The options of `modelyard run` (and of `--enqueue`) from its flags, checked before anything is read. */
export async function runOptionsOf(flags: Flags): Promise<Omit<RunBatchOptions, "client"> & { client?: object }> {
	const task = requireFlag(flags, "task", "text-classification");
	let input = requireFlag(flags, "input", "rows.jsonl");
	const output = requireFlag(flags, "output", "out.jsonl");
	const inputFormat = inputFormatFlag(flags["input-format"]);
	if (input === "-") input = await spoolStdin();
	const options: Omit<RunBatchOptions, "client"> = { task, input, output };
	const set = <Key extends keyof RunBatchOptions>(key: Key, value: RunBatchOptions[Key] | undefined) => {
		if (value !== undefined) (options as RunBatchOptions)[key] = value;
	};
	set("inputFormat", inputFormat);
	set("model", flags.model);
	set("provider", providerFlag(flags.provider));
	set("policy", policyFlag(flags.policy));
	set("endpointUrl", flags["endpoint-url"]);
	set("map", mapFlag(flags.map));
	set("idColumn", flags["id-column"]);
	set("parameters", jsonObjectFlag(flags.parameters, "parameters"));
	set("concurrency", numberFlag(flags, "concurrency"));
	set("rps", numberFlag(flags, "rps", false));
	set("providerLimits", providerLimitsFlag(flags["provider-limit"]));
	set("maxCalls", numberFlag(flags, "max-calls"));
	set("maxCost", numberFlag(flags, "max-cost", false));
	set("price", priceFlag(flags.price));
	set("maxAttempts", numberFlag(flags, "max-attempts"));
	set("resume", flags.resume);
	set("dryRun", flags["dry-run"]);
	return options;
}
