// Tasks that read an image and answer in text: captioning, and questions about a picture or a document.
import type { GenerationParameters } from "./common.js";

export interface ImageToTextParameters {
	generation_parameters?: GenerationParameters;
	max_new_tokens?: number;
	[property: string]: unknown;
}
export interface ImageToTextInput {
	inputs: Blob;
	parameters?: ImageToTextParameters;
	[property: string]: unknown;
}
export interface ImageToTextOutput {
	generated_text: string;
	[property: string]: unknown;
}

export interface VisualQuestionAnsweringInputData {
	image: Blob;
	question: string;
	[property: string]: unknown;
}
export interface VisualQuestionAnsweringParameters {
	top_k?: number;
	[property: string]: unknown;
}
export interface VisualQuestionAnsweringInput {
	inputs: VisualQuestionAnsweringInputData;
	parameters?: VisualQuestionAnsweringParameters;
	[property: string]: unknown;
}
export interface VisualQuestionAnsweringOutputElement {
	answer: string;
	score: number;
	[property: string]: unknown;
}
export type VisualQuestionAnsweringOutput = VisualQuestionAnsweringOutputElement[];

/** A word and its box on the page, as OCR gives them: a string or its coordinates. */
export type WordBox = number[] | string;
export interface DocumentQuestionAnsweringInputData {
	image: Blob;
	question: string;
	[property: string]: unknown;
}
export interface DocumentQuestionAnsweringParameters {
	doc_stride?: number;
	handle_impossible_answer?: boolean;
	lang?: string;
	max_answer_len?: number;
	max_question_len?: number;
	max_seq_len?: number;
	top_k?: number;
	word_boxes?: WordBox[];
	[property: string]: unknown;
}
export interface DocumentQuestionAnsweringInput {
	inputs: DocumentQuestionAnsweringInputData;
	parameters?: DocumentQuestionAnsweringParameters;
	[property: string]: unknown;
}
export interface DocumentQuestionAnsweringOutputElement {
	answer: string;
	/**
	 * Word indices of the answer in the document, and its score. Typed as always there, as @huggingface/tasks types
	 * them (code written against it reads `score.toFixed()`); a model that generates its answer may leave them out.
	 */
	end: number;
	score: number;
	start: number;
	[property: string]: unknown;
}
export type DocumentQuestionAnsweringOutput = DocumentQuestionAnsweringOutputElement[];
