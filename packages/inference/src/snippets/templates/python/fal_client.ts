/**
 * python / fal_client: fal's own SDK, for fal-ai only. It talks to fal directly and reads its key from the
 * FAL_KEY environment variable, so a Hugging Face token is never handed to it.
 */
import { pythonString, toPythonLiteral } from "@modelyard/tasks";
import { isHfToken, providerKeyVariable } from "../../tokens.js";
import type { ClientTemplates, SnippetContext, SnippetTemplate } from "../../types.js";

const FAL_KEY = providerKeyVariable("fal-ai");

/** A fal key given by the caller is set for the SDK; otherwise the SDK reads the environment. */
function keySetup(context: SnippetContext): string {
	const given = context.token.value;
	return given !== undefined && !isHfToken(given)
		? `import os\nimport fal_client\n\nos.environ[${pythonString(FAL_KEY)}] = ${pythonString(given)}\n\n`
		: `import fal_client\n\n# fal_client reads your fal key from the ${FAL_KEY} environment variable\n\n`;
}

const falSubscribe: SnippetTemplate = (context) => {
	if (context.provider !== "fal-ai" || !context.providerInputs) return undefined;
	const argumentsLiteral = toPythonLiteral(context.providerInputs, { baseIndent: "    " });
	return `${keySetup(context)}result = fal_client.subscribe(\n    ${pythonString(context.providerModelId)},\n    arguments=${argumentsLiteral},\n    with_logs=True,\n)\n\nprint(result)`;
};

export const falClient: ClientTemplates = {
	language: "python",
	client: "fal_client",
	templates: { textToImage: falSubscribe, textToVideo: falSubscribe, textToAudio: falSubscribe },
};
