/**
 * The model-library registry: the one list of libraries the Hub knows, keyed by the Hub's `library_name`.
 * Each library lives in its own file beside this one; everything else derives from this object.
 */

import { lib3dtopiaXl } from "./3dtopia-xl.js";
import { adapterTransformers } from "./adapter-transformers.js";
import { allennlp } from "./allennlp.js";
import { anemoi } from "./anemoi.js";
import { araclip } from "./araclip.js";
import { asteroid } from "./asteroid.js";
import { audiocraft } from "./audiocraft.js";
import { audioseal } from "./audioseal.js";
import { ben2 } from "./ben2.js";
import { bertopic } from "./bertopic.js";
import { bigVision } from "./big_vision.js";
import { birder } from "./birder.js";
import { birefnet } from "./birefnet.js";
import { bm25s } from "./bm25s.js";
import { cartesiaMlx } from "./cartesia_mlx.js";
import { cartesiaPytorch } from "./cartesia_pytorch.js";
import { champ } from "./champ.js";
import { chatTts } from "./chat_tts.js";
import { clipscope } from "./clipscope.js";
import { colpali } from "./colpali.js";
import { comet } from "./comet.js";
import { cosmos } from "./cosmos.js";
import { cosyvoice } from "./cosyvoice.js";
import { cotracker } from "./cotracker.js";
import { cxrFoundation } from "./cxr-foundation.js";
import { deepforest } from "./deepforest.js";
import { depthAnythingV2 } from "./depth-anything-v2.js";
import { depthPro } from "./depth-pro.js";
import { dermFoundation } from "./derm-foundation.js";
import { dia } from "./dia.js";
import { diffree } from "./diffree.js";
import { diffusers } from "./diffusers.js";
import { diffusionSingleFile } from "./diffusion-single-file.js";
import { diffusionkit } from "./diffusionkit.js";
import { doctr } from "./doctr.js";
import { edsnlp } from "./edsnlp.js";
import { elm } from "./elm.js";
import { espnet } from "./espnet.js";
import { f5Tts } from "./f5-tts.js";
import { fairseq } from "./fairseq.js";
import { fastai } from "./fastai.js";
import { fasttext } from "./fasttext.js";
import { flair } from "./flair.js";
import { gemmaCpp } from "./gemma.cpp.js";
import { genmo } from "./genmo.js";
import { geometryCrafter } from "./geometry-crafter.js";
import { gliner } from "./gliner.js";
import { glyphByt5 } from "./glyph-byt5.js";
import { grok } from "./grok.js";
import { hallo } from "./hallo.js";
import { hezar } from "./hezar.js";
import { htrflow } from "./htrflow.js";
import { hunyuanDit } from "./hunyuan-dit.js";
import { hunyuan3d2 } from "./hunyuan3d-2.js";
import { imstoucan } from "./imstoucan.js";
import { infiniteYou } from "./infinite-you.js";
import { k2 } from "./k2.js";
import { keras } from "./keras.js";
import { kerasHub } from "./keras-hub.js";
import { lightningIr } from "./lightning-ir.js";
import { liveportrait } from "./liveportrait.js";
import { llamaCppPython } from "./llama-cpp-python.js";
import { mambaSsm } from "./mamba-ssm.js";
import { mars5Tts } from "./mars5-tts.js";
import { matanyone } from "./matanyone.js";
import { medvae } from "./medvae.js";
import { merlin } from "./merlin.js";
import { meshAnything } from "./mesh-anything.js";
import { mindspore } from "./mindspore.js";
import { miniOmni2 } from "./mini-omni2.js";
import { mitie } from "./mitie.js";
import { mlAgents } from "./ml-agents.js";
import { mlcLlm } from "./mlc-llm.js";
import { mlx } from "./mlx.js";
import { mlxImage } from "./mlx-image.js";
import { model2vec } from "./model2vec.js";
import { moshi } from "./moshi.js";
import { nemo } from "./nemo.js";
import { openClip } from "./open_clip.js";
import { openOasis } from "./open-oasis.js";
import { openSora } from "./open-sora.js";
import { paddlenlp } from "./paddlenlp.js";
import { peft } from "./peft.js";
import { perceptionEncoder } from "./perception-encoder.js";
import { pxia } from "./pxia.js";
import { pyFeat } from "./py-feat.js";
import { pyannoteAudio } from "./pyannote-audio.js";
import { pythae } from "./pythae.js";
import { recurrentgemma } from "./recurrentgemma.js";
import { refiners } from "./refiners.js";
import { relik } from "./relik.js";
import { reverb } from "./reverb.js";
import { saelens } from "./saelens.js";
import { sam2 } from "./sam2.js";
import { sampleFactory } from "./sample-factory.js";
import { sana } from "./sana.js";
import { sapiens } from "./sapiens.js";
import { seedStory } from "./seed-story.js";
import { sentenceTransformers } from "./sentence-transformers.js";
import { setfit } from "./setfit.js";
import { sklearn } from "./sklearn.js";
import { soloaudio } from "./soloaudio.js";
import { spacy } from "./spacy.js";
import { spanMarker } from "./span-marker.js";
import { speechbrain } from "./speechbrain.js";
import { ssrSpeech } from "./ssr-speech.js";
import { stableAudioTools } from "./stable-audio-tools.js";
import { stableBaselines3 } from "./stable-baselines3.js";
import { stanza } from "./stanza.js";
import { swarmformer } from "./swarmformer.js";
import { tabpfn } from "./tabpfn.js";
import { tensorflowtts } from "./tensorflowtts.js";
import { terratorch } from "./terratorch.js";
import { tfKeras } from "./tf-keras.js";
import { ticClip } from "./tic-clip.js";
import { timesfm } from "./timesfm.js";
import { timm } from "./timm.js";
import { transformers } from "./transformers.js";
import { transformersJs } from "./transformers-js.js";
import { trellis } from "./trellis.js";
import type { LibraryUiElement } from "./types.js";
import { ultralytics } from "./ultralytics.js";
import { uni3dar } from "./uni-3dar.js";
import { unitySentis } from "./unity-sentis.js";
import { vfiMamba } from "./vfi-mamba.js";
import { voicecraft } from "./voicecraft.js";
import { wham } from "./wham.js";
import { whisperkit } from "./whisperkit.js";
import { yolov10 } from "./yolov10.js";

