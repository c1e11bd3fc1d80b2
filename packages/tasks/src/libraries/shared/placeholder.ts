/**
 * Placeholders for data a descriptor lacks. They are COMMENTS in the snippet's language, so the snippet
 * still parses and never prints `undefined` (SPEC §5, §8 wording for the messages).
 */

export type CommentLanguage = "python" | "shell" | "js" | "csharp";

const COMMENT_PREFIX: Record<CommentLanguage, string> = {
	python: "#",
	shell: "#",
	js: "//",
	csharp: "//",
};

/** One comment line per line of `message`, e.g. `# ⚠️ Type of model unknown`. */
export function placeholderComment(message: string, language: CommentLanguage = "python"): string {
	const prefix = COMMENT_PREFIX[language];
	return message
		.split(/\r\n|\r|\n/)
		.map((line) => (line === "" ? prefix : `${prefix} ${line}`))
		.join("\n");
}

/** The SPEC §8 placeholder messages the library snippets use, worded once. */
export const PLACEHOLDER_MESSAGES = {
	unknownModelType: "⚠️ Type of model unknown",
	modelFilenameMissing: "⚠️ Model filename not specified in config.json",
	interfaceMissing: "interface not specified in config.json",
	interfaceInvalid: "interface in config.json invalid",
	baseModelNotFound: "Base model is not found.",
	taskTypeInvalid: "Task type is invalid.",
	unknownPipelineTag: "⚠️ Unknown pipeline tag",
	noInputExample: "No input example has been defined for this model task.",
} as const;
