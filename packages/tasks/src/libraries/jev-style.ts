import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Jev-Style answers typed questions about a text with calibrated probabilities, in one forward pass. */
const usage = (model: ModelData): string[] => [
	`# pip install "jev-style[torch]"  (or "jev-style[mlx]" on Apple silicon)
from jev_style import JevStyle, choice, noul, score

# The repo picks the backend: the main repo runs on PyTorch, -MLX on MLX, -GGUF on llama.cpp
js = JevStyle.from_pretrained(${pythonString(model.id)})
out = js.decide("I was charged twice. Please fix this ASAP.", {
    "billing": noul("This ticket is about billing."),
    "tone": choice("What is the customer's tone?", ["calm", "frustrated", "angry"]),
    "urgency": score("How urgent is this ticket?", ["can wait", "this week", "today"]),
})
print(out["answers"]["billing"]["noul"], out["answers"]["tone"]["choice"])`,
];

export const jevStyle: LibraryUiElement = {
	prettyLabel: "jev-style",
	repoName: "jev-style",
	repoUrl: "https://github.com/lawrence3699/jev-style",
	filter: false,
	countDownloads: `path_extension:"gguf" OR (path_filename:"config" AND path_extension:"json")`,
	snippets: usage,
};
