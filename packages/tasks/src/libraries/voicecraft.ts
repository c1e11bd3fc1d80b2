import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

function voicecraftSnippets(model: ModelData): string[] {
	return [
		`# Run from a clone of https://github.com/jasonppy/VoiceCraft
from models import voicecraft

model = voicecraft.VoiceCraft.from_pretrained(${pythonString(model.id)})
phn2num = model.args.phn2num
config = vars(model.args)`,
	];
}

export const voicecraft: LibraryUiElement = {
	prettyLabel: "VoiceCraft",
	repoName: "VoiceCraft",
	repoUrl: "https://github.com/jasonppy/VoiceCraft",
	docsUrl: "https://github.com/jasonppy/VoiceCraft",
	filter: false,
	snippets: voicecraftSnippets,
};
