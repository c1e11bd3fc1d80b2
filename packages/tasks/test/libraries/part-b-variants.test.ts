/**
 * Variant rules of the library snippets from mesh-anything to 3dtopia-xl (the registry's second half):
 * which descriptor fields and tags pick which code, and the SPEC §8 placeholders written as comments.
 * Every snippet generated here is also parsed in its language at the end of the file.
 */
import type { ModelData } from "@modelyard/tasks";
import { describe, expect, it } from "vitest";
import { snippetRecorder } from "./snippet-recorder.js";

const { snippets, only, expectAllParse } = snippetRecorder();

const CHAT_TEMPLATE = { tokenizer_config: { chat_template: "{% for m in messages %}{{ m.content }}{% endfor %}" } };

describe("transformers", () => {
	const causalLm = {
		id: "acme/chat-7b",
		pipeline_tag: "text-generation" as const,
		transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
	};

	it("says the model type is unknown without transformersInfo, and still loads with AutoModel", () => {
		const code = only("transformers", { id: "acme/mystery" });
		expect(code.split("\n")[0]).toBe("# ⚠️ Type of model unknown");
		expect(code).toContain('model = AutoModel.from_pretrained("acme/mystery")');
	});

	it("names the processor variable after its class", () => {
		const load = (processor: string) =>
			snippets("transformers", { id: "acme/m", transformersInfo: { auto_model: "AutoModel", processor } }).join("\n");
		expect(load("AutoTokenizer")).toContain('tokenizer = AutoTokenizer.from_pretrained("acme/m")');
		expect(load("AutoFeatureExtractor")).toContain('extractor = AutoFeatureExtractor.from_pretrained("acme/m")');
		expect(load("AutoImageProcessor")).toContain('processor = AutoImageProcessor.from_pretrained("acme/m")');
	});

	it("writes a pipeline snippet only for tasks the serverless map lists for transformers", () => {
		const [pipe, direct] = snippets("transformers", causalLm);
		expect(pipe).toContain('pipe = pipeline("text-generation", model="acme/chat-7b")');
		expect(direct).toContain('model = AutoModelForCausalLM.from_pretrained("acme/chat-7b")');

		const video = snippets("transformers", {
			id: "acme/video-gen",
			pipeline_tag: "text-to-video",
			transformersInfo: { auto_model: "AutoModel" },
		});
		expect(video).toHaveLength(1);
		expect(video[0]).not.toContain("pipeline(");
	});

	it("adds chat messages only with the conversational tag AND a chat template", () => {
		const chat = snippets("transformers", { ...causalLm, tags: ["conversational"], config: CHAT_TEMPLATE });
		expect(chat[0]).toContain('"content": "Who are you?"');
		expect(chat[0]).toContain("pipe(messages)");
		expect(chat[1]).toContain("tokenizer.apply_chat_template(");
		expect(chat[1]).toContain("model.generate(**inputs, max_new_tokens=40)");

		const tagOnly = snippets("transformers", { ...causalLm, tags: ["conversational"] }).join("\n");
		const templateOnly = snippets("transformers", { ...causalLm, config: CHAT_TEMPLATE }).join("\n");
		expect(tagOnly).not.toContain("messages");
		expect(templateOnly).not.toContain("messages");
	});

	it("passes trust_remote_code=True to every load of a custom_code model", () => {
		const code = snippets("transformers", { ...causalLm, tags: ["custom_code"] });
		expect(code[0]).toContain('pipeline("text-generation", model="acme/chat-7b", trust_remote_code=True)');
		expect(code[1]).toContain('AutoTokenizer.from_pretrained("acme/chat-7b", trust_remote_code=True)');
		expect(code[1]).toContain('AutoModelForCausalLM.from_pretrained("acme/chat-7b", trust_remote_code=True)');
	});

	it("asks an image-text-to-text chat model about an image URL", () => {
		const [pipe, direct] = snippets("transformers", {
			id: "acme/vision-chat",
			pipeline_tag: "image-text-to-text",
			tags: ["conversational"],
			config: CHAT_TEMPLATE,
			transformersInfo: { auto_model: "AutoModelForImageTextToText", processor: "AutoProcessor" },
		});
		expect(pipe).toContain('"type": "image"');
		expect(pipe).toMatch(/"url": "https:\/\/huggingface\.co\/[^"]+\.JPG"/);
		expect(pipe).toContain("pipe(text=messages)");
		expect(direct).toContain("processor.apply_chat_template(");
	});
});

