import type { ImageSegmentationOutput } from "@modelyard/tasks";
import { useState } from "react";
import type { Box } from "../run/runners.js";

const COLORS = ["#ef4444", "#3b82f6", "#22c55e", "#eab308", "#a855f7", "#f97316", "#14b8a6", "#ec4899"];
const colorOf = (index: number) => COLORS[index % COLORS.length];
const percent = (score: number | undefined) => (score === undefined ? "" : `${(score * 100).toFixed(0)}%`);

interface LegendProps {
	items: Array<{ label: string; score?: number }>;
	hovered?: number;
	onHover: (index: number | undefined) => void;
	label: string;
}

/** What each color means; pointing at an entry (or focusing it) highlights its box or mask. */
function Legend({ items, hovered, onHover, label }: LegendProps) {
	return (
		<ul className="legend" aria-label={label}>
			{items.map((item, index) => (
				<li key={`${item.label}-${index}`} data-legend={item.label} data-active={hovered === index || undefined}>
					<button
						type="button"
						onPointerEnter={() => onHover(index)}
						onPointerLeave={() => onHover(undefined)}
						onFocus={() => onHover(index)}
						onBlur={() => onHover(undefined)}
					>
						<span className="swatch" style={{ background: colorOf(index) }} />
						{item.label} <span className="muted">{percent(item.score)}</span>
					</button>
				</li>
			))}
		</ul>
	);
}

/** Detected objects: boxes drawn on the image, with a legend; one box highlighted at a time. */
export function Boxes({ image, items }: { image: string; items: Array<{ label: string; score: number; box: Box }> }) {
	const [size, setSize] = useState<{ width: number; height: number }>();
	const [hovered, setHovered] = useState<number>();
	return (
		<div>
			<div className="stage">
				<img
					src={image}
					alt="Input"
					onLoad={(e) => setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
				/>
				{size && (
					<svg viewBox={`0 0 ${size.width} ${size.height}`} role="img" aria-label="Detected objects">
						{items.map((item, index) => {
							const { xmin, ymin, xmax, ymax } = item.box;
							const dimmed = hovered !== undefined && hovered !== index;
							return (
								<g
									key={`${item.label}-${xmin}-${ymin}`}
									data-box={item.label}
									data-active={hovered === index || undefined}
									opacity={dimmed ? 0.25 : 1}
									onPointerEnter={() => setHovered(index)}
									onPointerLeave={() => setHovered(undefined)}
								>
									<rect
										x={xmin}
										y={ymin}
										width={xmax - xmin}
										height={ymax - ymin}
										fill={hovered === index ? `${colorOf(index)}33` : "transparent"}
										stroke={colorOf(index)}
										strokeWidth={hovered === index ? 5 : 3}
									/>
									<text x={xmin + 4} y={ymin + 18} fill={colorOf(index)} fontSize={16} fontWeight={700}>
										{item.label} {percent(item.score)}
									</text>
								</g>
							);
						})}
					</svg>
				)}
			</div>
			<Legend items={items} hovered={hovered} onHover={setHovered} label="Objects" />
		</div>
	);
}

/** Segmentation masks over the image, with a legend; pointing at an entry brings its mask forward. */
export function Masks({ image, items }: { image: string; items: ImageSegmentationOutput }) {
	const [hovered, setHovered] = useState<number>();
	return (
		<div>
			<div className="stage">
				<img src={image} alt="Input" />
				<div className="masks">
					{items.map((item, index) => (
						<div
							key={`${item.label}-${index}`}
							data-mask={item.label}
							data-active={hovered === index || undefined}
							style={{
								position: "absolute",
								inset: 0,
								background: colorOf(index),
								opacity: hovered === undefined ? 0.45 : hovered === index ? 0.75 : 0.1,
								maskImage: `url(data:image/png;base64,${item.mask})`,
								maskMode: "luminance",
								maskSize: "100% 100%",
							}}
						/>
					))}
				</div>
			</div>
			<Legend items={items} hovered={hovered} onHover={setHovered} label="Segments" />
		</div>
	);
}
