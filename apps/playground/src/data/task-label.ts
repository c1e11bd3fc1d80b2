import { PIPELINE_DATA } from "@modelyard/tasks";

/**
 * A model's task in words. The Hub adds tasks before this version of @modelyard/tasks knows them: such a task
 * is shown by its tag, saying so, never as a blank page.
 */
export function taskLabel(tag: string | undefined): string {
	if (!tag) return "No task";
	const known = (PIPELINE_DATA as Partial<Record<string, { name: string }>>)[tag];
	return known ? known.name : `${tag} (a task this version of the playground does not know yet)`;
}
