import type { LibraryUiElement } from "./types.js";

// Magenta RT loads its own published weights (google/magenta-realtime); its install (GPU or TPU) is in its README.
const usage = (): string[] => [
	`# Install Magenta RT as its README describes: https://github.com/magenta/magenta-realtime
python -m magenta_rt.generate --prompt='blissful ambient synth' --output=./output.mp3`,
	`import soundfile as sf
from magenta_rt import audio, system

mrt = system.MagentaRT()
style = system.embed_style("funk")

# Music comes in short chunks, each continuing from the state the previous one left
chunks = []
state = None
for _ in range(round(10 / mrt.config.chunk_length)):  # about 10 seconds
    state, chunk = mrt.generate_chunk(state=state, style=style)
    chunks.append(chunk)
generated = audio.concatenate(chunks)
sf.write("output.wav", generated.samples, mrt.sample_rate)`,
];

export const magentaRealtime: LibraryUiElement = {
	prettyLabel: "Magenta RT",
	repoName: "Magenta RT",
	repoUrl: "https://github.com/magenta/magenta-realtime",
	filter: false,
	snippets: usage,
	countDownloads: `path:"checkpoints/llm_base_x4286_c1860k.tar" OR path:"checkpoints/llm_large_x3047_c1860k.tar" OR path:"checkpoints/llm_large_x3047_c1860k/checkpoint"`,
};