describe("transformers.js", () => {
	it("comments an unknown pipeline tag and falls back to AutoModel", () => {
		const code = only("transformers.js", { id: "Xenova/thing" });
		expect(code.split("\n")[0]).toBe("// ⚠️ Unknown pipeline tag");
		expect(code).toContain('await AutoModel.from_pretrained("Xenova/thing")');
	});

	it("builds the task pipeline from the pipeline tag", () => {
		const code = only("transformers.js", { id: "Xenova/bert", pipeline_tag: "fill-mask" });
		expect(code).toContain('import { pipeline } from "@huggingface/transformers";');
		expect(code).toContain('await pipeline("fill-mask", "Xenova/bert")');
	});
});

describe("sentence-transformers", () => {
	it("uses CrossEncoder for the cross-encoder tag and for text-ranking models", () => {
		expect(only("sentence-transformers", { id: "a/ce", tags: ["cross-encoder"] })).toContain('CrossEncoder("a/ce")');
		const ranking = only("sentence-transformers", { id: "a/rerank", pipeline_tag: "text-ranking" });
		expect(ranking).toContain("model.rank(query, passages)");
		expect(ranking).not.toContain("SentenceTransformer");
	});

	it("embeds the widget's source sentence and sentences, and shows the similarity shape", () => {
		const code = only("sentence-transformers", {
			id: "a/st",
			widgetData: [{ source_sentence: "Source", sentences: ["One", 'Two "quoted"', "Three"] }],
		});
		expect(code).toContain('model = SentenceTransformer("a/st")');
		expect(code).toContain('"Source",\n    "One",\n    "Two \\"quoted\\"",\n    "Three",');
		expect(code).toContain("# [4, 4]");
	});

	it("falls back to three default sentences, and trusts remote code for custom_code", () => {
		const code = only("sentence-transformers", { id: "a/st", tags: ["custom_code"] });
		expect(code).toContain("# [3, 3]");
		expect(code).toContain('SentenceTransformer("a/st", trust_remote_code=True)');
	});
});

describe("peft", () => {
	const adapter = (task_type?: string, base_model_name_or_path?: string) => ({
		id: "me/adapter",
		config: { peft: { task_type, base_model_name_or_path } },
	});

	it.each([
		["CAUSAL_LM", "AutoModelForCausalLM"],
		["SEQ_2_SEQ_LM", "AutoModelForSeq2SeqLM"],
		["TOKEN_CLS", "AutoModelForTokenClassification"],
		["SEQ_CLS", "AutoModelForSequenceClassification"],
	])("loads the %s base model with %s", (taskType, autoModel) => {
		const code = only("peft", adapter(taskType, "org/base"));
		expect(code).toContain(`base_model = ${autoModel}.from_pretrained("org/base")`);
		expect(code).toContain('model = PeftModel.from_pretrained(base_model, "me/adapter")');
	});

	it("comments an invalid task type first, and loads with AutoPeftModel", () => {
		for (const taskType of ["NOT_A_TASK", undefined]) {
			const code = only("peft", adapter(taskType));
			expect(code.split("\n")[0]).toBe("# Task type is invalid.");
			expect(code).toContain('AutoPeftModel.from_pretrained("me/adapter")');
		}
	});

	it("comments a missing base model without writing code around a made-up one", () => {
		const code = only("peft", adapter("CAUSAL_LM"));
		expect(code.split("\n")[0]).toBe("# Base model is not found.");
		expect(code.split("\n").every((line) => line.startsWith("#"))).toBe(true);
	});

	it("takes the base model from the card when adapter_config.json lacks it", () => {
		const code = only("peft", { ...adapter("CAUSAL_LM"), cardData: { base_model: ["org/card-base"] } });
		expect(code).toContain('AutoModelForCausalLM.from_pretrained("org/card-base")');
	});
});