export type { ElasticSearchQuery, LibraryUiElement } from "./types.js";

export const MODEL_LIBRARIES_UI_ELEMENTS = {
	"adapter-transformers": adapterTransformers,
	allennlp: allennlp,
	anemoi: anemoi,
	araclip: araclip,
	asteroid: asteroid,
	audiocraft: audiocraft,
	audioseal: audioseal,
	ben2: ben2,
	bertopic: bertopic,
	big_vision: bigVision,
	birder: birder,
	birefnet: birefnet,
	bm25s: bm25s,
	champ: champ,
	chat_tts: chatTts,
	colpali: colpali,
	comet: comet,
	cosmos: cosmos,
	"cxr-foundation": cxrFoundation,
	deepforest: deepforest,
	"depth-anything-v2": depthAnythingV2,
	"depth-pro": depthPro,
	"derm-foundation": dermFoundation,
	dia: dia,
	diffree: diffree,
	diffusers: diffusers,
	diffusionkit: diffusionkit,
	doctr: doctr,
	cartesia_pytorch: cartesiaPytorch,
	cartesia_mlx: cartesiaMlx,
	clipscope: clipscope,
	cosyvoice: cosyvoice,
	cotracker: cotracker,
	edsnlp: edsnlp,
	elm: elm,
	espnet: espnet,
	fairseq: fairseq,
	fastai: fastai,
	fasttext: fasttext,
	flair: flair,
	"gemma.cpp": gemmaCpp,
	"geometry-crafter": geometryCrafter,
	gliner: gliner,
	"glyph-byt5": glyphByt5,
	grok: grok,
	hallo: hallo,
	hezar: hezar,
	htrflow: htrflow,
	"hunyuan-dit": hunyuanDit,
	"hunyuan3d-2": hunyuan3d2,
	imstoucan: imstoucan,
	"infinite-you": infiniteYou,
	keras: keras,
	"tf-keras": tfKeras,
	"keras-hub": kerasHub,
	k2: k2,
	"lightning-ir": lightningIr,
	liveportrait: liveportrait,
	"llama-cpp-python": llamaCppPython,
	"mini-omni2": miniOmni2,
	mindspore: mindspore,
	"mamba-ssm": mambaSsm,
	"mars5-tts": mars5Tts,
	matanyone: matanyone,
	"mesh-anything": meshAnything,
	merlin: merlin,
	medvae: medvae,
	mitie: mitie,
	"ml-agents": mlAgents,
	mlx: mlx,
	"mlx-image": mlxImage,
	"mlc-llm": mlcLlm,
	model2vec: model2vec,
	moshi: moshi,
	nemo: nemo,
	"open-oasis": openOasis,
	open_clip: openClip,
	"open-sora": openSora,
	paddlenlp: paddlenlp,
	peft: peft,
	"perception-encoder": perceptionEncoder,
	pxia: pxia,
	"pyannote-audio": pyannoteAudio,
	"py-feat": pyFeat,
	pythae: pythae,
	recurrentgemma: recurrentgemma,
	relik: relik,
	refiners: refiners,
	reverb: reverb,
	saelens: saelens,
	sam2: sam2,
	"sample-factory": sampleFactory,
	sapiens: sapiens,
	"sentence-transformers": sentenceTransformers,
	setfit: setfit,
	sklearn: sklearn,
	spacy: spacy,
	"span-marker": spanMarker,
	speechbrain: speechbrain,
	"ssr-speech": ssrSpeech,
	"stable-audio-tools": stableAudioTools,
	"diffusion-single-file": diffusionSingleFile,
	"seed-story": seedStory,
	soloaudio: soloaudio,
	"stable-baselines3": stableBaselines3,
	stanza: stanza,
	swarmformer: swarmformer,
	"f5-tts": f5Tts,
	genmo: genmo,
	tensorflowtts: tensorflowtts,
	tabpfn: tabpfn,
	terratorch: terratorch,
	"tic-clip": ticClip,
	timesfm: timesfm,
	timm: timm,
	transformers: transformers,
	"transformers.js": transformersJs,
	trellis: trellis,
	ultralytics: ultralytics,
	"uni-3dar": uni3dar,
	"unity-sentis": unitySentis,
	sana: sana,
	"vfi-mamba": vfiMamba,
	voicecraft: voicecraft,
	wham: wham,
	whisperkit: whisperkit,
	yolov10: yolov10,
	"3dtopia-xl": lib3dtopiaXl,
} satisfies Record<string, LibraryUiElement>;

export type ModelLibraryKey = keyof typeof MODEL_LIBRARIES_UI_ELEMENTS;

export const ALL_MODEL_LIBRARY_KEYS = /* @__PURE__ */ Object.keys(MODEL_LIBRARIES_UI_ELEMENTS) as ModelLibraryKey[];

/** The libraries shown in the Hub's library filter. */
export const ALL_DISPLAY_MODEL_LIBRARY_KEYS: ModelLibraryKey[] = /* @__PURE__ */ ALL_MODEL_LIBRARY_KEYS.filter(
	(key) => (MODEL_LIBRARIES_UI_ELEMENTS[key] as LibraryUiElement).filter === true,
);
