/**
 * The snippets written for the libraries the Hub gives a snippet and modelyard had left without one:
 * each loads the repo it is shown for through the library's documented call, and picks its variant
 * from the repo id, pipeline tag or tags. Every snippet generated here is parsed in its language at the end.
 */
import { describe, expect, it } from "vitest";
import { snippetRecorder } from "./snippet-recorder.js";

const { snippets, only, expectAllParse } = snippetRecorder();

describe("one documented loading call per library, with the repo id in it", () => {
	it.each([
		["flexray", "VictorButoi/flexray", "flexify --model-id 'VictorButoi/flexray' --input ./image.png"],
		[
			"gaussianformer",
			"shahafvl/gaussianformer",
			'GaussianFormerRenderingPipeline.from_pretrained("shahafvl/gaussianformer")',
		],
		[
			"jev-style",
			"chaoliangUNSW/Jev-Style-2B-Decision-v3",
			'JevStyle.from_pretrained("chaoliangUNSW/Jev-Style-2B-Decision-v3")',
		],
		["nobg", "feyninc/FeyNobg", 'AutoModel.from_pretrained("feyninc/FeyNobg")'],
		["sam-3d-body", "facebook/sam-3d-body-dinov3", 'load_sam_3d_body_hf("facebook/sam-3d-body-dinov3")'],
		["opendde", "aurekaresearch/OpenDDE", "hf download 'aurekaresearch/OpenDDE' opendde.pt"],
		[
			"phantom-wan",
			"bytedance-research/Phantom",
			"hf download 'bytedance-research/Phantom' --local-dir ./Phantom-Wan-Models",
		],
		["cortiq", "infosave2007/qwen3-0.6b-cmf", "hf download 'infosave2007/qwen3-0.6b-cmf' --include '*.cmf'"],
	] as const)("%s", (library, id, call) => {
		expect(only(library, { id })).toContain(call);
	});

	it("opendde puts the checkpoint where `opendde pred` looks for it, with the variable left to the shell", () => {
		const code = only("opendde", { id: "aurekaresearch/OpenDDE" });
		expect(code).toContain('--local-dir "$OPENDDE_ROOT_DIR/checkpoint"');
		expect(code).toContain("opendde pred -i input.json -o ./output -n opendde_v1");
	});

	it("cortiq runs and serves the downloaded .cmf file", () => {
		const code = only("cortiq", { id: "acme/model-cmf" });
		expect(code.split("\n")[0]).toBe("cargo install cortiq-cli");
		expect(code).toContain("cortiq run cortiq-model/*.cmf --prompt");
		expect(code).toContain("cortiq serve cortiq-model/*.cmf --port 8080");
	});

	it("renderformer renders a converted scene with the repo, from the CLI and from Python", () => {
		const [cli, python] = snippets("renderformer", { id: "microsoft/renderformer-v1.1-swin-large" });
		expect(cli).toContain(
			"python3 infer.py --h5_file tmp/cbox/cbox.h5 --model_id 'microsoft/renderformer-v1.1-swin-large'",
		);
		expect(python).toContain('RenderFormerRenderingPipeline.from_pretrained("microsoft/renderformer-v1.1-swin-large")');
	});

	it("sam-3d-objects moves the repo's checkpoints/ folder to checkpoints/hf, which the Inference class reads", () => {
		const [download, python] = snippets("sam-3d-objects", { id: "facebook/sam-3d-objects" });
		expect(download).toContain("hf download 'facebook/sam-3d-objects' --local-dir checkpoints/hf-download");
		expect(download).toContain("mv checkpoints/hf-download/checkpoints checkpoints/hf");
		expect(python).toContain('Inference("checkpoints/hf/pipeline.yaml", compile=False)');
		expect(python).toContain("output = inference(image, mask, seed=42)");
	});
});