describe("sklearn", () => {
	const skops = (sklearn: NonNullable<ModelData["config"]>["sklearn"]) => ({
		id: "me/clf",
		tags: ["skops"],
		config: { sklearn },
	});

	it("without the skops tag, loads sklearn_model.joblib with joblib", () => {
		expect(only("sklearn", { id: "me/clf" })).toContain(
			'model = joblib.load(hf_hub_download("me/clf", "sklearn_model.joblib"))',
		);
	});

	it("with skops and no filename, warns and still downloads the repo", () => {
		const code = only("sklearn", skops({}));
		expect(code.split("\n")[0]).toBe("# ⚠️ Model filename not specified in config.json");
		expect(code).toContain('model_dir = snapshot_download("me/clf")');
	});

	it("reads a pickle with joblib and a skops file with skops.io, trusting only reviewed types", () => {
		expect(only("sklearn", skops({ model: { file: "model.pkl" }, model_format: "pickle" }))).toContain(
			'joblib.load(hf_hub_download("me/clf", "model.pkl"))',
		);
		const code = only("sklearn", skops({ model: { file: "model.skops" }, model_format: "skops" }));
		expect(code).toContain("from skops.io import get_untrusted_types, load");
		expect(code).toContain('path = hf_hub_download("me/clf", "model.skops")');
		expect(code).toContain("model = load(path, trusted=untrusted_types)");
	});
});

describe("speechbrain", () => {
	const withInterface = (speechbrain_interface?: string) => ({
		id: "speechbrain/model",
		config: { speechbrain: { speechbrain_interface } },
	});

	it.each([
		["EncoderClassifier", "classifiers", "classify_file"],
		["EncoderDecoderASR", "ASR", "transcribe_file"],
		["EncoderASR", "ASR", "transcribe_file"],
		["SpectralMaskEnhancement", "enhancement", "enhance_file"],
		["SepformerSeparation", "separation", "separate_file"],
	])("%s runs %s.%s", (name, module, method) => {
		const code = only("speechbrain", withInterface(name));
		expect(code).toContain(`from speechbrain.inference.${module} import ${name}`);
		expect(code).toContain(`model = ${name}.from_hparams(source="speechbrain/model"`);
		expect(code).toContain(`model.${method}("file.wav")`);
	});

	it("comments a missing or an invalid interface", () => {
		expect(only("speechbrain", { id: "speechbrain/model" }).split("\n")[0]).toBe(
			"# interface not specified in config.json",
		);
		expect(only("speechbrain", withInterface("toString")).split("\n")[0]).toBe("# interface in config.json invalid");
	});
});

describe("tensorflowtts, pyannote-audio, nemo, paddlenlp", () => {
	it("tensorflowtts: text-to-mel, mel-to-wav and generic models", () => {
		expect(only("tensorflowtts", { id: "t/mel", tags: ["text-to-mel"] })).toContain(
			'processor = AutoProcessor.from_pretrained("t/mel")',
		);
		expect(only("tensorflowtts", { id: "t/wav", tags: ["mel-to-wav"] })).toContain(
			'vocoder = TFAutoModel.from_pretrained("t/wav")',
		);
		expect(only("tensorflowtts", { id: "t/x" })).toContain('model = TFAutoModel.from_pretrained("t/x")');
	});

	it("pyannote-audio: a pipeline repo uses Pipeline, any other Model + Inference", () => {
		expect(only("pyannote-audio", { id: "p/diar", tags: ["pyannote-audio-pipeline"] })).toContain(
			'pipeline = Pipeline.from_pretrained("p/diar")',
		);
		const model = only("pyannote-audio", { id: "p/seg" });
		expect(model).toContain('model = Model.from_pretrained("p/seg")');
		expect(model).toContain("inference = Inference(model)");
	});

	it("nemo: ASR models transcribe, other domains get the comment", () => {
		expect(only("nemo", { id: "nvidia/asr", tags: ["automatic-speech-recognition"] })).toContain(
			'nemo_asr.models.ASRModel.from_pretrained("nvidia/asr")',
		);
		expect(only("nemo", { id: "nvidia/tts" }).split("\n")[0]).toBe("# tag did not correspond to a valid NeMo domain.");
	});

	it("paddlenlp: the first architecture names the class, else the type is unknown", () => {
		const code = only("paddlenlp", { id: "pp/ernie", config: { architectures: ["ErnieForMaskedLM"] } });
		expect(code).toContain("from paddlenlp.transformers import AutoTokenizer, ErnieForMaskedLM");
		expect(code).toContain('ErnieForMaskedLM.from_pretrained("pp/ernie", from_hf_hub=True)');
		const unknown = only("paddlenlp", { id: "pp/x" });
		expect(unknown.split("\n")[0]).toBe("# ⚠️ Type of model unknown");
		expect(unknown).toContain('AutoModel.from_pretrained("pp/x", from_hf_hub=True)');
	});
});

