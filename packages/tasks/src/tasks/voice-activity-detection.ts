import type { TaskDataCustom } from "./types.js";

export const voiceActivityDetection: TaskDataCustom = {
	datasets: [
		{
			description: "AMI: 100 hours of recorded meetings with word- and speaker-level timings.",
			id: "edinburghcstr/ami",
		},
		{
			description: "CALLHOME: multilingual telephone conversations annotated with who speaks when.",
			id: "diarizers-community/callhome",
		},
	],
	demo: {
		inputs: [{ filename: "voice-activity-detection-input.wav", type: "audio" }],
		outputs: [
			{
				table: [
					["Start (s)", "End (s)", "Label"],
					["0.42", "3.87", "speech"],
					["5.10", "9.65", "speech"],
				],
				type: "tabular",
			},
		],
	},
	metrics: [
		{
			description:
				"Detection error rate: missed speech plus false alarms, divided by total speech time (lower is better).",
			id: "detection_error_rate",
		},
		{ description: "Frame-level F1 score of the speech / non-speech decision.", id: "f1" },
	],
	models: [
		{
			description: "pyannote voice activity detection pipeline: speech regions with precise boundaries (gated).",
			id: "pyannote/voice-activity-detection",
		},
		{
			description: "pyannote segmentation 3.0: frame-level speech, overlap and speaker-change detection (gated).",
			id: "pyannote/segmentation-3.0",
		},
		{ description: "SpeechBrain CRDNN VAD trained on LibriParty.", id: "speechbrain/vad-crdnn-libriparty" },
		{
			description:
				"pyannote speaker diarization 3.1: finds who speaks when, building on voice activity detection (gated).",
			id: "pyannote/speaker-diarization-3.1",
		},
	],
	spaces: [
		{
			description: "Try pyannote's pretrained pipelines, including voice activity detection, on your audio.",
			id: "pyannote/pretrained-pipelines",
		},
	],
	summary:
		"Voice activity detection (VAD) finds the time ranges of a recording that contain speech. It is a cheap first step before transcription, diarization or streaming voice assistants: it skips silence and noise and splits long audio into chunks.",
	widgetModels: ["pyannote/voice-activity-detection"],
};
