/**
 * python / fal_client: fal's own SDK, for fal-ai only. It talks to fal directly and reads its key from the
 * FAL_KEY environment variable, so a Hugging Face token is never handed to it.
 */
import { pythonString, toPythonLiteral } from "@modelyard/tasks";
import { providerDefinition } from "../../../routing/handlers.js";
import { isHfToken, providerKeyVariable } from "../../tokens.js";
import type { ClientTemplates, SnippetContext, SnippetTemplate } from "../../types.js";
import { fileSlots } from "../shared.js";
import { encodeFileInto } from "./shared.js";

/** fal_client snippets exist for the providers whose file lists the client (fal-ai). */
const servesFalClient = (context: SnippetContext): boolean =>
	providerDefinition(context.provider).snippetClients?.includes("fal_client") === true;

/** A fal key given by the caller is set for the SDK; otherwise the SDK reads the environment. */
function keySetup(context: SnippetContext, imports: readonly string[] = []): string {
	const given = context.token.value;
	const keyVariable = providerKeyVariable(context.provider);
	return given !== undefined && !isHfToken(given)
		? `${["import os", ...imports, "import fal_client"].join("\n")}\n\nos.environ[${pythonString(keyVariable)}] = ${pythonString(given)}\n\n`
		: `${[...imports, "import fal_client"].join("\n")}\n\n# fal_client reads your fal key from the ${keyVariable} environment variable\n\n`;
}

const subscribe = (context: SnippetContext, argumentsCode: string): string =>
	`result = fal_client.subscribe(\n    ${pythonString(context.providerModelId)},\n    arguments=${argumentsCode},\n    with_logs=True,\n)\n\nprint(result)`;

const falSubscribe: SnippetTemplate = (context) => {
	if (!servesFalClient(context) || !context.providerInputs) return undefined;
	return `${keySetup(context)}${subscribe(context, toPythonLiteral(context.providerInputs, { baseIndent: "    " }))}`;
};

/**
 * Audio and images go inside the arguments as fal's client sends them: a `data:` URL of the file, encoded once
 * and copied to the other fields carrying it (`image_urls`).
 */
const falSubscribeWithFile: SnippetTemplate = (context) => {
	const { providerInputs } = context;
	if (!servesFalClient(context) || !providerInputs) return undefined;
	const slots = fileSlots(context);
	if (slots.length === 0) return undefined;
	const payload = `payload = ${toPythonLiteral(providerInputs)}\n${encodeFileInto(slots, context)}`;
	return `${keySetup(context, ["import base64"])}${payload}${subscribe(context, "payload")}`;
};

export const falClient: ClientTemplates = {
	language: "python",
	client: "fal_client",
	templates: {
		basicAudio: falSubscribeWithFile,
		basicImage: falSubscribeWithFile,
		imageToImage: falSubscribeWithFile,
		imageToVideo: falSubscribeWithFile,
		textToImage: falSubscribe,
		textToVideo: falSubscribe,
		textToAudio: falSubscribe,
	},
};
