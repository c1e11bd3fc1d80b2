import { blobFromBase64, blobFromDataUrl, dataUrlFromBlob, downloadFollowUp } from "../../http/index.js";
import type { ResponseContext } from "./handler.js";

// Image answers come as bytes, base64 or a URL; callers get a Blob, or a string with `outputType: "url"`.

export async function imageFromBlob(blob: Blob, context: ResponseContext): Promise<Blob | string> {
	return context.outputType === "url" ? dataUrlFromBlob(blob) : blob;
}

export async function imageFromBase64(base64: string, context: ResponseContext): Promise<Blob | string> {
	return context.outputType === "url" ? `data:image/jpeg;base64,${base64}` : blobFromBase64(base64, "image/jpeg");
}

export async function imageFromUrl(url: string, context: ResponseContext): Promise<Blob | string> {
	return context.outputType === "url" ? url : mediaFromUrl(url, context);
}

/** A `data:` URL is decoded here (a custom fetch may not know the scheme); any other URL is downloaded. */
export async function mediaFromUrl(
	url: string,
	context: ResponseContext,
	failure = "Failed to download the output from its URL",
): Promise<Blob> {
	return blobFromDataUrl(url) ?? downloadFollowUp(url, failure, context.followUps);
}
