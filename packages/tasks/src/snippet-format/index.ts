export { type LiteralOptions, type LiteralValue, toJsLiteral, toJsonLiteral, toPythonLiteral } from "./literals.js";
export { identifierFrom, jsKey, jsString, pythonString, shellSingleQuoted } from "./strings.js";
