import { useState } from "react";
import type { RunOutput } from "./runners.js";

const COLORS = ["#ef4444", "#3b82f6", "#22c55e", "#eab308", "#a855f7", "#f97316", "#14b8a6", "#ec4899"];

/** Renders a task result the way a person reads it: bars, boxes, masks, media, or text. */
export function Output({ output }: { output: RunOutput }) {
	switch (output.kind) {
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
			return <img className="result-image" src={output.url} alt="Generated result" />;
		case "audio":
			return (
				<ul className="audio-list">
					{output.items.map((item) => (
						<li key={item.url}>
							{item.label}
							{/* biome-ignore lint/a11y/useMediaCaption: generated speech comes with no caption track */}
							<audio controls src={item.url} />
						</li>
					))}
				</ul>
			);
		case "json":
			return <pre className="code">{JSON.stringify(output.value, null, 1).slice(0, 4000)}</pre>;
	}
}

function Boxes({ image, items }: Omit<Extract<RunOutput, { kind: "boxes" }>, "kind">) {
	const [size, setSize] = useState<{ width: number; height: number }>();
	return (
		<div className="stage">
			<img
				src={image}
				alt="Input"
				onLoad={(e) => setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
			/>
			{size && (
				<svg viewBox={`0 0 ${size.width} ${size.height}`} role="img" aria-label="Detected objects">
					{items.map((item, index) => {
						const color = COLORS[index % COLORS.length];
						const { xmin, ymin, xmax, ymax } = item.box;
						return (
							<g key={`${item.label}-${xmin}-${ymin}`} data-box={item.label}>
								<rect
									x={xmin}
									y={ymin}
									width={xmax - xmin}
									height={ymax - ymin}
									fill="none"
									stroke={color}
									strokeWidth={3}
								/>
								<text x={xmin + 4} y={ymin + 18} fill={color} fontSize={16} fontWeight={700}>
									{item.label} {(item.score * 100).toFixed(0)}%
								</text>
							</g>
						);
					})}
				</svg>
			)}
		</div>
	);
}

function Masks({ image, items }: Omit<Extract<RunOutput, { kind: "masks" }>, "kind">) {
	return (
		<div>
			<div className="stage">
				<img src={image} alt="Input" />
				<div className="masks">
					{items.map((item, index) => (
						<div
							key={`${item.label}-${index}`}
							data-mask={item.label}
							style={{
								position: "absolute",
								inset: 0,
								background: COLORS[index % COLORS.length],
								opacity: 0.45,
								maskImage: `url(data:image/png;base64,${item.mask})`,
								maskMode: "luminance",
								maskSize: "100% 100%",
							}}
						/>
					))}
				</div>
			</div>
			<ul className="chips">
				{items.map((item, index) => (
					<li key={`${item.label}-${index}`} style={{ borderColor: COLORS[index % COLORS.length] }}>
						{item.label} {item.score === undefined ? "" : `${(item.score * 100).toFixed(0)}%`}
					</li>
				))}
			</ul>
		</div>
	);
}
