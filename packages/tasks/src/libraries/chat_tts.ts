import type { LibraryUiElement } from "./types.js";

/** ChatTTS fetches its own weights (2Noise/ChatTTS), so the snippet does not depend on the model. */
const usage = (): string[] => [
	`import ChatTTS
import torch
import torchaudio

chat = ChatTTS.Chat()
chat.load(compile=False)  # compile=True is faster once warmed up

texts = ["PUT YOUR TEXT HERE"]
wavs = chat.infer(texts)

torchaudio.save("output1.wav", torch.from_numpy(wavs[0]).unsqueeze(0), 24000)`,
];

export const chatTts: LibraryUiElement = {
	prettyLabel: "ChatTTS",
	repoName: "ChatTTS",
	repoUrl: "https://github.com/2noise/ChatTTS.git",
	filter: false,
	snippets: usage,
	countDownloads: `path:"asset/GPT.pt"`,
};
