import type { ModelData } from "../model-data.js";
import { hubDownloadCommand } from "./shared/hub-cli.js";
import { nameWithoutNamespace, pythonString, shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * Rev's diarization repos are pyannote pipelines; the ASR repo holds a WeNet config and checkpoint that
 * the reverb repository's recognize_wav.py script runs.
 */
function reverbSnippets(model: ModelData): string[] {
	if (/diariz/i.test(model.id)) {
		return [
			`from pyannote.audio import Pipeline

pipeline = Pipeline.from_pretrained(${pythonString(model.id)})
diarization = pipeline("audio.wav")`,
		];
	}
	const dir = nameWithoutNamespace(model.id);
	return [
		`git clone https://github.com/revdotcom/reverb.git
cd reverb
pip install -r asr/requirements.txt
export PYTHONPATH="$(pwd)/asr:$PYTHONPATH"
${hubDownloadCommand(model.id, dir)}
# --verbatimicity: 1.0 transcribes every word spoken, 0.0 gives a clean non-verbatim transcript
python asr/wenet/bin/recognize_wav.py --config ${shellSingleQuoted(`${dir}/config.yaml`)} \\
    --checkpoint "$(ls ${shellSingleQuoted(dir)}/*.pt | head -n 1)" \\
    --audio audio.wav \\
    --modes ctc_prefix_beam_search attention_rescoring \\
    --verbatimicity 1.0 \\
    --results_dir output`,
	];
}

export const reverb: LibraryUiElement = {
	prettyLabel: "Reverb",
	repoName: "Reverb",
	repoUrl: "https://github.com/revdotcom/reverb",
	filter: false,
	snippets: reverbSnippets,
};
