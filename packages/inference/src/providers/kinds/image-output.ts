import { blobFromBase64, dataUrlFromBlob } from "./binary.js";
import type { ResponseContext } from "./definition.js";

// Image answers come as bytes, base64 or a URL; callers get a Blob, or a string with `outputType: "url"`.

export async function imageFromBlob(blob: Blob, context: ResponseContext): Promise<Blob | string> {
	return context.outputType === "url" ? dataUrlFromBlob(blob) : blob;
}

export async function imageFromBase64(base64: string, context: ResponseContext): Promise<Blob | string> {
	return context.outputType === "url" ? `data:image/jpeg;base64,${base64}` : blobFromBase64(base64, "image/jpeg");
}

export async function imageFromUrl(url: string, context: ResponseContext): Promise<Blob | string> {
	return context.outputType === "url" ? url : context.download(url);
}
