/**
 * Bad flags, options or input rows: raised before any request, naming what was wrong and how to fix it.
 * `kind` is "input", as for the inference client's own input errors.
 */
export class BatchInputError extends Error {
	override name = "BatchInputError";
	readonly kind = "input";
}
