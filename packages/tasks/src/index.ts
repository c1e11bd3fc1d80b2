// @modelyard/tasks: a drop-in for the exports of @huggingface/tasks 0.18.
// Every module is side-effect free, so a bundler keeps only what an app imports.

export * from "./dataset-libraries.js";
export * from "./default-widget-inputs.js";
export * from "./gguf.js";
export * from "./hardware.js";
export * from "./libraries/index.js";
export * from "./library-tasks.js";
export * from "./local-apps.js";
export * from "./model-data.js";
export * from "./pipelines.js";
export * from "./sample-inputs.js";
export * from "./snippet-format/index.js";
export * from "./snippet-helpers.js";
export type * from "./task-types/index.js";
export * from "./tasks/index.js";
export type * from "./widget-example.js";
