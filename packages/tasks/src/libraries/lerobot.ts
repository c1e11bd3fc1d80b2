import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => {
	const id = pythonString(model.id);
	return [
		`# pip install lerobot
from lerobot.configs.policies import PreTrainedConfig
from lerobot.policies.factory import get_policy_class

# The checkpoint's config names its policy type (act, diffusion, pi0, smolvla, ...), which picks the class
config = PreTrainedConfig.from_pretrained(${id})
policy = get_policy_class(config.type).from_pretrained(${id})
policy.eval()`,
	];
};

export const lerobot: LibraryUiElement = {
	prettyLabel: "LeRobot",
	repoName: "LeRobot",
	repoUrl: "https://github.com/huggingface/lerobot",
	docsUrl: "https://huggingface.co/docs/lerobot",
	filter: false,
	snippets: usage,
};
