const EXTENSIONS: Record<string, string> = {
	"image/jpeg": "jpg",
	"image/svg+xml": "svg",
	"audio/mpeg": "mp3",
	"audio/x-wav": "wav",
	"audio/wave": "wav",
};

/** A file name for a generated blob: `generated-image.png` from "image/png"; `.bin` when the type is unknown. */
export function downloadName(base: string, type: string): string {
	const mime = type.split(";")[0]?.trim().toLowerCase() ?? "";
	const extension = EXTENSIONS[mime] ?? /^[a-z]+\/([a-z0-9]+)$/.exec(mime)?.[1] ?? "bin";
	return `${base}.${extension}`;
}