describe("variants picked from the descriptor", () => {
	it("aneforge: causal LMs through aneforge.llm, everything else through its SentenceTransformer", () => {
		const llm = only("aneforge", { id: "aneforge/gpt2", pipeline_tag: "text-generation" });
		expect(llm).toContain('model = llm.from_pretrained("aneforge/gpt2")');
		expect(llm).toContain('AutoTokenizer.from_pretrained("aneforge/gpt2")');
		expect(llm).not.toContain("SentenceTransformer");
		const encoder = only("aneforge", { id: "aneforge/all-MiniLM-L6-v2", pipeline_tag: "sentence-similarity" });
		expect(encoder).toContain('SentenceTransformer("aneforge/all-MiniLM-L6-v2")');
		expect(encoder).not.toContain("llm.");
	});

	it("describe-anything: the dam package for regular checkpoints, transformers for -Self-Contained repos", () => {
		const dam = only("describe-anything", { id: "nvidia/DAM-3B" });
		expect(dam).toContain(
			'DescribeAnythingModel(model_path="nvidia/DAM-3B", conv_mode="v1", prompt_mode="full+focal_crop")',
		);
		expect(dam).toContain('"<image>\\nDescribe the masked region in detail."');
		const selfContained = only("describe-anything", { id: "nvidia/DAM-3B-Self-Contained" });
		expect(selfContained).toContain('AutoModel.from_pretrained("nvidia/DAM-3B-Self-Contained", trust_remote_code=True');
		expect(selfContained).toContain("model.init_dam(");
		expect(selfContained).not.toContain("from dam import");
	});

	it("mobilint: a transformers pipeline for the documented tasks, AutoModel otherwise, always with remote code", () => {
		const chat = only("mobilint", { id: "mobilint/Llama-3.2-3B-Instruct", pipeline_tag: "text-generation" });
		expect(chat).toContain(
			'pipeline("text-generation", model="mobilint/Llama-3.2-3B-Instruct", trust_remote_code=True',
		);
		const other = only("mobilint", { id: "mobilint/resnet50", pipeline_tag: "image-classification" });
		expect(other).toContain('AutoModel.from_pretrained("mobilint/resnet50", trust_remote_code=True)');
		expect(other).not.toContain("pipeline(");
	});

	it("outetts: the interface version follows the model generation in the repo name", () => {
		const version = (id: string) => only("outetts", { id }).match(/InterfaceVersion\.(V\d)/)?.[1];
		expect(version("OuteAI/Llama-OuteTTS-1.0-1B")).toBe("V3");
		expect(version("OuteAI/OuteTTS-0.3-1B")).toBe("V2");
		expect(version("OuteAI/OuteTTS-0.2-500M")).toBe("V1");
		expect(version("OuteAI/OuteTTS-0.1-350M")).toBe("V1");
		expect(only("outetts", { id: "OuteAI/OuteTTS-0.3-1B" })).toContain('model_path="OuteAI/OuteTTS-0.3-1B"');
	});

	it("PaddleOCR: official module repos load by name with the class of their tag; VL is a pipeline; others are downloaded", () => {
		const recognition = only("PaddleOCR", {
			id: "PaddlePaddle/ta_PP-OCRv3_mobile_rec",
			tags: ["textline_recognition"],
		});
		expect(recognition).toContain("from paddleocr import TextRecognition");
		expect(recognition).toContain('model = TextRecognition(model_name="ta_PP-OCRv3_mobile_rec")');
		const detection = only("PaddleOCR", { id: "PaddlePaddle/PP-OCRv5_server_det", tags: ["textline_detection"] });
		expect(detection).toContain('TextDetection(model_name="PP-OCRv5_server_det")');
		expect(only("PaddleOCR", { id: "PaddlePaddle/PaddleOCR-VL" })).toContain('PaddleOCRVL(pipeline_version="v1")');
		// A module tag outside the PaddlePaddle org does not make the repo loadable by name
		const thirdParty = only("PaddleOCR", { id: "someone/my_rec", tags: ["textline_recognition"] });
		expect(thirdParty).toContain('snapshot_download("someone/my_rec")');
		expect(thirdParty).not.toContain("TextRecognition");
	});

	it("videoprism: the released repos map to their configuration and encoder kind; other repos are only downloaded", () => {
		const video = only("videoprism", { id: "google/videoprism-large-f8r288" });
		expect(video).toContain('model_name = "videoprism_public_v1_large"');
		expect(video).toContain("vp.load_pretrained_weights(model_name)");
		expect(video).not.toContain("tokenize_texts");
		const videoText = only("videoprism", { id: "google/videoprism-lvt-base-f16r288" });
		expect(videoText).toContain('model_name = "videoprism_lvt_public_v1_base"');
		expect(videoText).toContain('vp.load_text_tokenizer("c4_en")');
		const other = only("videoprism", { id: "someone/videoprism-finetune" });
		expect(other).toContain('snapshot_download("someone/videoprism-finetune")');
		expect(other).not.toContain("load_pretrained_weights");
	});

	it("vibevoice: streaming classes for Realtime repos, the ASR demo for ASR repos, the long-form TTS demo otherwise", () => {
		const realtime = only("vibevoice", { id: "microsoft/VibeVoice-Realtime-0.5B" });
		expect(realtime).toContain(
			'VibeVoiceStreamingForConditionalGenerationInference.from_pretrained(\n    "microsoft/VibeVoice-Realtime-0.5B"',
		);
		expect(realtime).toContain('VibeVoiceStreamingProcessor.from_pretrained("microsoft/VibeVoice-Realtime-0.5B")');
		const asr = only("vibevoice", { id: "microsoft/VibeVoice-ASR" });
		expect(asr).toContain("python demo/vibevoice_asr_inference_from_file.py --model_path 'microsoft/VibeVoice-ASR'");
		const tts = only("vibevoice", { id: "microsoft/VibeVoice-1.5B" });
		expect(tts).toContain("python demo/inference_from_file.py --model_path 'microsoft/VibeVoice-1.5B'");
		expect(tts).not.toContain("asr");
	});
});

it("every snippet generated above parses in its language and prints no undefined", () => {
	expectAllParse(30);
});
