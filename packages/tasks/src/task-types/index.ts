// Input, parameter and output types of every task the inference client serves.
export type * from "./chat-completion.js";