describe("YOLO: ultralytics and yolov10", () => {
	it("ultralytics loads any generation with YOLO and names the tagged version", () => {
		const code = only("ultralytics", { id: "Ultralytics/YOLOv8", tags: ["ultralytics", "yolov8", "yolov5"] });
		expect(code).toContain("from ultralytics import YOLO\n");
		expect(code).toContain("# A YOLOv8 checkpoint");
		expect(code).toContain('snapshot_download("Ultralytics/YOLOv8", allow_patterns=["*.pt"])');
	});

	it("ultralytics warns when no yolovN tag is present", () => {
		const code = only("ultralytics", { id: "me/detector", tags: ["yolo"] });
		expect(code).toContain("# ⚠️ Couldn't find a valid YOLO version tag");
		expect(code).not.toContain("YOLOvXX");
	});

	it("yolov10 uses the THU-MIG class that loads from the Hub", () => {
		expect(only("yolov10", { id: "jameslahm/yolov10n" })).toContain('YOLOv10.from_pretrained("jameslahm/yolov10n")');
	});
});

describe("ids turned into names", () => {
	it("perception-encoder: Core checkpoints get a CLIP and a vision-encoder snippet", () => {
		const core = snippets("perception-encoder", { id: "facebook/PE-Core-L14-336" });
		expect(core).toHaveLength(2);
		expect(core[0]).toContain('pe.CLIP.from_config("PE-Core-L14-336", pretrained=True)');
		expect(core[1]).toContain('pe.VisionTransformer.from_config("PE-Core-L14-336", pretrained=True)');
		expect(snippets("perception-encoder", { id: "facebook/PE-Lang-L14-448" })).toHaveLength(1);
	});

	it("spacy, stanza and mlx-image keep dotted names inside string literals", () => {
		const spacy = only("spacy", { id: "org.with.dots/en_core.v1" });
		expect(spacy).toContain('nlp = spacy.load("en_core.v1")');
		expect(spacy).toContain(
			'# pip install "https://huggingface.co/org.with.dots/en_core.v1/resolve/main/en_core.v1-any-py3-none-any.whl"',
		);
		expect(only("stanza", { id: "stanfordnlp/stanza-en" })).toContain('stanza.Pipeline("en")');
		expect(only("mlx-image", { id: "mlx-vision/vit_base.in21k-mlxim" })).toContain('create_model("vit_base.in21k")');
	});

	it("mlx: downloads into a folder named after the repo, and runs text models with mlx-lm", () => {
		expect(only("mlx", { id: "mlx-community/whisper-tiny" })).toContain(
			"hf download 'mlx-community/whisper-tiny' --local-dir 'whisper-tiny'",
		);
		const [generate] = snippets("mlx", { id: "mlx-community/Llama-3-8B", pipeline_tag: "text-generation" });
		expect(generate).toContain("mlx_lm.generate --model 'mlx-community/Llama-3-8B'");
	});

	it("shell snippets quote ids that hold an apostrophe", () => {
		const id = "o'reilly/it's-a-model";
		expect(only("ml-agents", { id })).toBe(
			"mlagents-load-from-hf --repo-id='o'\\''reilly/it'\\''s-a-model' --local-dir=./downloads",
		);
		expect(only("sample-factory", { id })).toContain("-r 'o'\\''reilly/it'\\''s-a-model'");
	});

	it("stable-baselines3 takes the algorithm and file from the repo name", () => {
		const code = only("stable-baselines3", { id: "sb3/ppo-CartPole-v1" });
		expect(code).toContain("from stable_baselines3 import PPO");
		expect(code).toContain('filename="ppo-CartPole-v1.zip"');
		expect(only("stable-baselines3", { id: "sb3/dqn-Pong" })).toContain("DQN.load(checkpoint)");
		expect(only("stable-baselines3", { id: "me/agent" }).split("\n")[0]).toContain("⚠️ Algorithm unknown");
	});
});

