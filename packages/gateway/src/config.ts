// The gateway's options, and the config file (`modelyard serve --config gateway.json`) read into them.
import { INFERENCE_PROVIDERS, type InferenceProvider, type Options, PROVIDERS } from "@modelyard/inference";
import { type OperationsConfig, type OperationsOptions, readOperations } from "./operations-config.js";
import type { AccessLogLine } from "./request-record.js";

export type Policy = "preferred" | "fastest" | "cheapest";
export const POLICIES: readonly Policy[] = ["preferred", "fastest", "cheapest"];

/** A model name clients use, standing for a hub model and how to route it. */
export interface ModelAlias {
	/** The hub model id (`org/name`). */
	model: string;
	/** Providers tried in turn (fallback); default: the model's live providers ("auto"). */
	providers?: InferenceProvider[];
	/** The order providers are tried in; default `preferred`. */
	policy?: Policy;
	/** The longest one provider may take before the next is tried (ms). */
	attemptTimeout?: number;
	/** Start the next provider too when the first has not answered within this many ms. */
	hedgeAfterMs?: number;
	/** This alias's request deadline (ms), instead of the gateway's `deadlineMs`. */
	deadlineMs?: number;
}

/** What a config file may hold (JSON). */
export interface GatewayConfigFile extends OperationsConfig {
	/** Keys clients present (`Authorization: Bearer KEY`); also MODELYARD_GATEWAY_KEYS (comma-separated). */
	keys?: string[];
	aliases?: Record<string, ModelAlias>;
	/** Let a caller's own `hf_` token pay for its calls. */
	passThrough?: boolean;
}

export interface GatewayOptions extends GatewayConfigFile, OperationsOptions {
	/** The hub token the gateway calls with (HF_TOKEN): never sent to clients, logged nor put in an error. */
	hfToken?: string;
	/** Providers' own keys, sent only to their provider. */
	providerKeys?: Partial<Record<InferenceProvider, string>>;
	/** Seals video job ids (AES-GCM): instances sharing it resume each other's jobs. Default: a random one. */
	secret?: string;
	/** Gets one line per request (default: none). */
	logger?: (line: AccessLogLine) => void;
	/** Options of every call (fetch, hubUrl, routerUrl, breaker, timeout...): the one client's defaults. */
	clientOptions?: Options;
}

const KNOWN_PROVIDERS = new Set<string>(INFERENCE_PROVIDERS);

/** A config file's mistake: where and what to write instead. */
export class GatewayConfigError extends Error {
	override readonly name = "GatewayConfigError";
}

function fail(where: string, problem: string): never {
	throw new GatewayConfigError(`${where}: ${problem}`);
}

const isPositive = (value: unknown) => typeof value === "number" && Number.isFinite(value) && value > 0;

function readAlias(value: unknown, where: string): ModelAlias {
	if (typeof value !== "object" || value === null) fail(where, 'must be an object like {"model": "org/name"}');
	const { model, providers, policy, attemptTimeout, hedgeAfterMs, deadlineMs, ...rest } = value as Record<
		string,
		unknown
	>;
	const unknown = Object.keys(rest)[0];
	if (unknown)
		fail(
			`${where}.${unknown}`,
			"is not an alias field (model, providers, policy, attemptTimeout, hedgeAfterMs, deadlineMs)",
		);
	if (typeof model !== "string" || !model.includes("/")) fail(`${where}.model`, 'must be a hub model id ("org/name")');
	const alias: ModelAlias = { model };
	if (providers !== undefined) {
		if (!Array.isArray(providers) || providers.length === 0) fail(`${where}.providers`, "must be a non-empty list");
		for (const provider of providers) {
			if (!KNOWN_PROVIDERS.has(provider)) {
				fail(`${where}.providers`, `"${provider}" is not a provider (one of ${INFERENCE_PROVIDERS.join(", ")})`);
			}
		}
		alias.providers = providers as InferenceProvider[];
	}
	if (policy !== undefined) {
		if (!POLICIES.includes(policy as Policy)) fail(`${where}.policy`, `must be one of ${POLICIES.join(", ")}`);
		alias.policy = policy as Policy;
	}
	if (attemptTimeout !== undefined) {
		if (!isPositive(attemptTimeout)) fail(`${where}.attemptTimeout`, "must be a positive number of ms");
		alias.attemptTimeout = attemptTimeout as number;
	}
	if (hedgeAfterMs !== undefined) {
		if (!isPositive(hedgeAfterMs)) fail(`${where}.hedgeAfterMs`, "must be a positive number of ms");
		alias.hedgeAfterMs = hedgeAfterMs as number;
	}
	if (deadlineMs !== undefined) {
		if (!isPositive(deadlineMs)) fail(`${where}.deadlineMs`, "must be a positive number of ms");
		alias.deadlineMs = deadlineMs as number;
	}
	return alias;
}

