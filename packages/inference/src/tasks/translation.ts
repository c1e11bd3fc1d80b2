import type { TranslationOutput, TranslationParameters } from "@modelyard/tasks";
import { HF_JSON_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { TEXTS_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isArrayOf, isObjectWith, isString } from "./validate.js";

/** One text, as 3.x types it (its client methods included). */
export type TranslationArgs = BaseArgs & {
	inputs: string;
	parameters?: TranslationParameters;
};

/** Several texts translated in one call: the free function's overload (3.x accepted them untyped). */
export type TranslationBatchArgs = Omit<TranslationArgs, "inputs"> & { inputs: string[] };

const isTranslations = isArrayOf(isObjectWith({ translation_text: isString }));

/**
 * The input translated. Kept from 3.x: one translation comes back as an object, several as an array (the
 * overloads say so; 3.x typed both as an object). The single-text overload is last, so the client methods,
 * typed from the last overload, keep the 3.x signature.
 */
export function translation(
	args: TranslationBatchArgs,
	options?: Options,
): Promise<TranslationOutput | TranslationOutput[]>;
export function translation(args: TranslationArgs, options?: Options): Promise<TranslationOutput>;
export async function translation(
	args: TranslationArgs | TranslationBatchArgs,
	options?: Options,
): Promise<TranslationOutput | TranslationOutput[]> {
	return runTask(
		checkCall({ task: "translation", protocols: HF_JSON_PROTOCOLS, args, options }, "translation", TEXTS_INPUT),
		(output) => {
			const translations = checkOutput(output, isTranslations, "Expected Array<{translation_text: string}>");
			const [only] = translations;
			return translations.length === 1 && only !== undefined ? only : translations;
		},
	);
}
