export const HF_HUB_URL = "https://huggingface.co";
export const HF_ROUTER_URL = "https://router.huggingface.co";
export const HF_HEADER_X_BILL_TO = "X-HF-Bill-To";
/** The default deadline of an answer's follow-ups (job polling, results, downloads): `options.pollTimeout`. */
export const DEFAULT_POLL_TIMEOUT_MS = 10 * 60 * 1000;

export const PACKAGE_NAME = "@modelyard/inference";
/** Kept in sync with package.json by a test (reading package.json at runtime is not browser-safe). */
export const PACKAGE_VERSION = "0.1.0";
