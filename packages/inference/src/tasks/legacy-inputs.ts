// Argument forms older 3.x code still passes: raw bytes in `data` instead of a Blob in `inputs`.
// Routing sends `data` as the raw body, whatever the task, so the task functions pass it on untouched.

export interface LegacyBinaryInput {
	data: Blob | ArrayBuffer;
}

export type LegacyAudioInput = LegacyBinaryInput;
export type LegacyImageInput = LegacyBinaryInput;
