/**
 * The descriptor fields and tags that pick a library snippet's variant (SPEC §3, reference §4.6), for the
 * generators with branches: adapter-transformers .. matanyone in registry order.
 */
import { type LibraryUiElement, MODEL_LIBRARIES_UI_ELEMENTS, type ModelData } from "@modelyard/tasks";
import { describe, expect, it } from "vitest";
import { DESCRIPTORS } from "./fixtures/descriptors.js";

function snippetsOf(library: string, model: ModelData): string[] {
	const generate = (MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>)[library]?.snippets;
	if (!generate) throw new Error(`${library} has no snippets`);
	return generate(model);
}
const joined = (library: string, model: ModelData) => snippetsOf(library, model).join("\n");

describe("diffusers", () => {
	it("loads a ControlNet into the base model's pipeline", () => {
		const code = joined("diffusers", DESCRIPTORS.controlnet);
		expect(code).toContain('ControlNetModel.from_pretrained("lllyasviel/sd-controlnet-canny")');
		expect(code).toContain(
			'AutoPipelineForText2Image.from_pretrained("runwayml/stable-diffusion-v1-5", controlnet=controlnet)',
		);
	});

	it("prefers controlnet over lora over textual_inversion", () => {
		const both = { ...DESCRIPTORS.loraWithInstancePrompt, tags: ["lora", "controlnet", "textual_inversion"] };
		expect(joined("diffusers", both)).toContain("ControlNetModel");
		const loraAndTi = { ...DESCRIPTORS.textualInversion, tags: ["textual_inversion", "lora"] };
		expect(joined("diffusers", loraAndTi)).toContain("pipe.load_lora_weights(");
		expect(joined("diffusers", DESCRIPTORS.textualInversion)).toContain(
			'pipe.load_textual_inversion("sd-concepts-library/cat-toy")',
		);
	});

	it("takes the first base model of a list and the card's instance prompt, escaped", () => {
		const code = joined("diffusers", DESCRIPTORS.loraWithInstancePrompt);
		expect(code).toContain('DiffusionPipeline.from_pretrained("stabilityai/stable-diffusion-xl-base-1.0")');
		expect(code).toContain('pipe("pixel art, a cat\'s \\"portrait\\"")');
	});

	it("puts a commented placeholder where the base model is missing", () => {
		const code = joined("diffusers", DESCRIPTORS.loraWithoutBase);
		expect(code).toMatch(/^# ⚠️ Base model not found/m);
		expect(code).toContain('from_pretrained("fill-in-base-model")');
	});

	it("prompts with the widget text first, else the default prompt", () => {
		expect(joined("diffusers", DESCRIPTORS.textualInversion)).toContain('pipe("a <cat-toy> on a beach")');
		expect(joined("diffusers", DESCRIPTORS.minimal)).toContain(
			'pipe("Astronaut in a jungle, cold color palette, muted colors, detailed, 8k")',
		);
	});
});

describe("diffusionkit", () => {
	it("uses the Flux pipeline with 4 steps and no guidance for flux models", () => {
		const code = joined("diffusionkit", DESCRIPTORS.fluxPipeline);
		expect(code).toContain("FluxPipeline(");
		expect(code).toContain("shift=1.0");
		expect(code).toMatch(/NUM_STEPS = 4\nCFG_WEIGHT = 0\n/);
		expect(code).toMatch(/HEIGHT = 512\nWIDTH = 512/);
	});

	it("uses the SD3 pipeline with 50 steps and guidance 5 otherwise", () => {
		const code = joined("diffusionkit", DESCRIPTORS.sd3DiffusionKit);
		expect(code).toContain("DiffusionPipeline(");
		expect(code).toContain("shift=3.0");
		expect(code).toMatch(/NUM_STEPS = 50\nCFG_WEIGHT = 5\n/);
	});
});

describe("audiocraft", () => {
	it.each([
		["musicgen", "MusicGen.get_pretrained"],
		["audiogen", "AudioGen.get_pretrained"],
		["magnet", "MAGNeT.get_pretrained"],
	] as const)("%s tag loads %s", (name, call) => {
		expect(joined("audiocraft", DESCRIPTORS[name])).toContain(call);
	});

	it("says the type is unknown, as a comment, without one of those tags", () => {
		expect(snippetsOf("audiocraft", DESCRIPTORS.minimal)).toEqual(["# Type of model unknown."]);
	});
});

describe("espnet", () => {
	it("text-to-speech and automatic-speech-recognition tags pick the matching class", () => {
		expect(joined("espnet", DESCRIPTORS.espnetTts)).toContain("Text2Speech.from_pretrained(");
		expect(joined("espnet", DESCRIPTORS.espnetAsr)).toContain("Speech2Text.from_pretrained(");
	});

	it("comments an unknown model type", () => {
		expect(snippetsOf("espnet", DESCRIPTORS.minimal)).toEqual([
			"# unknown model type (must be text-to-speech or automatic-speech-recognition)",
		]);
	});
});

describe("keras-hub", () => {
	it("gives the worked examples in a fixed order, other tasks generically, the backbone last", () => {
		const snippets = snippetsOf("keras-hub", DESCRIPTORS.kerasHubTasks);
		expect(snippets.map((code) => /keras_hub\.models\.(\w+)\.from_preset/.exec(code)?.[1])).toEqual([
			"CausalLM",
			"TextClassifier",
			"Seq2SeqLM",
			"Backbone",
		]);
		expect(snippets[0]).toContain('"hf://keras/gemma_2b_en"');
		const image = snippetsOf("keras-hub", DESCRIPTORS.kerasHubImage);
		expect(image.map((code) => /keras_hub\.models\.(\w+)\.from_preset/.exec(code)?.[1])).toEqual([
			"TextToImage",
			"ImageClassifier",
			"Backbone",
		]);
	});

	it("gives only the backbone without listed tasks, and a valid class name for an odd task", () => {
		expect(snippetsOf("keras-hub", DESCRIPTORS.kerasHubNoTasks)).toHaveLength(1);
		const odd = { ...DESCRIPTORS.kerasHubNoTasks, config: { keras_hub: { tasks: ["Weird-Task.v2"] } } };
		expect(joined("keras-hub", odd)).toContain("keras_hub.models.Weird_Task_v2.from_preset(");
	});
});

describe("llama-cpp-python", () => {
	it("keeps the GGUF file placeholder inside a string", () => {
		expect(snippetsOf("llama-cpp-python", DESCRIPTORS.ggufConversational)[0]).toContain('filename="{{GGUF_FILE}}"');
	});

	it("chats with conversational models and completes text otherwise", () => {
		expect(joined("llama-cpp-python", DESCRIPTORS.ggufConversational)).toContain("llm.create_chat_completion(");
		const completion = joined("llama-cpp-python", DESCRIPTORS.ggufCompletion);
		expect(completion).not.toContain("create_chat_completion");
		expect(completion).toContain('"Once upon a time,"');
	});
});

describe("adapter-transformers", () => {
	it("loads the adapter on the base model named in config.adapter_transformers.model_name", () => {
		const code = joined("adapter-transformers", DESCRIPTORS.adapterTransformers);
		expect(code).toContain('AutoAdapterModel.from_pretrained("roberta-base")');
		expect(code).toContain('model.load_adapter("AdapterHub/roberta-base-pf-imdb", set_active=True)');
	});

	it("comments the missing base model", () => {
		expect(joined("adapter-transformers", DESCRIPTORS.minimal)).toMatch(/^# Base model is not found\./m);
	});
});

describe("allennlp", () => {
	it("adds a question-answering example only for question-answering models", () => {
		expect(joined("allennlp", DESCRIPTORS.questionAnswering)).toContain("predictor.predict_json(");
		expect(joined("allennlp", DESCRIPTORS.minimal)).not.toContain("predict_json");
		expect(joined("allennlp", DESCRIPTORS.minimal)).toContain('Predictor.from_path("hf://acme/tiny-model")');
	});
});

describe("depth-anything-v2", () => {
	it("fills the architecture of a known checkpoint", () => {
		const code = joined("depth-anything-v2", DESCRIPTORS.depthAnythingSmall);
		expect(code).toContain('ENCODER = "vits"\nNUMBER_OF_FEATURES = 64\nOUT_CHANNELS = [48, 96, 192, 384]');
	});

	it("asks for the architecture of an unknown checkpoint in comments", () => {
		const code = joined("depth-anything-v2", DESCRIPTORS.depthAnythingUnknown);
		expect(code).toContain("# ENCODER = <ENCODER>");
		expect(code).not.toMatch(/^[^#\n]*</m);
	});
});

describe("edsnlp", () => {
	it("turns dotted and dashed names into valid module names", () => {
		expect(joined("edsnlp", DESCRIPTORS.edsnlpDotted)).toContain("import eds_pseudo_public\n");
		expect(joined("edsnlp", DESCRIPTORS.dashedName)).toContain("import my_fancy_model_2\n");
		expect(joined("edsnlp", DESCRIPTORS.leadingDigit)).toContain("import _7b_instruct\n");
		expect(joined("edsnlp", DESCRIPTORS.keywordName)).toContain("import import_\n");
	});
});

describe("lightning-ir", () => {
	it("picks the module from the bi-encoder / cross-encoder tag, both when untagged", () => {
		expect(joined("lightning-ir", DESCRIPTORS.biEncoder)).toContain('BiEncoderModule("webis/bert-bi-encoder")');
		expect(joined("lightning-ir", DESCRIPTORS.biEncoder)).not.toContain("CrossEncoderModule");
		expect(joined("lightning-ir", DESCRIPTORS.lightningCrossEncoder)).toContain("CrossEncoderModule(");
		expect(joined("lightning-ir", DESCRIPTORS.lightningCrossEncoder)).not.toContain("BiEncoderModule");
		expect(snippetsOf("lightning-ir", DESCRIPTORS.minimal)).toHaveLength(2);
	});
});

describe("ids with quotes", () => {
	it("escape the id in Python strings and shell words", () => {
		expect(joined("gliner", DESCRIPTORS.apostropheId)).toContain(`GLiNER.from_pretrained("o'reilly/it's-a-model")`);
		expect(joined("depth-pro", DESCRIPTORS.apostropheId)).toContain(`'o'\\''reilly/it'\\''s-a-model'`);
	});
});
