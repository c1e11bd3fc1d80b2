/** A labelled number input whose empty value means "not set" (the provider's or model's default). */
export function NumberField({
	label,
	value,
	onChange,
	min,
	max,
	step,
	placeholder = "default",
}: {
	label: string;
	value: number | undefined;
	onChange: (value: number | undefined) => void;
	min?: number;
	max?: number;
	step?: number;
	placeholder?: string;
}) {
	return (
		<label>
			{label}
			<input
				type="number"
				aria-label={label}
				min={min}
				max={max}
				step={step}
				placeholder={placeholder}
				value={value ?? ""}
				onChange={(e) => onChange(e.target.value.trim() === "" ? undefined : Number(e.target.value))}
			/>
		</label>
	);
}
