import { mkdir, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/** "image/png" -> "png", "audio/mpeg" -> "mpeg", "image/svg+xml" -> "svg"; "bin" when unknown. */
export function extensionOf(type: string): string {
	return /^[a-z]+\/([a-z0-9.-]+)/i.exec(type)?.[1]?.replace(/^x-/, "") ?? "bin";
}

/** What a line holds in place of a media result: the file written beside the output. */
export interface MediaReference {
	file: string;
	type: string;
	bytes: number;
}

/**
 * Writes media results to `<output>.files/<row index>.<ext>`; the line gets the path relative to the output's
 * folder. Written before the line, so a row is only finished once its file is whole.
 */
export function mediaWriter(output: string): (blob: Blob, index: number) => Promise<MediaReference> {
	const folder = `${basename(output)}.files`;
	return async (blob, index) => {
		const file = join(folder, `${index}.${extensionOf(blob.type)}`);
		await mkdir(join(dirname(output), folder), { recursive: true });
		const bytes = new Uint8Array(await blob.arrayBuffer());
		await writeFile(join(dirname(output), file), bytes);
		return { file, type: blob.type, bytes: bytes.length };
	};
}
