import { InferenceClientProviderApiError } from "../errors/index.js";
import { messageFromJsonBody } from "../http/index.js";

/** Statuses that, on a chat call without a readable message, mean "this model does not speak chat". */
const CHAT_UNSUPPORTED_STATUSES = new Set([400, 404, 422, 500]);

/**
 * A reason phrase of the chat statuses alone ("Not Found", "404: Not Found."): a server answering only that says no
 * more than its status.
 */
const BARE_REASON_PHRASE =
	/^(\d{3}:? ?)?(bad request|not found|unprocessable (entity|content)|internal server error)\.?$/i;

/**
 * An HTML error page or fragment in a few words (its title, if it has one); undefined for any other text. Known
 * as HTML by its content type (a proxy's `<h1>500</h1>` fragment has no doctype) or by its first characters.
 */
function describeHtmlPage(status: number, text: string, contentType: string | undefined): string | undefined {
	if (contentType !== "text/html" && !/^\s*<(!doctype html|html)/i.test(text)) return undefined;
	const title = /<title[^>]*>([^<]{1,200})</i.exec(text)?.[1]?.trim();
	return `HTTP ${status}, an HTML page${title ? ` titled "${title}"` : ""}`;
}

/**
 * What a chat call's failed answer says when it says nothing clearer than its status: no message of its own, a
 * bare reason phrase, or a proxy's HTML page. Undefined when the server gave words of its own.
 */
function unclearAnswer(error: InferenceClientProviderApiError): string | undefined {
	const { status, body, contentType } = error.httpResponse;
	if (typeof body === "string") {
		return (
			describeHtmlPage(status, body, contentType) ?? (BARE_REASON_PHRASE.test(body.trim()) ? error.message : undefined)
		);
	}
	const own = messageFromJsonBody(body);
	return own === undefined || BARE_REASON_PHRASE.test(own) ? error.message : undefined;
}

/**
 * The chat task's words for a model that answered a chat call 400/404/422/500 without a clearer message: what a
 * model without a chat route answers. 3.x had the wording but never reached it (QUIRKS.md). Other errors pass.
 */
export function chatUnsupportedError(error: unknown, model: string): unknown {
	if (!(error instanceof InferenceClientProviderApiError)) return error;
	if (!CHAT_UNSUPPORTED_STATUSES.has(error.httpResponse.status)) return error;
	const unclear = unclearAnswer(error);
	if (unclear === undefined) return error;
	return new InferenceClientProviderApiError(
		`Server ${model} does not seem to support chat completion. Error: ${unclear}`,
		{ httpRequest: error.httpRequest, httpResponse: error.httpResponse, provider: error.provider, cause: error.cause },
	);
}
