// Input, parameter and output types of every task the inference client serves (+ a few the hub documents).
export type * from "./audio.js";
export type * from "./chat-completion.js";
export type * from "./common.js";
export type * from "./image.js";
export type * from "./image-to-text.js";
export type * from "./text.js";
export type * from "./text-generation.js";
