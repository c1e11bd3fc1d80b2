/** Helpers shared by the library snippet generators (one file per library in the folder above). */

export { identifierFrom, jsString, shellSingleQuoted, toJsLiteral } from "../../snippet-format/index.js";
export { baseModelOf, firstWidgetText, hasTag } from "./model-fields.js";
export { type CommentLanguage, PLACEHOLDER_MESSAGES, placeholderComment } from "./placeholder.js";
export { pythonIdentifier, pythonString, toPythonLiteral } from "./python.js";
export { namespaceOf, nameWithoutNamespace } from "./repo-id.js";
