import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** The engine opens a local .litertlm file, so the snippet finds the repo's one and downloads it. */
const usage = (model: ModelData): string[] => [
	`# pip install litert-lm-api
import litert_lm
from huggingface_hub import hf_hub_download, list_repo_files

repo_id = ${pythonString(model.id)}
model_file = next(name for name in list_repo_files(repo_id) if name.endswith(".litertlm"))

with litert_lm.Engine(hf_hub_download(repo_id, model_file)) as engine:
    with engine.create_conversation() as conversation:
        reply = conversation.send_message("What is the tallest mountain in Africa?")
        print(reply["content"][0]["text"])`,
];

export const litertLm: LibraryUiElement = {
	prettyLabel: "LiteRT-LM",
	repoName: "LiteRT-LM",
	repoUrl: "https://github.com/google-ai-edge/LiteRT-LM",
	filter: false,
	snippets: usage,
	countDownloads: `path_extension:"litertlm" OR path_extension:"task"`,
};