describe("version-dependent loaders", () => {
	it("timesfm: 2.5 uses from_pretrained, 2.0 the deeper hyper-parameters, 1.0 the defaults", () => {
		expect(only("timesfm", { id: "google/timesfm-2.5-200m-pytorch" })).toContain(
			'TimesFM_2p5_200M_torch.from_pretrained("google/timesfm-2.5-200m-pytorch")',
		);
		expect(only("timesfm", { id: "google/timesfm-2.0-500m-pytorch" })).toContain("num_layers=50");
		const v1 = only("timesfm", { id: "google/timesfm-1.0-200m-pytorch" });
		expect(v1).toContain('TimesFmCheckpoint(huggingface_repo_id="google/timesfm-1.0-200m-pytorch")');
		expect(v1).not.toContain("num_layers");
	});

	it("sana: diffusers repos use SanaPipeline from diffusers, others the checkpoint path of the repo", () => {
		expect(only("sana", { id: "Efficient-Large-Model/Sana_600M_1024px_diffusers" })).toContain(
			"from diffusers import SanaPipeline",
		);
		expect(only("sana", { id: "Efficient-Large-Model/Sana_1600M_1024px" })).toContain(
			'sana.from_pretrained("hf://Efficient-Large-Model/Sana_1600M_1024px/checkpoints/Sana_1600M_1024px.pth")',
		);
	});

	it("trellis and tabpfn pick their class from the repo id", () => {
		expect(only("trellis", { id: "microsoft/TRELLIS-text-large" })).toContain(
			"TrellisTextTo3DPipeline.from_pretrained",
		);
		expect(only("trellis", { id: "microsoft/TRELLIS-image-large" })).toContain(
			"TrellisImageTo3DPipeline.from_pretrained",
		);
		expect(only("tabpfn", { id: "Prior-Labs/TabPFN-v2-reg" })).toContain("model = TabPFNRegressor(");
		expect(only("tabpfn", { id: "Prior-Labs/TabPFN-v2-clf" })).toContain("model = TabPFNClassifier(");
	});

	it("sam2 has an image and a video predictor; unity-sentis is C#", () => {
		const [image, video] = snippets("sam2", { id: "facebook/sam2-hiera-large" });
		expect(image).toContain('SAM2ImagePredictor.from_pretrained("facebook/sam2-hiera-large")');
		expect(video).toContain("predictor.propagate_in_video(state)");
		const csharp = only("unity-sentis", { id: "unity/sentis-model" });
		expect(csharp).toContain("using Unity.Sentis;");
		expect(csharp).toContain("https://huggingface.co/unity/sentis-model");
	});
});

