import { PACKAGE_NAME, PACKAGE_VERSION } from "../config.js";

/** `@modelyard/inference/{version}`, plus the runtime's own user agent where `navigator` has one. */
export function userAgent(): string {
	const runtime = typeof navigator === "undefined" ? undefined : navigator.userAgent;
	return runtime ? `${PACKAGE_NAME}/${PACKAGE_VERSION} ${runtime}` : `${PACKAGE_NAME}/${PACKAGE_VERSION}`;
}
