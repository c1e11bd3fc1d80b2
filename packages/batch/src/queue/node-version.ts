import { BatchInputError } from "../errors.js";

/** pg-boss 12 declares Node 22.12+; the queue mode says so before loading it (the embedded mode runs on 18+). */
export function checkQueueNode(version: string = process.versions.node): void {
	const [major = 0, minor = 0] = version.split(".").map(Number);
	if (major < 22 || (major === 22 && minor < 12)) {
		throw new BatchInputError(
			`The queue mode (--queue) runs on pg-boss 12, which needs Node.js 22.12 or newer; this is Node.js ${version}. Run it with a newer Node, or leave out --queue to run on this machine alone (Node 18+).`,
		);
	}
}
