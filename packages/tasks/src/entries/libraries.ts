export * from "../libraries/index.js";
