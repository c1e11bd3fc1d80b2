import { useEffect, useRef, useState } from "react";

export interface Recorder {
	recording: boolean;
	error?: string;
	start(): Promise<void>;
	stop(): void;
}

/** Records from the microphone with MediaRecorder; hands the recording over when stopped. */
export function useRecorder(onRecorded: (audio: Blob) => void): Recorder {
	const [recording, setRecording] = useState(false);
	const [error, setError] = useState<string>();
	const recorder = useRef<MediaRecorder | undefined>(undefined);
	// The microphone is released if the panel goes away mid-recording.
	useEffect(
		() => () => {
			for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
		},
		[],
	);

	const start = async () => {
		setError(undefined);
		if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
			setError("This browser cannot record audio here (it needs HTTPS or localhost). Upload a file instead.");
			return;
		}
		let stream: MediaStream;
		try {
			stream = await navigator.mediaDevices.getUserMedia({ audio: true });
		} catch (caught) {
			const denied = caught instanceof DOMException && caught.name === "NotAllowedError";
			setError(
				denied
					? "The microphone was refused: allow it in the browser's site settings, or upload a file."
					: "No microphone could be opened: plug one in, or upload a file.",
			);
			return;
		}
		const chunks: Blob[] = [];
		const media = new MediaRecorder(stream);
		media.ondataavailable = (event) => chunks.push(event.data);
		media.onstop = () => {
			for (const track of stream.getTracks()) track.stop();
			onRecorded(new Blob(chunks, { type: media.mimeType || "audio/webm" }));
		};
		recorder.current = media;
		media.start();
		setRecording(true);
	};
	const stop = () => {
		recorder.current?.stop();
		recorder.current = undefined;
		setRecording(false);
	};
	return { recording, error, start, stop };
}
