// @modelyard/batch/core: the runner's browser-safe core (no Node API): rows in, lines out, caps, retries,
// receipts; Parquet and CSV rows from any bytes, a Hub dataset's split by range requests, Parquet results.
export type { Price, Usage } from "../budget.js";
export { type CallSpec, checkTask, defaultMap, isMediaArgument } from "../call-spec.js";
export { type RunRowsOptions, type RunRowsResult, runRows } from "../core.js";
export { BatchInputError } from "../errors.js";
export type { OutputLine, RowError, RowReceipt } from "../execute-row.js";
export { parseCsv } from "../input/csv.js";
export { type DatasetRef, type HubAccess, remoteParts, resolveSplit } from "../input/hub-dataset.js";
export { type ParquetPart, ParquetTable } from "../input/parquet.js";
export type { InputRow } from "../input/rows.js";
export { resultsParquetBytes } from "../output/results-parquet.js";
