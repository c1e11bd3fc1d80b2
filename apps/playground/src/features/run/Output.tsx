import { downloadName } from "../media/download.js";
import { Boxes, Masks } from "../media/Overlays.js";
import type { RunOutput } from "./runners.js";

/** Renders a task result the way a person reads it: bars, boxes, masks, images, video, audio, or text. */
export function Output({ output }: { output: RunOutput }) {
	switch (output.view) {
		case "labels":
			return (
				<ul className="bars" aria-label="Scores">
					{output.items.map((item) => (
						<li key={item.label} data-label={item.label}>
							<span>{item.label}</span>
							<span className="bar" style={{ width: `${Math.max(1, item.score * 100)}%` }} />
							<span>{(item.score * 100).toFixed(1)}%</span>
						</li>
					))}
				</ul>
			);
		case "entities":
			return (
				<ul className="bars" aria-label="Entities">
					{output.items.map((item) => (
						<li key={`${item.start}-${item.end}-${item.word}`}>
							<span>
								{item.word} <code>{item.entity_group ?? item.entity}</code>
							</span>
							<span className="bar" style={{ width: `${item.score * 100}%` }} />
							<span>{(item.score * 100).toFixed(1)}%</span>
						</li>
					))}
				</ul>
			);
		case "text":
			return <p className="chat-output">{output.text}</p>;
		case "boxes":
			return <Boxes image={output.image} items={output.items} />;
		case "masks":
			return <Masks image={output.image} items={output.items} />;
		case "image":
			return (
				<figure className="generated">
					<img className="result-image" src={output.url} alt="Generated result" />
					<a className="download" href={output.url} download={downloadName("generated-image", output.type)}>
						Download the image
					</a>
				</figure>
			);
		case "video":
			return (
				<figure className="generated">
					{/* biome-ignore lint/a11y/useMediaCaption: a generated video comes with no caption track */}
					<video className="result-video" controls src={output.url} aria-label="Generated video" />
					<a className="download" href={output.url} download={downloadName("generated-video", output.type)}>
						Download the video
					</a>
				</figure>
			);
		case "audio":
			return (
				<ul className="audio-list">
					{output.items.map((item) => (
						<li key={item.url}>
							{item.label}
							{/* biome-ignore lint/a11y/useMediaCaption: generated speech comes with no caption track */}
							<audio controls src={item.url} />
							<a className="download" href={item.url} download={downloadName(`generated-${item.label}`, item.type)}>
								Download
							</a>
						</li>
					))}
				</ul>
			);
		case "json":
			return <pre className="code">{JSON.stringify(output.value, null, 1).slice(0, 4000)}</pre>;
	}
}
