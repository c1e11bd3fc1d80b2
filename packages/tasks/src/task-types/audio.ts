// Audio tasks: inputs are the audio bytes (a Blob), or text for the speech and audio generators.
import type { ClassificationOutputElement, ClassificationParameters, GenerationParameters } from "./common.js";

export type AudioClassificationParameters = ClassificationParameters;
export interface AudioClassificationInput {
	inputs: Blob;
	parameters?: AudioClassificationParameters;
	[property: string]: unknown;
}
export type AudioClassificationOutputElement = ClassificationOutputElement;
export type AudioClassificationOutput = AudioClassificationOutputElement[];

export interface AutomaticSpeechRecognitionParameters {
	generation_parameters?: GenerationParameters;
	/** Also return the start and end time of each chunk of text. */
	return_timestamps?: boolean;
	[property: string]: unknown;
}
export interface AutomaticSpeechRecognitionInput {
	inputs: Blob;
	parameters?: AutomaticSpeechRecognitionParameters;
	[property: string]: unknown;
}
export interface AutomaticSpeechRecognitionOutputChunk {
	text: string;
	/** Start and end, in seconds. */
	timestamp: number[];
	[property: string]: unknown;
}
export interface AutomaticSpeechRecognitionOutput {
	text: string;
	chunks?: AutomaticSpeechRecognitionOutputChunk[];
	[property: string]: unknown;
}

export interface TextToSpeechParameters {
	generation_parameters?: GenerationParameters;
	[property: string]: unknown;
}
export interface TextToSpeechInput {
	inputs: string;
	parameters?: TextToSpeechParameters;
	[property: string]: unknown;
}
export interface TextToSpeechOutput {
	audio: unknown;
	sampling_rate?: number;
	[property: string]: unknown;
}

export type TextToAudioParameters = TextToSpeechParameters;
export type TextToAudioInput = TextToSpeechInput;
export interface TextToAudioOutput {
	audio: unknown;
	sampling_rate: number;
	[property: string]: unknown;
}
