import type { TextToImageParameters } from "@modelyard/tasks";
import { NumberField } from "../../components/NumberField.js";

const SIZES = [256, 512, 768, 1024];

function SizeSelect({
	label,
	value,
	onChange,
}: {
	label: string;
	value: number | undefined;
	onChange: (value: number | undefined) => void;
}) {
	return (
		<label>
			{label}
			<select
				aria-label={label}
				value={value ?? ""}
				onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
			>
				<option value="">model default</option>
				{SIZES.map((size) => (
					<option key={size}>{size}</option>
				))}
			</select>
		</label>
	);
}

/** Text-to-image parameters: size, steps, guidance, seed, negative prompt. Empty fields are not sent. */
export function ImageGenerationSettings({
	value,
	onChange,
}: {
	value: TextToImageParameters;
	onChange: (value: TextToImageParameters) => void;
}) {
	const set = (change: Partial<TextToImageParameters>) => {
		const next: Record<string, unknown> = { ...value, ...change };
		for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === "") delete next[key];
		onChange(next as TextToImageParameters);
	};
	return (
		<fieldset className="image-settings">
			<legend>Image settings</legend>
			<SizeSelect label="Width" value={value.width} onChange={(width) => set({ width })} />
			<SizeSelect label="Height" value={value.height} onChange={(height) => set({ height })} />
			<NumberField
				label="Steps"
				min={1}
				max={150}
				value={value.num_inference_steps}
				onChange={(num_inference_steps) => set({ num_inference_steps })}
			/>
			<NumberField
				label="Guidance"
				min={0}
				max={30}
				step={0.5}
				value={value.guidance_scale}
				onChange={(guidance_scale) => set({ guidance_scale })}
			/>
			<NumberField label="Seed" min={0} placeholder="random" value={value.seed} onChange={(seed) => set({ seed })} />
			<label className="wide">
				Negative prompt
				<input
					type="text"
					aria-label="Negative prompt"
					placeholder="what the image should not show"
					value={value.negative_prompt ?? ""}
					onChange={(e) => set({ negative_prompt: e.target.value })}
				/>
			</label>
		</fieldset>
	);
}
