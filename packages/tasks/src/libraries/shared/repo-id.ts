/**
 * Pieces of a model's repo id (`owner/name`), as library snippets need them. Legacy models have no owner,
 * so every helper copes with an id without a slash.
 */

/** The name after the owner: `bert-base-uncased` for `google/bert-base-uncased`, the whole id when there is no owner. */
export function nameWithoutNamespace(id: string): string {
	const slash = id.lastIndexOf("/");
	return slash === -1 ? id : id.slice(slash + 1);
}

/** The owner before the slash, or `undefined` for a legacy id without one. */
export function namespaceOf(id: string): string | undefined {
	const slash = id.indexOf("/");
	return slash === -1 ? undefined : id.slice(0, slash);
}
