export { AbortError, ConnectionError, TimeoutError } from "./causes.js";
export {
	type HttpErrorDetails,
	type HttpRequestInfo,
	type HttpResponseInfo,
	InferenceClientError,
	type InferenceClientErrorOptions,
	InferenceClientHttpError,
	InferenceClientHubApiError,
	InferenceClientInputError,
	InferenceClientJobError,
	InferenceClientProviderApiError,
	InferenceClientRoutingError,
	InferenceClientStreamError,
	InferenceClientTimeoutError,
	InferenceOutputError,
	isBrandedInstance,
	type JobErrorDetails,
	redactSecrets,
	type StreamErrorDetails,
	type TimeoutErrorDetails,
} from "./classes.js";
export { describeError, type ErrorDescription } from "./describe-error.js";
export { isRecord } from "./is-record.js";
export { kindOfError } from "./kind-of-error.js";
export { INFERENCE_ERROR_KINDS, type InferenceErrorKind, kindOfStatus } from "./kinds.js";
export { isSensitiveHeader, redactHeaders, redactUrl, secretsOf } from "./redact.js";
