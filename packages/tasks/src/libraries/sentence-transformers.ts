import type { ModelData } from "../model-data.js";
import { hasTag, pythonString, toPythonLiteral } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const DEFAULT_SENTENCES = ["The weather is lovely today.", "It's so sunny outside!", "He drove to the stadium."];

/** The widget's source sentence followed by its comparison sentences, when the card defines them. */
function widgetSentences(model: ModelData): string[] | undefined {
	const example = model.widgetData?.[0];
	if (!example || !("source_sentence" in example) || !Array.isArray(example.sentences)) return undefined;
	const sentences = [example.source_sentence, ...example.sentences].filter((s) => typeof s === "string");
	return sentences.length > 1 ? sentences : undefined;
}

/** Cross-encoders score (query, passage) pairs; every other model embeds sentences. */
function sentenceTransformersSnippets(model: ModelData): string[] {
	const remoteCode = hasTag(model, "custom_code") ? ", trust_remote_code=True" : "";
	const id = pythonString(model.id);
	if (hasTag(model, "cross-encoder") || model.pipeline_tag === "text-ranking") {
		return [
			`from sentence_transformers import CrossEncoder

model = CrossEncoder(${id}${remoteCode})

query = "Which planet is known as the Red Planet?"
passages = [
    "Venus is often called Earth's twin because of its similar size and proximity.",
    "Mars, known for its reddish appearance, is often referred to as the Red Planet.",
    "Jupiter, the largest planet in our solar system, has a prominent red spot.",
]
scores = model.predict([(query, passage) for passage in passages])
print(scores)
ranking = model.rank(query, passages)  # passages sorted by score, best first
print(ranking)`,
		];
	}
	const sentences = widgetSentences(model) ?? DEFAULT_SENTENCES;
	const count = sentences.length;
	return [
		`from sentence_transformers import SentenceTransformer

model = SentenceTransformer(${id}${remoteCode})

sentences = ${toPythonLiteral(sentences)}
embeddings = model.encode(sentences)

similarities = model.similarity(embeddings, embeddings)
print(similarities.shape)
# [${count}, ${count}]`,
	];
}

export const sentenceTransformers: LibraryUiElement = {
	prettyLabel: "sentence-transformers",
	repoName: "sentence-transformers",
	repoUrl: "https://github.com/UKPLab/sentence-transformers",
	docsUrl: "https://huggingface.co/docs/hub/sentence-transformers",
	filter: true,
	snippets: sentenceTransformersSnippets,
};
