// Code written against @huggingface/inference 3.9.2 and @huggingface/tasks 0.18, with only its imports changed.
// It must compile as it did there (three-x-types.test.ts compiles it on its own; `npm run typecheck` too).
// Nothing here runs: the functions are declared, never called.
import {
	chatCompletion,
	chatCompletionStream,
	documentQuestionAnswering,
	InferenceClient,
	type snippets,
	type TranslationArgs,
	translation,
	zeroShotClassification,
	zeroShotImageClassification,
} from "@modelyard/inference";

const client = new InferenceClient("hf_xxx");

/** A translation's arguments held in a variable of the exported type, given to the function and the method. */
export async function translateTyped(): Promise<string> {
	const args: TranslationArgs = { model: "Helsinki-NLP/opus-mt-en-fr", inputs: "Hello" };
	const viaFunction = await translation(args);
	const viaClient = await client.translation(args);
	return viaFunction.translation_text + viaClient.translation_text;
}

/** Several texts at once: the free function's overload (3.x accepted them, its types by accident). */
export async function translateSeveral(): Promise<unknown> {
	return translation({ model: "Helsinki-NLP/opus-mt-en-fr", inputs: ["Hello", "Goodbye"] });
}

/** A tool call's arguments are JSON text, to be parsed. */
export async function toolArguments(): Promise<unknown[]> {
	const out = await chatCompletion({ model: "m", messages: [{ role: "user", content: "Weather?" }] });
	const call = out.choices[0]?.message.tool_calls?.[0];
	const parsed: unknown[] = call ? [JSON.parse(call.function.arguments)] : [];
	for await (const chunk of chatCompletionStream({ model: "m", messages: [{ role: "user", content: "Weather?" }] })) {
		const delta = chunk.choices[0]?.delta.tool_calls?.[0];
		if (delta) parsed.push(delta.function.arguments.length);
	}
	return parsed;
}

/** A message typed the way @huggingface/tasks 0.18 types it: one chunk interface with optional fields. */
interface LooseChunk {
	type: "text" | "image_url";
	text?: string;
	image_url?: { url: string; [property: string]: unknown };
	[property: string]: unknown;
}
interface LooseMessage {
	role: string;
	content?: string | LooseChunk[];
	name?: string;
	[property: string]: unknown;
}

export async function looseMessages(messages: LooseMessage[]): Promise<unknown> {
	const chunk: LooseChunk = { type: "image_url", image_url: { url: "https://example.com/cat.png" } };
	await chatCompletion({ model: "m", messages: [...messages, { role: "user", content: [chunk] }] });
	return client.chatCompletion({ model: "m", messages });
}

/** A document answer's score and word span are typed as numbers. */
export async function documentAnswer(image: Blob): Promise<string> {
	const answer = await documentQuestionAnswering({ model: "m", inputs: { image, question: "Total?" } });
	return `${answer.answer} ${answer.score.toFixed(2)} ${answer.start}-${answer.end}`;
}

/** The legacy zero-shot image form, its parameters optional in the type as in 3.x. */
export function legacyZeroShotImage(image: Blob): Promise<unknown> {
	return zeroShotImageClassification({ model: "openai/clip-vit-base-patch32", inputs: { image } });
}

/** The snippet options' type, read from the `snippets` namespace. */
export const snippetOptions: snippets.InferenceSnippetOptions = { streaming: true };

/**
 * Stricter than 3.x, kept (QUIRKS.md): 3.x's client methods lost their argument types (removing `accessToken` from
 * a type with an index signature leaves the index signature), so a call missing a required field compiled there.
 */
export function missingLabels(): Promise<unknown> {
	// @ts-expect-error `parameters.candidate_labels` is required, as the free function requires it.
	return client.zeroShotClassification({ model: "facebook/bart-large-mnli", inputs: "Hi" });
}

export function missingLabelsFunction(): Promise<unknown> {
	// @ts-expect-error the free function's type is the same in 3.x and here.
	return zeroShotClassification({ model: "facebook/bart-large-mnli", inputs: "Hi" });
}
