import type { ModelData } from "../model-data.js";
import { nameWithoutNamespace, PLACEHOLDER_MESSAGES, placeholderComment, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Where each SpeechBrain inference interface lives (speechbrain >= 1.0) and the method that runs a file. */
const INTERFACES: Record<string, { module: string; method: string }> = {
	EncoderClassifier: { module: "classifiers", method: "classify_file" },
	EncoderDecoderASR: { module: "ASR", method: "transcribe_file" },
	EncoderASR: { module: "ASR", method: "transcribe_file" },
	SpectralMaskEnhancement: { module: "enhancement", method: "enhance_file" },
	SepformerSeparation: { module: "separation", method: "separate_file" },
};

function speechbrainSnippets(model: ModelData): string[] {
	const id = pythonString(model.id);
	const savedir = pythonString(`pretrained_models/${nameWithoutNamespace(model.id)}`);
	const interfaceName = model.config?.speechbrain?.speechbrain_interface;
	const known =
		interfaceName !== undefined && Object.hasOwn(INTERFACES, interfaceName) ? INTERFACES[interfaceName] : undefined;
	if (interfaceName === undefined || known === undefined) {
		const message =
			interfaceName === undefined ? PLACEHOLDER_MESSAGES.interfaceMissing : PLACEHOLDER_MESSAGES.interfaceInvalid;
		// The base class still loads the repo's hyperparams.yaml and modules; the task method is unknown.
		return [
			`${placeholderComment(message)}
from speechbrain.inference.interfaces import Pretrained

model = Pretrained.from_hparams(source=${id}, savedir=${savedir})`,
		];
	}
	return [
		`from speechbrain.inference.${known.module} import ${interfaceName}

model = ${interfaceName}.from_hparams(source=${id}, savedir=${savedir})
model.${known.method}("file.wav")`,
	];
}

export const speechbrain: LibraryUiElement = {
	prettyLabel: "speechbrain",
	repoName: "speechbrain",
	repoUrl: "https://github.com/speechbrain/speechbrain",
	docsUrl: "https://huggingface.co/docs/hub/speechbrain",
	filter: true,
	snippets: speechbrainSnippets,
	countDownloads: `path:"hyperparams.yaml"`,
};
