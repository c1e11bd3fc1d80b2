/**
 * Shell lines for libraries whose models are used from the command line: fetching a repo with the Hub's
 * own CLI (`hf`, shipped with huggingface_hub >= 0.34), every argument quoted for a POSIX shell.
 */
import { shellSingleQuoted } from "../../snippet-format/index.js";

/** `hf download <repo> [files...] --local-dir <dir>`: the whole repo unless `files` narrows it. */
export function hubDownloadCommand(repoId: string, localDir: string, files: readonly string[] = []): string {
	const words = ["hf", "download", repoId, ...files].map((word, index) => (index < 2 ? word : shellSingleQuoted(word)));
	return `${words.join(" ")} --local-dir ${shellSingleQuoted(localDir)}`;
}
