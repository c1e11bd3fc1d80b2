// The `model` field as clients write it: an alias from the config, `org/name` (the model's live providers),
// `org/name:provider`, `org/name:fastest|cheapest|preferred`, or a provider list `org/name:groq,together`.
// Routing happens in the gateway's client (breakers, fallback, receipts), never handed to the router blind.
import { INFERENCE_PROVIDERS, type InferenceProvider, type Options } from "@modelyard/inference";
import { type ModelAlias, POLICIES, type Policy } from "./config.js";
import { GatewayError } from "./errors.js";

/** Where a call goes: the task function's `model` and `provider`, and the routing options of the call. */
export interface Target {
	model: string;
	provider: InferenceProvider | "auto" | InferenceProvider[];
	options: Pick<Options, "policy" | "attemptTimeout" | "hedgeAfterMs" | "timeout">;
}

const KNOWN = new Set<string>(INFERENCE_PROVIDERS);

function notAProvider(model: string, name: string): GatewayError {
	return new GatewayError(
		400,
		`Model "${model}": "${name}" is neither a provider (${INFERENCE_PROVIDERS.join(", ")}) nor a policy (${POLICIES.join(", ")}).`,
		{ param: "model", code: "invalid_value" },
	);
}

function fromAlias(alias: ModelAlias): Target {
	const options: Target["options"] = { policy: alias.policy ?? "preferred" };
	if (alias.attemptTimeout !== undefined) options.attemptTimeout = alias.attemptTimeout;
	if (alias.hedgeAfterMs !== undefined) options.hedgeAfterMs = alias.hedgeAfterMs;
	if (alias.deadlineMs !== undefined) options.timeout = alias.deadlineMs;
	return { model: alias.model, provider: alias.providers ? [...alias.providers] : "auto", options };
}

/** The target of `model`; a 400 naming what is wrong, or a 404 for a name that is neither an alias nor a hub id. */
export function targetOf(model: unknown, aliases: Readonly<Record<string, ModelAlias>> = {}): Target {
	if (typeof model !== "string" || model.trim() === "") {
		throw new GatewayError(400, '"model" must be a model name: an alias or a hub id ("org/name").', {
			param: "model",
			code: "invalid_value",
		});
	}
	const alias = Object.hasOwn(aliases, model) ? aliases[model] : undefined;
	if (alias) return fromAlias(alias);
	const colon = model.indexOf(":");
	const id = colon < 0 ? model : model.slice(0, colon);
	if (!/^[\w.-]+\/[\w.-]+$/.test(id)) {
		throw new GatewayError(404, `The model "${model}" does not exist: use an alias or a hub id ("org/name").`, {
			param: "model",
			code: "model_not_found",
		});
	}
	if (colon < 0) return { model: id, provider: "auto", options: { policy: "preferred" } };
	const suffix = model.slice(colon + 1);
	if (POLICIES.includes(suffix as Policy))
		return { model: id, provider: "auto", options: { policy: suffix as Policy } };
	const names = suffix.split(",").map((name) => name.trim());
	for (const name of names) if (!KNOWN.has(name)) throw notAProvider(model, name);
	const providers = names as InferenceProvider[];
	return providers.length === 1
		? { model: id, provider: providers[0] as InferenceProvider, options: {} }
		: { model: id, provider: providers, options: {} };
}
