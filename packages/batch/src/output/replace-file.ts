// A file replaced whole or not at all: a crash (kill -9, power loss) or a failed write while it is written leaves
// the previous file as it was, never a torn one.
import { constants } from "node:fs";
import { type FileHandle, open, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";

/** Where a file is written before it replaces `path`: beside it (a rename does not cross file systems). */
export const partialPath = (path: string): string => `${path}.partial`;

/** Writes all of `bytes` at the file's current position (a write may take fewer bytes than it was given). */
export async function writeAll(file: FileHandle, bytes: Uint8Array): Promise<void> {
	for (let done = 0; done < bytes.length; ) {
		const { bytesWritten } = await file.write(bytes, done, bytes.length - done);
		if (bytesWritten === 0) throw new Error(`could not write to ${file.fd}: no bytes written`);
		done += bytesWritten;
	}
}

/** Flushes a folder's entries (the rename) to disk; platforms that cannot open a folder (Windows) skip it. */
async function syncFolder(folder: string): Promise<void> {
	let handle: FileHandle;
	try {
		handle = await open(folder, constants.O_RDONLY);
	} catch {
		return;
	}
	try {
		await handle.sync();
	} catch (error) {
		// Some file systems refuse fsync on a folder: the rename is done, only its durability is the system's.
		if (!["EINVAL", "EISDIR", "EPERM", "EBADF", "ENOTSUP"].includes((error as NodeJS.ErrnoException).code ?? "")) {
			throw error;
		}
	} finally {
		await handle.close();
	}
}

/**
 * Replaces `path` with what `write` writes: into `path.partial` in the same folder (a leftover from a crash is
 * overwritten), synced to disk, then renamed over `path`, and the folder synced. On a failure the partial file is
 * removed and `path` is untouched.
 */
export async function replaceFile(path: string, write: (file: FileHandle) => Promise<void>): Promise<void> {
	const partial = partialPath(path);
	const file = await open(partial, "w");
	try {
		await write(file);
		await file.sync();
	} catch (error) {
		await file.close();
		await rm(partial, { force: true });
		throw error;
	}
	await file.close();
	try {
		await rename(partial, path);
	} catch (error) {
		await rm(partial, { force: true });
		throw error;
	}
	await syncFolder(dirname(path));
}
