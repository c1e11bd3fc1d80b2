import type { LibraryUiElement } from "./types.js";

/** AudioSeal ships its models as named cards that the library fetches itself, so the snippets are fixed. */
const usage = (): string[] => [
	`# Watermark an audio clip
import torchaudio
from audioseal import AudioSeal

wav, sample_rate = torchaudio.load("speech.wav")
wav = wav.unsqueeze(0)  # (batch, channels, samples)

generator = AudioSeal.load_generator("audioseal_wm_16bits")
watermark = generator.get_watermark(wav, sample_rate)
watermarked_audio = wav + watermark`,
	`# Detect a watermark
from audioseal import AudioSeal

detector = AudioSeal.load_detector("audioseal_detector_16bits")
# probability that the audio is watermarked, and the 16-bit message it carries
result, message = detector.detect_watermark(watermarked_audio, sample_rate)
print(result, message)`,
];

export const audioseal: LibraryUiElement = {
	prettyLabel: "AudioSeal",
	repoName: "audioseal",
	repoUrl: "https://github.com/facebookresearch/audioseal",
	filter: false,
	snippets: usage,
	countDownloads: `path_extension:"pth"`,
};
