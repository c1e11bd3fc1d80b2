import { BatchInputError } from "@modelyard/batch";
import { getInferenceSnippets } from "@modelyard/inference/snippets";
import { type LibraryUiElement, MODEL_LIBRARIES_UI_ELEMENTS, type ModelData } from "@modelyard/tasks";

interface MappingEntry {
	provider: string;
	providerId: string;
	status: string;
	task: string;
}

/** The Hub's mapping (keyed object or the newer array) as a list, live and staging entries only. */
function mappingEntries(mapping: unknown): MappingEntry[] {
	const list: Array<Record<string, unknown>> = Array.isArray(mapping)
		? mapping
		: Object.entries((mapping ?? {}) as Record<string, object>).map(([provider, entry]) => ({ provider, ...entry }));
	return list.filter((entry) => entry.status === "live" || entry.status === "staging") as unknown as MappingEntry[];
}

/**
 * `modelyard snippets <model>`: every snippet the playground shows for a model, from the Hub's model info: the
 * API snippets for each provider serving it, then its library's usage snippets.
 */
export async function snippetsCommand(
	modelId: string | undefined,
	hubUrl: string,
	fetchFn: typeof fetch,
	write: (text: string) => void,
): Promise<void> {
	if (!modelId) throw new BatchInputError("Name a model: modelyard snippets <owner/name>.");
	const token = process.env.HF_TOKEN;
	let response: Response;
	try {
		response = await fetchFn(
			`${hubUrl}/api/models/${modelId}?expand[]=inferenceProviderMapping&expand[]=pipeline_tag&expand[]=library_name&expand[]=tags`,
			token ? { headers: { authorization: `Bearer ${token}` } } : {},
		);
	} catch (error) {
		// fetch says only "fetch failed": name the Hub and the cause (refused, unknown host...), and what to check.
		const cause = (error as { cause?: { code?: string; message?: string } }).cause;
		const reason = cause?.code ?? cause?.message ?? (error as Error).message;
		throw new Error(`Cannot reach the Hub at ${hubUrl} (${reason}): check the network connection, or --hub-url.`);
	}
	if (response.status === 404) throw new BatchInputError(`The Hub has no model ${modelId}: check the id (owner/name).`);
	if (!response.ok) throw new Error(`The Hub answered ${response.status} for ${modelId}.`);
	const info = (await response.json()) as ModelData & { inferenceProviderMapping?: unknown };
	const model: ModelData = { ...info, id: info.id ?? modelId, tags: info.tags ?? [] };
	for (const entry of mappingEntries(info.inferenceProviderMapping)) {
		const mapping = { ...entry, hfModelId: model.id } as Parameters<typeof getInferenceSnippets>[2];
		for (const snippet of getInferenceSnippets(model, entry.provider as never, mapping, {})) {
			write(`## ${entry.provider} · ${snippet.language} · ${snippet.client}\n\n${snippet.content}\n\n`);
		}
	}
	const library = model.library_name
		? (MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>)[model.library_name]
		: undefined;
	for (const content of library?.snippets?.(model) ?? []) {
		write(`## library · ${library?.prettyLabel ?? model.library_name}\n\n${content}\n\n`);
	}
}
