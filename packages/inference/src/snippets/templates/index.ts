/** Every client's templates, in the order snippets are returned (language, then client). */
import type { ClientTemplates } from "../types.js";
import { fetchClient } from "./js/fetch.js";
import { huggingfaceJs } from "./js/huggingface_js.js";
import { openaiJs } from "./js/openai.js";
import { falClient } from "./python/fal_client.js";
import { huggingfaceHub } from "./python/huggingface_hub.js";
import { openaiPython } from "./python/openai.js";
import { requestsClient } from "./python/requests.js";
import { curlClient } from "./sh/curl.js";

export const CLIENTS: readonly ClientTemplates[] = [
	huggingfaceHub,
	falClient,
	requestsClient,
	openaiPython,
	fetchClient,
	huggingfaceJs,
	openaiJs,
	curlClient,
];
