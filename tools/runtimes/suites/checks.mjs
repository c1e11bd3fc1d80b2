// What both suites of the runtime matrix (client.mjs, gateway-checks.mjs) check with: an equality that says what
// differed, and the run of named checks where each gives "ok" or what went wrong, none throwing. Runtime-neutral,
// as they are.

export function expectEqual(what, actual, expected) {
	const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
	if (a !== e) throw new Error(`${what}: got ${a}, expected ${e}`);
}

/** Runs `checks[name]` for each name of `only`, in turn. Returns { [name]: "ok" | message }. */
export async function runChecks(checks, only) {
	const results = {};
	for (const name of only) {
		try {
			await checks[name]();
			results[name] = "ok";
		} catch (error) {
			results[name] = `${error?.name ?? "Error"}: ${error?.message ?? String(error)}`;
		}
	}
	return results;
}
