import type { TextToImageParameters } from "@modelyard/tasks";

const SIZES = [256, 512, 768, 1024];

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
	const num = (text: string) => (text.trim() === "" ? undefined : Number(text));
	return (
		<fieldset className="image-settings">
			<legend>Image settings</legend>
			<label>
				Width
				<select aria-label="Width" value={value.width ?? ""} onChange={(e) => set({ width: num(e.target.value) })}>
					<option value="">model default</option>
					{SIZES.map((size) => (
						<option key={size}>{size}</option>
					))}
				</select>
			</label>
			<label>
				Height
				<select aria-label="Height" value={value.height ?? ""} onChange={(e) => set({ height: num(e.target.value) })}>
					<option value="">model default</option>
					{SIZES.map((size) => (
						<option key={size}>{size}</option>
					))}
				</select>
			</label>
			<label>
				Steps
				<input
					type="number"
					aria-label="Steps"
					min={1}
					max={150}
					placeholder="default"
					value={value.num_inference_steps ?? ""}
					onChange={(e) => set({ num_inference_steps: num(e.target.value) })}
				/>
			</label>
			<label>
				Guidance
				<input
					type="number"
					aria-label="Guidance"
					min={0}
					max={30}
					step={0.5}
					placeholder="default"
					value={value.guidance_scale ?? ""}
					onChange={(e) => set({ guidance_scale: num(e.target.value) })}
				/>
			</label>
			<label>
				Seed
				<input
					type="number"
					aria-label="Seed"
					min={0}
					placeholder="random"
					value={value.seed ?? ""}
					onChange={(e) => set({ seed: num(e.target.value) })}
				/>
			</label>
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
