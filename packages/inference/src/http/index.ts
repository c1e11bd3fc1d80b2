export { untilAborted } from "./abortable.js";
export {
	type Binary,
	base64FromBinary,
	blobFromBase64,
	blobFromDataUrl,
	DataUrlOf,
	dataUrlFromBlob,
	encodeBody,
	isBinary,
	isFormData,
} from "./binary.js";
export { fetchBody, readBlob, readBody } from "./body.js";
export { isJsonContentType, messageFromJsonBody, requestIdOf } from "./error-body.js";
export { downloadFollowUp, type FollowUpSession, type FollowUps, followUpSleep, getFollowUpJson } from "./follow-up.js";
export {
	afterDelay,
	BACKOFF_BASE_MS,
	BACKOFF_CAP_MS,
	cannotHaveReachedServer,
	DEFAULT_RETRY_LIMIT,
	maySendAgain,
	parseRetryAfter,
	RETRY_AFTER_CAP_MS,
	rateLimitBackoff,
	realSleep,
	retryDelay,
	retryWait,
} from "./retry.js";
export { sendRequest } from "./send.js";
export { createSseDecoder, type SseDecoder, type SseEvent } from "./sse.js";
export { type EventReader, openEventStream } from "./stream.js";
export type { HttpOptions, HttpRequest, RequestBody, RetryEvent, RetryOptions, Sleep } from "./types.js";
