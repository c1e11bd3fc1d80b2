/**
 * The model-library registry: the one list of libraries the Hub knows, keyed by the Hub's `library_name`.
 * Each library lives in its own file beside this one; everything else derives from this object.
 */

import { lib3dtopiaXl } from "./3dtopia-xl.js";
import { acestep } from "./acestep.js";
import { adapterTransformers } from "./adapter-transformers.js";
import { allennlp } from "./allennlp.js";
import { aneforge } from "./aneforge.js";
import { anemoi } from "./anemoi.js";
import { araclip } from "./araclip.js";
import { asteroid } from "./asteroid.js";
import { audiocraft } from "./audiocraft.js";
import { audioseal } from "./audioseal.js";
import { aviationNer } from "./aviation-ner.js";
import { bagelMot } from "./bagel-mot.js";
import { bboxmaskpose } from "./bboxmaskpose.js";
import { ben2 } from "./ben2.js";
import { bertopic } from "./bertopic.js";
import { bigVision } from "./big_vision.js";
import { bionemo } from "./bionemo.js";
import { birder } from "./birder.js";
import { birefnet } from "./birefnet.js";
import { bm25s } from "./bm25s.js";
import { boltzgen } from "./boltzgen.js";
import { cancertathomev2 } from "./cancertathomev2.js";
import { cartesiaMlx } from "./cartesia_mlx.js";
import { cartesiaPytorch } from "./cartesia_pytorch.js";
import { causilo } from "./causilo.js";
import { ccpfn } from "./ccpfn.js";
import { champ } from "./champ.js";
import { chaossim } from "./chaossim.js";
import { chatTts } from "./chat_tts.js";
import { chatterbox } from "./chatterbox.js";
import { chexmix } from "./chexmix.js";
import { chronosForecasting } from "./chronos-forecasting.js";
import { clara } from "./clara.js";
import { clipscope } from "./clipscope.js";
import { cloudAgents } from "./cloud-agents.js";
import { colipri } from "./colipri.js";
import { collectorvision } from "./collectorvision.js";
import { colpali } from "./colpali.js";
import { comet } from "./comet.js";
import { cortiq } from "./cortiq.js";
import { cosmos } from "./cosmos.js";
import { cosyvoice } from "./cosyvoice.js";
import { cotracker } from "./cotracker.js";
import { cxrFoundation } from "./cxr-foundation.js";
import { deepforest } from "./deepforest.js";
import { depthAnythingV2 } from "./depth-anything-v2.js";
import { depthPro } from "./depth-pro.js";
import { dermFoundation } from "./derm-foundation.js";
import { describeAnything } from "./describe-anything.js";
import { dia } from "./dia.js";
import { diaTts } from "./dia-tts.js";
import { dia2 } from "./dia2.js";
import { diffInterpretationTuning } from "./diff-interpretation-tuning.js";
import { diffree } from "./diffree.js";
import { diffusers } from "./diffusers.js";
import { diffusionSingleFile } from "./diffusion-single-file.js";
import { diffusionkit } from "./diffusionkit.js";
import { dockingAtHome } from "./docking-at-home.js";
import { doctr } from "./doctr.js";
import { edsnlp } from "./edsnlp.js";
import { elm } from "./elm.js";
import { encoderfile } from "./encoderfile.js";
import { espnet } from "./espnet.js";
import { eupe } from "./eupe.js";
import { f5Tts } from "./f5-tts.js";
import { fairseq } from "./fairseq.js";
import { fastai } from "./fastai.js";
import { fastprint } from "./fastprint.js";
import { fasttext } from "./fasttext.js";
import { fixer } from "./fixer.js";
import { flair } from "./flair.js";
import { flexray } from "./flexray.js";
import { flextab } from "./flextab.js";
import { fme } from "./fme.js";
import { gaussianformer } from "./gaussianformer.js";
import { gemmaCpp } from "./gemma.cpp.js";
import { genmo } from "./genmo.js";
import { geometryCrafter } from "./geometry-crafter.js";
import { gliformer } from "./gliformer.js";
import { gliner } from "./gliner.js";
import { gliner2 } from "./gliner2.js";
import { glmTts } from "./glm-tts.js";
import { glyphByt5 } from "./glyph-byt5.js";
import { graniteLibrary } from "./granite-library.js";
import { grok } from "./grok.js";
import { habibiTts } from "./habibi-tts.js";
import { hallo } from "./hallo.js";
import { hermes } from "./hermes.js";
import { hezar } from "./hezar.js";
import { holomotion } from "./holomotion.js";
import { htrflow } from "./htrflow.js";
import { hunyuanDit } from "./hunyuan-dit.js";
import { hunyuan3d2 } from "./hunyuan3d-2.js";
import { hunyuanworldVoyager } from "./hunyuanworld-voyager.js";
import { hyWorld2 } from "./hy-world-2.js";
import { hyWorldplay } from "./hy-worldplay.js";
import { imageMatchingModels } from "./image-matching-models.js";
import { imstoucan } from "./imstoucan.js";
import { indexTts } from "./index-tts.js";
import { infiniteYou } from "./infinite-you.js";
import { infinitetalk } from "./infinitetalk.js";
import { intellifold } from "./intellifold.js";
import { isingDecoding } from "./ising-decoding.js";
import { jevStyle } from "./jev-style.js";
import { k2 } from "./k2.js";
import { keras } from "./keras.js";
import { kerasHub } from "./keras-hub.js";
import { kernels } from "./kernels.js";
import { kimiAudio } from "./kimi-audio.js";
import { kittentts } from "./kittentts.js";
import { kronos } from "./kronos.js";
import { lagernvs } from "./lagernvs.js";
import { laya } from "./laya.js";
import { lerobot } from "./lerobot.js";
import { lightglue } from "./lightglue.js";
import { lightningIr } from "./lightning-ir.js";
import { litert } from "./litert.js";
import { litertLm } from "./litert-lm.js";
import { liveportrait } from "./liveportrait.js";
import { llamaCppPython } from "./llama-cpp-python.js";
import { longcatVideoAvatar15 } from "./longcat-video-avatar-1.5.js";
import { ltx } from "./ltx.js";
import { lvface } from "./lvface.js";
import { lyra20 } from "./lyra-2.0.js";
import { magentaRealtime } from "./magenta-realtime.js";
import { magentaRealtime2 } from "./magenta-realtime-2.js";
import { magi1 } from "./magi-1.js";
import { mambaSsm } from "./mamba-ssm.js";
import { manas1 } from "./manas-1.js";
import { mars5Tts } from "./mars5-tts.js";
import { matanyone } from "./matanyone.js";
import { mect } from "./mect.js";
import { medvae } from "./medvae.js";
import { memra } from "./memra.js";
import { merlin } from "./merlin.js";
import { meshAnything } from "./mesh-anything.js";
import { mflux } from "./mflux.js";
import { microduck } from "./microduck.js";
import { mindspore } from "./mindspore.js";
import { miniOmni2 } from "./mini-omni2.js";
import { minimaxH3 } from "./minimax-h3.js";
import { mitie } from "./mitie.js";
import { mlAgents } from "./ml-agents.js";
import { mlSharp } from "./ml-sharp.js";
import { mlcLlm } from "./mlc-llm.js";
import { mlx } from "./mlx.js";
import { mlxImage } from "./mlx-image.js";
import { mobilint } from "./mobilint.js";
import { model2vec } from "./model2vec.js";
import { monkeyocr } from "./monkeyocr.js";
import { montrealForcedAligner } from "./montreal-forced-aligner.js";
import { moshi } from "./moshi.js";
import { mtvcraft } from "./mtvcraft.js";
import { multimolecule } from "./multimolecule.js";
import { nemo } from "./nemo.js";
import { ninfer } from "./ninfer.js";
import { nobg } from "./nobg.js";
import { nvMedtech } from "./nv-medtech.js";
import { openClip } from "./open_clip.js";
import { openOasis } from "./open-oasis.js";
import { openSora } from "./open-sora.js";
import { openasr } from "./openasr.js";
import { opendde } from "./opendde.js";
import { openpeerllm } from "./openpeerllm.js";
import { outetts } from "./outetts.js";
import { paddleOcr } from "./PaddleOCR.js";
import { paddlenlp } from "./paddlenlp.js";
import { peft } from "./peft.js";
import { perceptionEncoder } from "./perception-encoder.js";
import { phantomWan } from "./phantom-wan.js";
import { piper } from "./piper.js";
import { pocketTts } from "./pocket-tts.js";
import { prunaAi } from "./pruna-ai.js";
import { pxia } from "./pxia.js";
import { pyFeat } from "./py-feat.js";
import { pyannoteAudio } from "./pyannote-audio.js";
import { pythae } from "./pythae.js";
import { quantumpeer } from "./quantumpeer.js";
import { qwen3Tts } from "./qwen3_tts.js";
import { recurrentgemma } from "./recurrentgemma.js";
import { refiners } from "./refiners.js";
import { relik } from "./relik.js";
import { renderformer } from "./renderformer.js";
import { reverb } from "./reverb.js";
import { rkllm } from "./rkllm.js";
import { roboOrchardLab } from "./robo-orchard-lab.js";
import { routeePowertrain } from "./routee-powertrain.js";
import { rwkv } from "./rwkv.js";
import { saelens } from "./saelens.js";
import { sam3dBody } from "./sam-3d-body.js";
import { sam3dObjects } from "./sam-3d-objects.js";
import { sam2 } from "./sam2.js";
import { same } from "./same.js";
import { sampleFactory } from "./sample-factory.js";
import { sana } from "./sana.js";
import { sapRpt1Oss } from "./sap-rpt-1-oss.js";
import { sapiens } from "./sapiens.js";
import { sapiens2 } from "./sapiens2.js";
import { scail2 } from "./scail-2.js";
import { seedStory } from "./seed-story.js";
import { seedvr } from "./seedvr.js";
import { selfForcing } from "./self-forcing.js";
import { sentenceTransformers } from "./sentence-transformers.js";
import { setfit } from "./setfit.js";
import { shadow } from "./shadow.js";
import { skala } from "./skala.js";
import { sklearn } from "./sklearn.js";
import { soloaudio } from "./soloaudio.js";
import { songbloom } from "./songbloom.js";
import { spacy } from "./spacy.js";
import { spanMarker } from "./span-marker.js";
import { speechbrain } from "./speechbrain.js";
import { ssrSpeech } from "./ssr-speech.js";
import { stableAudio3 } from "./stable-audio-3.js";
import { stableAudioTools } from "./stable-audio-tools.js";
import { stableBaselines3 } from "./stable-baselines3.js";
import { stanza } from "./stanza.js";
import { supertonic } from "./supertonic.js";
import { swarmformer } from "./swarmformer.js";
import { synthefyMigas } from "./synthefy-migas.js";
import { tabpfn } from "./tabpfn.js";
import { tencentSongGeneration } from "./tencent-song-generation.js";
import { tensorflowtts } from "./tensorflowtts.js";
import { tensorrt } from "./tensorrt.js";
import { terratorch } from "./terratorch.js";
import { tfKeras } from "./tf-keras.js";
import { ticClip } from "./tic-clip.js";
import { timeeTs } from "./timee-ts.js";
import { timesfm } from "./timesfm.js";
import { timm } from "./timm.js";
import { tirex } from "./tirex.js";
import { tirex2 } from "./tirex-2.js";
import { torchgeo } from "./torchgeo.js";
import { transformers } from "./transformers.js";
import { transformersJs } from "./transformers-js.js";
import { trellis } from "./trellis.js";
import { trellis2 } from "./trellis2.js";
import { tunejury } from "./tunejury.js";
import type { LibraryUiElement } from "./types.js";
import { ultralytics } from "./ultralytics.js";
import { uni3dar } from "./uni-3dar.js";
import { unitySentis } from "./unity-sentis.js";
import { univa } from "./univa.js";
import { vfiMamba } from "./vfi-mamba.js";
import { vibevoice } from "./vibevoice.js";
import { videoprism } from "./videoprism.js";
import { videoxFun } from "./videox_fun.js";
import { vismatch } from "./vismatch.js";
import { voicecraft } from "./voicecraft.js";
import { voxcpm } from "./voxcpm.js";
import { vqweb } from "./vqweb.js";
import { vui } from "./vui.js";
import { wan22 } from "./wan2.2.js";
import { wham } from "./wham.js";
import { whisperkit } from "./whisperkit.js";
import { yolov10 } from "./yolov10.js";
import { yolov26 } from "./yolov26.js";
import { zeromodels } from "./zeromodels.js";
import { zonos } from "./zonos.js";

