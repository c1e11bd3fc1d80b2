// The shared sample files (images, audio in data/assets): listed once, served and read only by their exact name
// from that listing. A requested name is never decoded, joined or resolved: `..\x`, `%2e%2e/x` or `a/b` are
// simply not in the list.
import { readdirSync, readFileSync } from "node:fs";
import { extname } from "node:path";

const TYPES = {
	".png": "image/png",
	".jpg": "image/jpeg",
	".jpeg": "image/jpeg",
	".flac": "audio/flac",
	".wav": "audio/wav",
	".mp3": "audio/mpeg",
};

/**
 * The sample files of a shared directory (a `file:` URL ending in `/`): `names` lists them, `get(name)` gives
 * a listed file's bytes and type (read once, then kept), undefined for any other name.
 */
export function sampleFiles(shared) {
	const folder = new URL("data/assets/", shared);
	let names = [];
	try {
		names = readdirSync(folder, { withFileTypes: true })
			.filter((entry) => entry.isFile() && TYPES[extname(entry.name).toLowerCase()])
			.map((entry) => entry.name)
			.sort();
	} catch {
		// No shared directory beside this clone: no samples.
	}
	const listed = new Set(names);
	const read = new Map();
	return {
		names,
		get(name) {
			if (typeof name !== "string" || !listed.has(name)) return undefined;
			if (!read.has(name)) read.set(name, readFileSync(new URL(encodeURIComponent(name), folder)));
			return { bytes: read.get(name), type: TYPES[extname(name).toLowerCase()] };
		},
	};
}
