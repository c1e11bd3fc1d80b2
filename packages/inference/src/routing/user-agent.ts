import { PACKAGE_NAME, PACKAGE_VERSION } from "../config.js";

let cached: string | undefined;

/** `@modelyard/inference/{version}`, plus the runtime's own user agent where `navigator` has one (read once). */
export function userAgent(): string {
	if (cached === undefined) {
		const runtime = typeof navigator === "undefined" ? undefined : navigator.userAgent;
		cached = runtime ? `${PACKAGE_NAME}/${PACKAGE_VERSION} ${runtime}` : `${PACKAGE_NAME}/${PACKAGE_VERSION}`;
	}
	return cached;
}
