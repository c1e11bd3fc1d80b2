import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * The outetts interface version each model generation speaks: 0.1 and 0.2 use V1, 0.3 uses V2, and
 * the 1.0 models (and later) use V3. The generation is read from the repo name (e.g. OuteTTS-0.3-1B).
 */
const INTERFACE_BY_GENERATION: Record<string, string> = { "1": "V1", "2": "V1", "3": "V2" };

function interfaceVersion(id: string): string {
	const generation = id.match(/-0\.([123])-/)?.[1];
	return (generation && INTERFACE_BY_GENERATION[generation]) ?? "V3";
}

/** OuteTTS loads a Hub checkpoint with the transformers backend and clones a voice from a short sample. */
const usage = (model: ModelData): string[] => {
	const id = pythonString(model.id);
	return [
		`# pip install outetts  (GGUF builds load with backend=outetts.Backend.LLAMACPP and a local .gguf path)
import outetts

interface = outetts.Interface(
    config=outetts.ModelConfig(
        model_path=${id},
        tokenizer_path=${id},
        interface_version=outetts.InterfaceVersion.${interfaceVersion(model.id)},
        backend=outetts.Backend.HF,
    )
)

# A speaker profile from a few seconds of audio; save it with interface.save_speaker to reuse it
speaker = interface.create_speaker("speaker.wav")
output = interface.generate(
    config=outetts.GenerationConfig(text="Hello, how are you doing?", speaker=speaker)
)
output.save("output.wav")`,
	];
};

export const outetts: LibraryUiElement = {
	prettyLabel: "OuteTTS",
	repoName: "OuteTTS",
	repoUrl: "https://github.com/edwko/OuteTTS",
	filter: false,
	snippets: usage,
};
