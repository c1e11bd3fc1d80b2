import type { ModelData } from "../model-data.js";
import { pythonString, shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const CLONE = `git clone https://github.com/microsoft/VibeVoice.git
cd VibeVoice
pip install -e .`;

/**
 * VibeVoice's Realtime repos are streaming models with their own classes and voice presets, the ASR
 * repos transcribe long audio, and the other repos generate long multi-speaker audio from a script;
 * the last two through the repo's demo scripts.
 */
function vibevoiceSnippets(model: ModelData): string[] {
	if (/ASR/.test(model.id)) {
		return [
			`${CLONE}

# Transcript with speakers and timestamps
python demo/vibevoice_asr_inference_from_file.py --model_path ${shellSingleQuoted(model.id)} --audio_files audio.wav`,
		];
	}
	if (/Realtime/i.test(model.id)) {
		const id = pythonString(model.id);
		return [
			`# In a clone of https://github.com/microsoft/VibeVoice, after pip install -e .
import torch
from vibevoice import VibeVoiceStreamingForConditionalGenerationInference, VibeVoiceStreamingProcessor

processor = VibeVoiceStreamingProcessor.from_pretrained(${id})
model = VibeVoiceStreamingForConditionalGenerationInference.from_pretrained(
    ${id}, torch_dtype=torch.bfloat16, device_map="cuda"
)

voice_preset = torch.load("demo/voices/streaming_model/en-Carter_man.pt")
inputs = processor.process_input_with_cached_prompt(
    text="Hello, this is VibeVoice speaking in real time.",
    cached_prompt=voice_preset,
    padding=True,
    return_tensors="pt",
)
outputs = model.generate(**inputs, cfg_scale=1.5, tokenizer=processor.tokenizer)
processor.save_audio(outputs.speech_outputs[0], output_path="output.wav")`,
		];
	}
	return [
		`${CLONE}

# One speaker reads the example script; list one name per speaker for dialogues
python demo/inference_from_file.py --model_path ${shellSingleQuoted(model.id)} \\
    --txt_path demo/text_examples/1p_abs.txt --speaker_names Alice`,
	];
}

export const vibevoice: LibraryUiElement = {
	prettyLabel: "VibeVoice",
	repoName: "VibeVoice",
	repoUrl: "https://github.com/microsoft/VibeVoice",
	filter: false,
	snippets: vibevoiceSnippets,
};
