import type { ModelData } from "../model-data.js";
import { nameWithoutNamespace, placeholderComment, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Algorithms of Stable-Baselines3 by the lower-case prefix the Hub's SB3 repos are named with (`ppo-CartPole-v1`). */
const ALGORITHMS: Record<string, string> = { a2c: "A2C", ddpg: "DDPG", dqn: "DQN", ppo: "PPO", sac: "SAC", td3: "TD3" };

/**
 * huggingface_sb3 uploads `<repo name>.zip`, and the repo name starts with the algorithm; when it does
 * not, the snippet says so and shows PPO.
 */
function stableBaselines3Snippets(model: ModelData): string[] {
	const name = nameWithoutNamespace(model.id);
	const prefix = name.split(/[-_]/)[0]?.toLowerCase() ?? "";
	const algorithm = Object.hasOwn(ALGORITHMS, prefix) ? ALGORITHMS[prefix] : undefined;
	const warning = algorithm
		? ""
		: `${placeholderComment("⚠️ Algorithm unknown: replace PPO with the one this agent was trained with")}\n`;
	const algorithmClass = algorithm ?? "PPO";
	return [
		`${warning}from huggingface_sb3 import load_from_hub
from stable_baselines3 import ${algorithmClass}

# The checkpoint is usually named after the repo; check the repo's files if it is not
checkpoint = load_from_hub(repo_id=${pythonString(model.id)}, filename=${pythonString(`${name}.zip`)})
model = ${algorithmClass}.load(checkpoint)`,
	];
}

export const stableBaselines3: LibraryUiElement = {
	prettyLabel: "stable-baselines3",
	repoName: "stable-baselines3",
	repoUrl: "https://github.com/huggingface/huggingface_sb3",
	docsUrl: "https://huggingface.co/docs/hub/stable-baselines3",
	filter: true,
	snippets: stableBaselines3Snippets,
	countDownloads: `path_extension:"zip"`,
};
