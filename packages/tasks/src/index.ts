// @modelyard/tasks: a drop-in for the exports of @huggingface/tasks 0.18.
// Every module is side-effect free, so a bundler keeps only what an app imports.

export * from "./libraries/index.js";
export * from "./model-data.js";
export * from "./pipelines.js";
export * from "./snippet-format/index.js";
export type * from "./widget-example.js";
export type * from "./task-types/index.js";
