export { type LiteralOptions, type LiteralValue, toJsLiteral, toJsonLiteral, toPythonLiteral } from "./literals.js";
export { identifierFrom, jsString, pythonString, shellSingleQuoted } from "./strings.js";
