import { useEffect, useState } from "react";
import { useRecorder } from "./useRecorder.js";

interface Props {
	medium: "image" | "audio";
	/** The chosen media's URL and name, for the preview. */
	url?: string;
	name?: string;
	onChoose: (media: Blob, name: string) => void;
	/** Sample files offered with a button each (none offline, where the recorded inputs are offered instead). */
	samples: string[];
	onSample: (file: string) => void;
}

const accepts = (medium: Props["medium"], blob: Blob) => blob.type.startsWith(`${medium}/`);

/**
 * Where a person gives an image or a sound: drop a file, paste an image, pick a file, record from the
 * microphone (audio), or take the sample.
 */
export function MediaInput({ medium, url, name, onChoose, samples, onSample }: Props) {
	const [over, setOver] = useState(false);
	const [refused, setRefused] = useState<string>();
	const recorder = useRecorder((audio) => onChoose(audio, "microphone recording"));
	const take = (files: Iterable<File>) => {
		const file = [...files].find((f) => accepts(medium, f));
		if (file) {
			setRefused(undefined);
			onChoose(file, file.name);
		} else setRefused(`That is not ${medium === "image" ? "an image" : "an audio file"}.`);
	};
	// A pasted image is taken wherever the focus is, unless the person pastes into a text field.
	useEffect(() => {
		if (medium !== "image") return;
		const onPaste = (event: ClipboardEvent) => {
			const images = [...(event.clipboardData?.files ?? [])].filter((f) => accepts("image", f));
			const first = images[0];
			if (!first) return;
			event.preventDefault();
			onChoose(first, first.name || "pasted image");
		};
		window.addEventListener("paste", onPaste);
		return () => window.removeEventListener("paste", onPaste);
	}, [medium, onChoose]);

	const noun = medium === "image" ? "an image" : "an audio file";
	return (
		<section
			className="media-input"
			aria-label={medium === "image" ? "Image input" : "Audio input"}
			data-over={over || undefined}
			onDragOver={(e) => {
				e.preventDefault();
				setOver(true);
			}}
			onDragLeave={() => setOver(false)}
			onDrop={(e) => {
				e.preventDefault();
				setOver(false);
				take(e.dataTransfer.files);
			}}
		>
			<p className="media-hint">
				Drop {noun} here{medium === "image" ? ", paste one (Ctrl+V)," : ""} or
				<label className="media-file">
					<span>choose a file</span>
					<input
						type="file"
						aria-label={medium === "image" ? "Image file" : "Audio file"}
						accept={`${medium}/*`}
						onChange={(e) => take(e.target.files ?? [])}
					/>
				</label>
			</p>
			{(samples.length > 0 || medium === "audio") && (
				<div className="media-actions">
					{samples.map((file) => (
						<button key={file} type="button" onClick={() => onSample(file)}>
							Use the sample {file}
						</button>
					))}
					{medium === "audio" &&
						(recorder.recording ? (
							<button type="button" className="recording" onClick={recorder.stop}>
								Stop recording
							</button>
						) : (
							<button type="button" onClick={() => void recorder.start()}>
								Record from the microphone
							</button>
						))}
				</div>
			)}
			{(refused || recorder.error) && (
				<p className="error" role="alert">
					{refused ?? recorder.error}
				</p>
			)}
			{url && medium === "image" && <img className="media-preview" src={url} alt={`Chosen input: ${name}`} />}
			{url && medium === "audio" && (
				// biome-ignore lint/a11y/useMediaCaption: the person's own recording or file has no caption track
				<audio controls src={url} aria-label={`Chosen audio: ${name}`} />
			)}
			{name && <p className="note">Chosen: {name}</p>}
		</section>
	);
}
