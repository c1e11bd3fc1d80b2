import type { RequestArgs } from "../types.js";
import type { Candidate } from "./resolve.js";

/** What a call needs of a provider: `tools`, or a `json_schema` response format (undefined: nothing special). */
export interface Needs {
	tools: boolean;
	structuredOutput: boolean;
}

export function neededCapabilities(args: RequestArgs): Needs | undefined {
	const { tools, response_format: format } = args as { tools?: unknown; response_format?: { type?: unknown } };
	if (tools === undefined && format === undefined) return undefined;
	const needs = {
		tools: Array.isArray(tools) && tools.length > 0,
		structuredOutput: typeof format === "object" && format !== null && format.type === "json_schema",
	};
	return needs.tools || needs.structuredOutput ? needs : undefined;
}

type RouterEntry = { provider?: unknown; supports_tools?: unknown; supports_structured_output?: unknown };

/**
 * The candidates, those the router's `/v1/models` lists as unable to do what the call needs marked skipped with
 * the reason (a provider the router says nothing of is tried). Reads only the two flags (the full list is read by
 * client-state/policy-order.ts, which a plain call does not load).
 */
export function skipIncapable(
	candidates: readonly Candidate[],
	model: string,
	needs: Needs,
	routerList: unknown,
): Candidate[] {
	const data = (routerList as { data?: { id?: unknown; providers?: RouterEntry[] }[] } | undefined)?.data;
	const providers = Array.isArray(data) ? data.find((entry) => entry?.id === model)?.providers : undefined;
	return candidates.map((candidate) => {
		const listed = Array.isArray(providers)
			? providers.find((entry) => entry?.provider === candidate.provider)
			: undefined;
		const missing =
			needs.tools && listed?.supports_tools === false
				? "supports_tools: false (the call sends tools)"
				: needs.structuredOutput && listed?.supports_structured_output === false
					? "supports_structured_output: false (the call asks for a json_schema response format)"
					: undefined;
		return candidate.skipped === undefined && missing
			? { ...candidate, skipped: `the router lists ${missing}` }
			: candidate;
	});
}
