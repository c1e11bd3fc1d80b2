/** The shape of one model-library registry entry (one file per library in this folder). */
import type { ModelData } from "../model-data.js";

/**
 * A query over a repo's files, in the Hub's query-string syntax over `path`, `path_prefix`,
 * `path_extension` and `path_filename`, e.g. `path_extension:"nemo" OR path:"model_config.yaml"`.
 * A download of a matching file counts as one download of the model.
 */
export type ElasticSearchQuery = string;

export interface LibraryUiElement {
	/** Display name, e.g. `Sentence Transformers`. */
	prettyLabel: string;
	/** Repository name, e.g. `sentence-transformers`. */
	repoName: string;
	/** Repository URL. */
	repoUrl: string;
	/** Documentation URL, when the library has docs of its own. */
	docsUrl?: string;
	/** Code that loads the given model with this library: one string per snippet, usually Python. */
	snippets?: (model: ModelData) => string[];
	/** Whether the library shows in the Hub's library filter. */
	filter?: boolean;
	/** Which file downloads count as model downloads; when absent the Hub counts config.json and friends. */
	countDownloads?: ElasticSearchQuery;
}
