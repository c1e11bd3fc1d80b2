// @modelyard/batch/queue: the queue mode's building blocks (pg-boss and PostgreSQL), for the `modelyard` CLI's
// queue commands (run --enqueue, worker, status, collect, redrive). Node only; pg-boss itself is loaded by the caller.

export { mediaWriter } from "../media.js";
export { PostgresWatch } from "../queue/connection.js";
export { createQueues, enqueue, heartbeatSecondsOf } from "../queue/enqueue.js";
export { checkQueueNode } from "../queue/node-version.js";
export { redriveRun } from "../queue/redrive.js";
export { ProviderSlots } from "../queue/slots.js";
export {
	createTables,
	DEAD_QUEUE,
	loadRun,
	outputCounts,
	outputsInOrder,
	ROW_QUEUE,
	runTaskStates,
} from "../queue/store.js";
export { uncertainCount } from "../queue/submissions.js";
export { type InlineMedia, startWorker } from "../queue/worker.js";
export { callSpecOf } from "../run-batch.js";