describe("libraries the reference leaves without a snippet", () => {
	it("reverb: diarization repos are pyannote pipelines, the ASR repo runs the WeNet script", () => {
		expect(only("reverb", { id: "Revai/reverb-diarization-v2" })).toContain(
			'Pipeline.from_pretrained("Revai/reverb-diarization-v2")',
		);
		const asr = only("reverb", { id: "Revai/reverb-asr" });
		expect(asr).toContain("hf download 'Revai/reverb-asr' --local-dir 'reverb-asr'");
		expect(asr).toContain("--config 'reverb-asr/config.yaml'");
	});

	it("sapiens: lite repos load their .pt2 with torch.jit or torch.export, others are only downloaded", () => {
		expect(only("sapiens", { id: "facebook/sapiens-pose-1b-torchscript" })).toContain("torch.jit.load(checkpoint)");
		expect(only("sapiens", { id: "facebook/sapiens-seg-1b-bfloat16" })).toContain(
			"torch.export.load(checkpoint).module()",
		);
		expect(only("sapiens", { id: "facebook/sapiens-pose-1b" })).not.toContain("torch.");
	});

	it("open-sora runs 2.0 configs and warns 1.x checkpoints", () => {
		expect(only("open-sora", { id: "hpcai-tech/Open-Sora-v2" })).not.toContain("1.x");
		expect(only("open-sora", { id: "hpcai-tech/OpenSora-STDiT-v3" })).toContain("# For a 1.x checkpoint");
	});

	it("py-feat passes a component repo to its Detector stage, and defaults otherwise", () => {
		expect(only("py-feat", { id: "py-feat/xgb_au" })).toContain('detector = Detector(au_model="xgb")');
		expect(only("py-feat", { id: "py-feat/img2pose" })).toContain('Detector(facepose_model="img2pose")');
		expect(only("py-feat", { id: "py-feat/mp_blendshapes" })).toContain("detector = Detector()\n");
	});

	it("mlc-llm, moshi and recurrentgemma load the given repo", () => {
		expect(only("mlc-llm", { id: "mlc-ai/Llama-3-8B-q4f16_1-MLC" })).toContain(
			'MLCEngine("HF://mlc-ai/Llama-3-8B-q4f16_1-MLC")',
		);
		expect(only("moshi", { id: "kyutai/moshika-mlx-q4" })).toContain(
			"python -m moshi_mlx.local_web -q 4 --hf-repo 'kyutai/moshika-mlx-q4'",
		);
		expect(only("moshi", { id: "kyutai/moshiko-pytorch-bf16" })).toContain("python -m moshi.server --hf-repo");
		expect(only("recurrentgemma", { id: "google/recurrentgemma-2b" })).toContain(
			'snapshot_download("google/recurrentgemma-2b")',
		);
	});
});

// Runs last (vitest runs a file's tests in order): every snippet the cases above produced, variants included.

describe("index-tts", () => {
	it("downloads the repo into checkpoints/, then loads IndexTTS2 for IndexTTS-2 repos and IndexTTS otherwise", () => {
		const [setup, v2] = snippets("index-tts", { id: "IndexTeam/IndexTTS-2" });
		expect(setup).toContain("hf download 'IndexTeam/IndexTTS-2' --local-dir 'checkpoints'");
		expect(v2).toContain("from indextts.infer_v2 import IndexTTS2");
		expect(v2).toContain('spk_audio_prompt="reference.wav"');
		const [, v1] = snippets("index-tts", { id: "IndexTeam/IndexTTS-1.5" });
		expect(v1).toContain("from indextts.infer import IndexTTS\n");
		expect(v1).not.toContain("IndexTTS2");
	});
});

describe("qwen3_tts", () => {
	it("calls the generation method of the repo's variant: preset speaker, described voice, or cloned voice", () => {
		expect(only("qwen3_tts", { id: "Qwen/Qwen3-TTS-12Hz-1.7B-CustomVoice" })).toContain(
			'model.generate_custom_voice(\n    text="Hello! This voice comes from Qwen3-TTS.",\n    language="English",\n    speaker="Ryan",',
		);
		const design = only("qwen3_tts", { id: "Qwen/Qwen3-TTS-12Hz-1.7B-VoiceDesign" });
		expect(design).toContain("model.generate_voice_design(");
		expect(design).not.toContain("generate_voice_clone");
		const base = only("qwen3_tts", { id: "Qwen/Qwen3-TTS-12Hz-1.7B-Base" });
		expect(base).toContain('ref_audio="reference.wav"');
		expect(base).toContain('Qwen3TTSModel.from_pretrained("Qwen/Qwen3-TTS-12Hz-1.7B-Base"');
	});
});

it("every snippet generated above parses in its language and prints no undefined", () => {
	expectAllParse(60);
});
