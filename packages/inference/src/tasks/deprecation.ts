import { warningSink } from "../routing/index.js";
import type { Options } from "../types.js";

/**
 * A deprecated function's notice, through the call's warning sink. It is remembered where the staging warnings
 * are, in the hub cache the caller owns (an InferenceClient's own, or `options.hubCache`), so a loop of calls on a
 * client warns once; a free call given no cache warns each time, as 3.x did (nothing is kept between calls).
 */
export function warnDeprecated(name: string, message: string, options: Options | undefined): void {
	// Model ids never start with "/": no staging warning's key can take this one.
	if (options?.hubCache?.firstWarning(`/deprecated/${name}`) === false) return;
	warningSink(options)(message);
}
