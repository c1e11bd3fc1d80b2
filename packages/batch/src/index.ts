// @modelyard/batch: run a model over a whole dataset, resumable, on one machine (runBatch) or many (the queue).
export type { Price, Usage } from "./budget.js";
export type { CallSpec } from "./call-spec.js";
export { BatchInputError } from "./errors.js";
export type { OutputLine, RowError, RowReceipt } from "./execute-row.js";
export type { DatasetRef } from "./input/hub-dataset.js";
export type { InputFormat } from "./input/rows.js";
export type { SourceFormat } from "./input/source.js";
export { Lane, type LaneOptions } from "./limiter.js";
export type { MediaReference } from "./media.js";
export type { OutputFormat } from "./output/parquet-file.js";
export { type BatchProgress, type BatchSummary, type RunBatchOptions, runBatch } from "./run-batch.js";
export type { DryRunEstimate } from "./scan.js";