export type { ElasticSearchQuery, LibraryUiElement } from "./types.js";

export const MODEL_LIBRARIES_UI_ELEMENTS = {
	acestep: acestep,
	"adapter-transformers": adapterTransformers,
	allennlp: allennlp,
	aneforge: aneforge,
	anemoi: anemoi,
	araclip: araclip,
	"aviation-ner": aviationNer,
	asteroid: asteroid,
	audiocraft: audiocraft,
	audioseal: audioseal,
	"bagel-mot": bagelMot,
	bboxmaskpose: bboxmaskpose,
	ben2: ben2,
	bertopic: bertopic,
	big_vision: bigVision,
	bionemo: bionemo,
	birder: birder,
	birefnet: birefnet,
	bm25s: bm25s,
	boltzgen: boltzgen,
	cancertathomev2: cancertathomev2,
	cartesia_pytorch: cartesiaPytorch,
	cartesia_mlx: cartesiaMlx,
	causilo: causilo,
	ccpfn: ccpfn,
	champ: champ,
	chatterbox: chatterbox,
	chaossim: chaossim,
	chat_tts: chatTts,
	chexmix: chexmix,
	"chronos-forecasting": chronosForecasting,
	clara: clara,
	clipscope: clipscope,
	"cloud-agents": cloudAgents,
	collectorvision: collectorvision,
	colipri: colipri,
	cosyvoice: cosyvoice,
	cotracker: cotracker,
	colpali: colpali,
	comet: comet,
	cortiq: cortiq,
	cosmos: cosmos,
	"cxr-foundation": cxrFoundation,
	deepforest: deepforest,
	"depth-anything-v2": depthAnythingV2,
	"depth-pro": depthPro,
	"derm-foundation": dermFoundation,
	"describe-anything": describeAnything,
	dia: dia,
	"dia-tts": diaTts,
	dia2: dia2,
	"diff-interpretation-tuning": diffInterpretationTuning,
	diffree: diffree,
	diffusers: diffusers,
	diffusionkit: diffusionkit,
	"docking-at-home": dockingAtHome,
	doctr: doctr,
	edsnlp: edsnlp,
	elm: elm,
	encoderfile: encoderfile,
	espnet: espnet,
	eupe: eupe,
	fairseq: fairseq,
	fastai: fastai,
	fastprint: fastprint,
	fasttext: fasttext,
	fixer: fixer,
	flair: flair,
	flexray: flexray,
	flextab: flextab,
	fme: fme,
	gaussianformer: gaussianformer,
	"gemma.cpp": gemmaCpp,
	"geometry-crafter": geometryCrafter,
	gliformer: gliformer,
	gliner: gliner,
	gliner2: gliner2,
	"glm-tts": glmTts,
	"glyph-byt5": glyphByt5,
	"granite-library": graniteLibrary,
	grok: grok,
	"habibi-tts": habibiTts,
	hallo: hallo,
	"minimax-h3": minimaxH3,
	mect: mect,
	hermes: hermes,
	holomotion: holomotion,
	hezar: hezar,
	htrflow: htrflow,
	"hunyuan-dit": hunyuanDit,
	"hunyuan3d-2": hunyuan3d2,
	"hunyuanworld-voyager": hunyuanworldVoyager,
	"hy-worldplay": hyWorldplay,
	"hy-world-2": hyWorld2,
	"image-matching-models": imageMatchingModels,
	imstoucan: imstoucan,
	"index-tts": indexTts,
	infinitetalk: infinitetalk,
	"infinite-you": infiniteYou,
	intellifold: intellifold,
	"ising-decoding": isingDecoding,
	"jev-style": jevStyle,
	keras: keras,
	"tf-keras": tfKeras,
	"keras-hub": kerasHub,
	zeromodels: zeromodels,
	kernels: kernels,
	"kimi-audio": kimiAudio,
	kittentts: kittentts,
	kronos: kronos,
	k2: k2,
	"lyra-2.0": lyra20,
	lagernvs: lagernvs,
	laya: laya,
	ltx: ltx,
	"lightning-ir": lightningIr,
	litert: litert,
	"litert-lm": litertLm,
	lerobot: lerobot,
	lightglue: lightglue,
	liveportrait: liveportrait,
	"longcat-video-avatar-1.5": longcatVideoAvatar15,
	"llama-cpp-python": llamaCppPython,
	"mini-omni2": miniOmni2,
	mindspore: mindspore,
	"magi-1": magi1,
	"magenta-realtime": magentaRealtime,
	"magenta-realtime-2": magentaRealtime2,
	"mamba-ssm": mambaSsm,
	"manas-1": manas1,
	"mars5-tts": mars5Tts,
	matanyone: matanyone,
	memra: memra,
	"mesh-anything": meshAnything,
	merlin: merlin,
	medvae: medvae,
	mflux: mflux,
	microduck: microduck,
	mitie: mitie,
	"ml-agents": mlAgents,
	"ml-sharp": mlSharp,
	mlx: mlx,
	"mlx-image": mlxImage,
	"mlc-llm": mlcLlm,
	model2vec: model2vec,
	mobilint: mobilint,
	"montreal-forced-aligner": montrealForcedAligner,
	moshi: moshi,
	mtvcraft: mtvcraft,
	multimolecule: multimolecule,
	nemo: nemo,
	ninfer: ninfer,
	nobg: nobg,
	"nv-medtech": nvMedtech,
	"open-oasis": openOasis,
	open_clip: openClip,
	openasr: openasr,
	opendde: opendde,
	openpeerllm: openpeerllm,
	"open-sora": openSora,
	outetts: outetts,
	paddlenlp: paddlenlp,
	PaddleOCR: paddleOcr,
	peft: peft,
	"perception-encoder": perceptionEncoder,
	"phantom-wan": phantomWan,
	piper: piper,
	"pocket-tts": pocketTts,
	"pruna-ai": prunaAi,
	pxia: pxia,
	"pyannote-audio": pyannoteAudio,
	"py-feat": pyFeat,
	pythae: pythae,
	quantumpeer: quantumpeer,
	qwen3_tts: qwen3Tts,
	recurrentgemma: recurrentgemma,
	relik: relik,
	refiners: refiners,
	renderformer: renderformer,
	reverb: reverb,
	rkllm: rkllm,
	"robo-orchard-lab": roboOrchardLab,
	"routee-powertrain": routeePowertrain,
	rwkv: rwkv,
	saelens: saelens,
	"scail-2": scail2,
	sam2: sam2,
	"sam-3d-body": sam3dBody,
	"sam-3d-objects": sam3dObjects,
	same: same,
	"sample-factory": sampleFactory,
	"sap-rpt-1-oss": sapRpt1Oss,
	sapiens: sapiens,
	sapiens2: sapiens2,
	seedvr: seedvr,
	"self-forcing": selfForcing,
	"sentence-transformers": sentenceTransformers,
	setfit: setfit,
	shadow: shadow,
	sklearn: sklearn,
	spacy: spacy,
	"span-marker": spanMarker,
	speechbrain: speechbrain,
	"ssr-speech": ssrSpeech,
	"stable-audio-3": stableAudio3,
	"stable-audio-tools": stableAudioTools,
	monkeyocr: monkeyocr,
	"diffusion-single-file": diffusionSingleFile,
	"seed-story": seedStory,
	skala: skala,
	soloaudio: soloaudio,
	songbloom: songbloom,
	"stable-baselines3": stableBaselines3,
	stanza: stanza,
	supertonic: supertonic,
	swarmformer: swarmformer,
	"synthefy-migas": synthefyMigas,
	"f5-tts": f5Tts,
	genmo: genmo,
	"tencent-song-generation": tencentSongGeneration,
	tensorflowtts: tensorflowtts,
	tensorrt: tensorrt,
	tabpfn: tabpfn,
	terratorch: terratorch,
	"tic-clip": ticClip,
	timesfm: timesfm,
	"timee-ts": timeeTs,
	timm: timm,
	tirex: tirex,
	"tirex-2": tirex2,
	torchgeo: torchgeo,
	transformers: transformers,
	"transformers.js": transformersJs,
	trellis: trellis,
	trellis2: trellis2,
	tunejury: tunejury,
	ultralytics: ultralytics,
	univa: univa,
	"uni-3dar": uni3dar,
	"unity-sentis": unitySentis,
	sana: sana,
	videoprism: videoprism,
	"vfi-mamba": vfiMamba,
	vismatch: vismatch,
	lvface: lvface,
	voicecraft: voicecraft,
	voxcpm: voxcpm,
	vui: vui,
	vqweb: vqweb,
	vibevoice: vibevoice,
	videox_fun: videoxFun,
	"wan2.2": wan22,
	wham: wham,
	whisperkit: whisperkit,
	yolov10: yolov10,
	yolov26: yolov26,
	zonos: zonos,
	"3dtopia-xl": lib3dtopiaXl,
} satisfies Record<string, LibraryUiElement>;

export type ModelLibraryKey = keyof typeof MODEL_LIBRARIES_UI_ELEMENTS;

export const ALL_MODEL_LIBRARY_KEYS = /* @__PURE__ */ Object.keys(MODEL_LIBRARIES_UI_ELEMENTS) as ModelLibraryKey[];

/** The libraries shown in the Hub's library filter. */
export const ALL_DISPLAY_MODEL_LIBRARY_KEYS: ModelLibraryKey[] = /* @__PURE__ */ ALL_MODEL_LIBRARY_KEYS.filter(
	(key) => (MODEL_LIBRARIES_UI_ELEMENTS[key] as LibraryUiElement).filter === true,
);
