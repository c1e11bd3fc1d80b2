export {
	type HttpErrorDetails,
	type HttpRequestInfo,
	type HttpResponseInfo,
	InferenceClientError,
	type InferenceClientErrorOptions,
	InferenceClientHttpError,
	InferenceClientHubApiError,
	InferenceClientInputError,
	InferenceClientProviderApiError,
	InferenceClientRoutingError,
	InferenceClientStreamError,
	InferenceClientTimeoutError,
	InferenceOutputError,
	type StreamErrorDetails,
	type TimeoutErrorDetails,
} from "./classes.js";
export { redactHeaders, redactUrl } from "./redact.js";
