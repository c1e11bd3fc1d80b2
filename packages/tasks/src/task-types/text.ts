// Text tasks other than generation: classification, extraction, embeddings, question answering, seq2seq.
import type { ClassificationOutputElement, ClassificationParameters } from "./common.js";

export type TextClassificationParameters = ClassificationParameters;
export interface TextClassificationInput {
	inputs: string;
	parameters?: TextClassificationParameters;
	[property: string]: unknown;
}
export type TextClassificationOutputElement = ClassificationOutputElement;
export type TextClassificationOutput = TextClassificationOutputElement[];

export interface ZeroShotClassificationParameters {
	candidate_labels: string[];
	hypothesis_template?: string;
	/** Labels are scored independently instead of competing for one probability mass. */
	multi_label?: boolean;
	[property: string]: unknown;
}
export interface ZeroShotClassificationInput {
	inputs: string;
	parameters: ZeroShotClassificationParameters;
	[property: string]: unknown;
}
export type ZeroShotClassificationOutputElement = ClassificationOutputElement;
export type ZeroShotClassificationOutput = ZeroShotClassificationOutputElement[];

export type TokenClassificationAggregationStrategy = "none" | "simple" | "first" | "average" | "max";
export interface TokenClassificationParameters {
	aggregation_strategy?: TokenClassificationAggregationStrategy;
	ignore_labels?: string[];
	stride?: number;
	[property: string]: unknown;
}
export interface TokenClassificationInput {
	inputs: string;
	parameters?: TokenClassificationParameters;
	[property: string]: unknown;
}
export interface TokenClassificationOutputElement {
	/** Character offsets of the entity in the input. */
	start: number;
	end: number;
	score: number;
	word: string;
	/** Set when the entities are aggregated (the default). */
	entity_group?: string;
	/** Set when they are not. */
	entity?: string;
	[property: string]: unknown;
}
export type TokenClassificationOutput = TokenClassificationOutputElement[];

export interface FillMaskParameters {
	targets?: string[];
	top_k?: number;
	[property: string]: unknown;
}
export interface FillMaskInput {
	inputs: string;
	parameters?: FillMaskParameters;
	[property: string]: unknown;
}
export interface FillMaskOutputElement {
	score: number;
	/** The input with the mask filled in. */
	sequence: string;
	token: number;
	token_str: string;
	[property: string]: unknown;
}
export type FillMaskOutput = FillMaskOutputElement[];

export type FeatureExtractionInputs = string | string[];
export type FeatureExtractionInputTruncationDirection = "Left" | "Right";
export interface FeatureExtractionInput {
	inputs: FeatureExtractionInputs;
	normalize?: boolean;
	prompt_name?: string;
	truncate?: boolean;
	truncation_direction?: FeatureExtractionInputTruncationDirection;
	[property: string]: unknown;
}
export type FeatureExtractionOutput = number[][];

export interface SentenceSimilarityInputData {
	source_sentence: string;
	sentences: string[];
	[property: string]: unknown;
}
export interface SentenceSimilarityInput {
	inputs: SentenceSimilarityInputData;
	parameters?: Record<string, unknown>;
	[property: string]: unknown;
}
export type SentenceSimilarityOutput = number[];

export interface QuestionAnsweringInputData {
	context: string;
	question: string;
	[property: string]: unknown;
}
export interface QuestionAnsweringParameters {
	align_to_words?: boolean;
	doc_stride?: number;
	handle_impossible_answer?: boolean;
	max_answer_len?: number;
	max_question_len?: number;
	max_seq_len?: number;
	top_k?: number;
	[property: string]: unknown;
}
export interface QuestionAnsweringInput {
	inputs: QuestionAnsweringInputData;
	parameters?: QuestionAnsweringParameters;
	[property: string]: unknown;
}
export interface QuestionAnsweringOutputElement {
	answer: string;
	/** Character offsets of the answer in the context. */
	start: number;
	end: number;
	score: number;
	[property: string]: unknown;
}
export type QuestionAnsweringOutput = QuestionAnsweringOutputElement[];

export type Padding = "do_not_pad" | "longest" | "max_length";
export interface TableQuestionAnsweringInputData {
	question: string;
	/** Column name -> the cells of that column. */
	table: Record<string, string[]>;
	[property: string]: unknown;
}
export interface TableQuestionAnsweringParameters {
	padding?: Padding;
	sequential?: boolean;
	truncation?: boolean;
	[property: string]: unknown;
}
export interface TableQuestionAnsweringInput {
	inputs: TableQuestionAnsweringInputData;
	parameters?: TableQuestionAnsweringParameters;
	[property: string]: unknown;
}
export interface TableQuestionAnsweringOutputElement {
	answer: string;
	cells: string[];
	coordinates: number[][];
	/** The aggregation applied to the cells (SUM, AVERAGE, ...), when the model predicts one. */
	aggregator?: string;
	[property: string]: unknown;
}
export type TableQuestionAnsweringOutput = TableQuestionAnsweringOutputElement[];

export type SummarizationTruncationStrategy = "do_not_truncate" | "longest_first" | "only_first" | "only_second";
/** Parameters shared by the sequence-to-sequence tasks (summarization, translation, text2text). */
export interface Text2TextGenerationParameters {
	clean_up_tokenization_spaces?: boolean;
	generate_parameters?: Record<string, unknown>;
	truncation?: SummarizationTruncationStrategy;
	[property: string]: unknown;
}
export type Text2TextGenerationTruncationStrategy = SummarizationTruncationStrategy;
export interface Text2TextGenerationInput {
	inputs: string;
	parameters?: Text2TextGenerationParameters;
	[property: string]: unknown;
}
export interface Text2TextGenerationOutput {
	generated_text: string;
	[property: string]: unknown;
}

export type SummarizationParameters = Text2TextGenerationParameters;
export interface SummarizationInput {
	inputs: string;
	parameters?: SummarizationParameters;
	[property: string]: unknown;
}
export interface SummarizationOutput {
	summary_text: string;
	[property: string]: unknown;
}

export type TranslationTruncationStrategy = SummarizationTruncationStrategy;
export interface TranslationParameters extends Text2TextGenerationParameters {
	src_lang?: string;
	tgt_lang?: string;
}
export interface TranslationInput {
	inputs: string;
	parameters?: TranslationParameters;
	[property: string]: unknown;
}
export interface TranslationOutput {
	translation_text: string;
	[property: string]: unknown;
}
