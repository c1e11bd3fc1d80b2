import type { TaskDataCustom } from "./types.js";

export const tokenClassification: TaskDataCustom = {
	datasets: [
		{
			description: "English news text annotated with people, organisations, locations and miscellaneous names.",
			id: "eriktks/conll2003",
		},
		{ description: "Named entities in Wikipedia articles for more than 170 languages.", id: "unimelb-nlp/wikiann" },
		{
			description: "Large OntoNotes corpus with 18 entity types, including dates, quantities and money.",
			id: "tner/ontonotes5",
		},
	],
	demo: {
		inputs: [{ label: "Input", content: "Ada Lovelace worked with Charles Babbage in London.", type: "text" }],
		outputs: [
			{
				text: "Ada Lovelace worked with Charles Babbage in London.",
				tokens: [
					{ type: "PER", start: 0, end: 12 },
					{ type: "PER", start: 25, end: 40 },
					{ type: "LOC", start: 44, end: 50 },
				],
				type: "text-with-tokens",
			},
		],
	},
	metrics: [
		{
			description: "Entity-level precision, recall and F1: an entity counts only if both its span and type are right.",
			id: "seqeval",
		},
		{ description: "Harmonic mean of entity-level precision and recall; the headline number for NER.", id: "f1" },
	],
	models: [
		{
			description: "BERT fine-tuned on CoNLL-2003 for the four classic entity types; a solid English baseline.",
			id: "dslim/bert-base-NER",
		},
		{
			description: "Larger, more accurate CoNLL-2003 tagger that also transfers to other languages.",
			id: "FacebookAI/xlm-roberta-large-finetuned-conll03-english",
		},
		{
			description: "Person, organisation and location tagger for ten high-resource languages.",
			id: "Davlan/bert-base-multilingual-cased-ner-hrl",
		},
		{ description: "High-accuracy English NER from the Flair library.", id: "flair/ner-english-large" },
		{
			description: "GLiNER model that extracts entity types you name at inference time, in many languages.",
			id: "urchade/gliner_multi-v2.1",
		},
	],
	spaces: [
		{
			description: "Type the entity labels you want and extract them from any text with GLiNER.",
			id: "urchade/gliner_multiv2.1",
		},
		{
			description: "Demo of the medium GLiNER model for open-label entity extraction.",
			id: "urchade/gliner_mediumv2.1",
		},
	],
	summary:
		"Token classification gives a label to each word or sub-word in a text. Named entity recognition (people, places, organisations, dates) and part-of-speech tagging are the common cases; outputs are labelled spans with character offsets.",
	widgetModels: ["dslim/bert-base-NER"],
};