/** A parsed config file, checked field by field; `source` names it in errors. */
export function readConfig(value: unknown, source: string): GatewayConfigFile {
	if (typeof value !== "object" || value === null || Array.isArray(value)) fail(source, "must hold a JSON object");
	const { keys, aliases, passThrough, ...rest } = value as Record<string, unknown>;
	const operations = (() => {
		try {
			return readOperations(rest, source);
		} catch (error) {
			throw new GatewayConfigError((error as Error).message);
		}
	})();
	const unknown = Object.keys(operations.others)[0];
	if (unknown)
		fail(
			source,
			`"${unknown}" is not a config field (keys, aliases, passThrough, limits, keyLimits, deadlineMs, bodyLimits)`,
		);
	const config: GatewayConfigFile = { ...operations.config };
	if (keys !== undefined) {
		if (!Array.isArray(keys) || keys.some((key) => typeof key !== "string" || key.length < 16)) {
			fail(`${source}: keys`, "must be a list of strings of 16 characters or more");
		}
		config.keys = keys as string[];
	}
	if (aliases !== undefined) {
		if (typeof aliases !== "object" || aliases === null) fail(`${source}: aliases`, "must be an object");
		config.aliases = Object.fromEntries(
			Object.entries(aliases).map(([name, alias]) => [name, readAlias(alias, `${source}: aliases.${name}`)]),
		);
	}
	if (passThrough !== undefined) {
		if (typeof passThrough !== "boolean") fail(`${source}: passThrough`, "must be true or false");
		config.passThrough = passThrough;
	}
	return config;
}

/**
 * What an environment holds: HF_TOKEN, each provider's key variable, MODELYARD_GATEWAY_KEYS (client keys,
 * comma-separated), MODELYARD_GATEWAY_SECRET (seals video ids; instances sharing it resume each other's jobs).
 */
export function optionsFromEnv(env: Record<string, string | undefined>): GatewayOptions {
	const options: GatewayOptions = {};
	if (env["HF_TOKEN"]) options.hfToken = env["HF_TOKEN"];
	if (env["MODELYARD_GATEWAY_SECRET"]) options.secret = env["MODELYARD_GATEWAY_SECRET"];
	const providerKeys: Partial<Record<InferenceProvider, string>> = {};
	for (const [id, provider] of Object.entries(PROVIDERS)) {
		const variable = provider.keyVariable ?? `${id.toUpperCase().replace(/-/g, "_")}_API_KEY`;
		const key = env[variable];
		if (key && id !== "hf-inference") providerKeys[id as InferenceProvider] = key;
	}
	if (Object.keys(providerKeys).length > 0) options.providerKeys = providerKeys;
	const keys = env["MODELYARD_GATEWAY_KEYS"]
		?.split(",")
		.map((key) => key.trim())
		.filter(Boolean);
	if (keys?.length) options.keys = keys;
	return options;
}
