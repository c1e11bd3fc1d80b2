/**
 * Default examples of the Hub's inference widget, per language and widget task, used when a model card
 * has no `widget:` examples of its own. Fill-mask texts hold a `<mask>` placeholder that the Hub swaps
 * for the model's mask token.
 */
import type { WidgetType } from "./pipelines.js";
import type { WidgetExample } from "./widget-example.js";

/** The default widget examples of one language, per widget task. */
export type PerLanguageMapping = Map<WidgetType, WidgetExample[]>;

type LanguageExamples = Partial<Record<WidgetType, WidgetExample[]>>;

const EN: LanguageExamples = {
	"text-classification": [
		{ text: "I really enjoyed this film, the acting was superb." },
		{ text: "The service was slow and the food arrived cold." },
	],
	"token-classification": [
		{ text: "Ahmed Khan joined Siemens in Munich last spring." },
		{ text: "My name is Clara Jensen and I live in Copenhagen." },
	],
	"table-question-answering": [
		{
			text: "Which mountain is the highest?",
			table: {
				Mountain: ["Everest", "K2", "Kangchenjunga"],
				"Height (m)": ["8849", "8611", "8586"],
				Range: ["Himalaya", "Karakoram", "Himalaya"],
			},
		},
	],
	"question-answering": [
		{ text: "Where does Lena live?", context: "My name is Lena and I live in Vienna, where I teach music." },
		{
			text: "When did the bridge open?",
			context: "The bridge took six years to build and opened to traffic in 1937. It was painted orange.",
		},
	],
	"zero-shot-classification": [
		{
			text: "My package arrived damaged and I need a replacement before Friday.",
			candidate_labels: "urgent, not urgent, shipping, billing, product quality",
			multi_class: true,
		},
		{
			text: "Could you tell me which plans include cloud backups?",
			candidate_labels: "refund, legal, faq",
			multi_class: false,
		},
	],
	translation: [{ text: "My name is Sara and I live in Lisbon." }, { text: "The museum is closed on Mondays." }],
	summarization: [
		{
			text:
				"The Amazon is the largest tropical rainforest on Earth. It covers roughly 5.5 million square " +
				"kilometres of the Amazon basin in South America and stretches across nine countries, with about " +
				"sixty percent of it in Brazil. Scientists estimate that it holds around 390 billion trees belonging " +
				"to some 16,000 species. Because it stores huge amounts of carbon, the forest plays a major role in " +
				"regulating the global climate.",
		},
	],
	conversational: [
		{ messages: [{ role: "user", content: "Hi! What can you help me with?" }] },
		{ messages: [{ role: "user", content: "How much is 17 times 23?" }] },
		{ messages: [{ role: "user", content: "Give me three ideas for a rainy Sunday." }] },
		{ messages: [{ role: "user", content: "Explain how a rainbow forms, in two sentences." }] },
	],
	"text-generation": [
		{ text: "The best way to learn a new language is" },
		{ text: "Once upon a time, a small robot woke up in an empty library and" },
		{ text: "Here is a recipe for a quick vegetable soup:" },
	],
	"fill-mask": [
		{ text: "Water boils at 100 degrees <mask> at sea level." },
		{ text: "I drink a cup of <mask> every morning." },
	],
	"sentence-similarity": [
		{
			source_sentence: "The children are playing football in the park.",
			sentences: ["Kids are kicking a ball on the grass.", "The park closes at sunset.", "A chef is baking bread."],
		},
	],
	"automatic-speech-recognition": [
		{ example_title: "Read speech, sample 1", src: "https://cdn-media.huggingface.co/speech_samples/sample1.flac" },
		{ example_title: "Read speech, sample 2", src: "https://cdn-media.huggingface.co/speech_samples/sample2.flac" },
	],
	"text-to-speech": [
		{ text: "Good morning! Today will be sunny with a light breeze." },
		{ text: "Please mind the gap between the train and the platform." },
	],
};

const FR: LanguageExamples = {
	"text-classification": [
		{ text: "J'ai adoré ce livre, je le recommande à tout le monde !" },
		{ text: "Le colis est arrivé en retard et abîmé." },
	],
	"token-classification": [{ text: "Je m'appelle Julien Moreau et je travaille chez Airbus à Toulouse." }],
	"question-answering": [
		{ text: "Où habite Camille ?", context: "Je m'appelle Camille et j'habite à Lyon, près de la gare." },
	],
	"zero-shot-classification": [
		{
			text: "Mon abonnement a été débité deux fois ce mois-ci.",
			candidate_labels: "facturation, livraison, technique",
			multi_class: true,
		},
	],
	translation: [{ text: "Le train pour Marseille part à huit heures." }],
	summarization: [
		{
			text:
				"Le mont Blanc est le plus haut sommet des Alpes, avec une altitude d'environ 4 806 mètres. Il se " +
				"trouve à la frontière entre la France et l'Italie. Sa première ascension, en 1786, par Jacques " +
				"Balmat et Michel Paccard, est souvent vue comme la naissance de l'alpinisme. Chaque été, des " +
				"milliers d'alpinistes tentent d'atteindre son sommet.",
		},
	],
	"text-generation": [{ text: "Il était une fois, dans un petit village de montagne," }],
	"fill-mask": [{ text: "La tour Eiffel se trouve à <mask>." }, { text: "Le matin, je bois un <mask> au lait." }],
	"sentence-similarity": [
		{
			source_sentence: "Il fait très beau aujourd'hui.",
			sentences: ["Le temps est magnifique ce matin.", "Il pleut depuis trois jours.", "J'aime marcher au soleil."],
		},
	],
};

const ES: LanguageExamples = {
	"text-classification": [
		{ text: "¡Me encanta este restaurante, la comida es deliciosa!" },
		{ text: "El producto dejó de funcionar a los dos días." },
	],
	"token-classification": [{ text: "Me llamo Lucía Fernández y trabajo en Telefónica en Madrid." }],
	"question-answering": [{ text: "¿Dónde vive Mateo?", context: "Me llamo Mateo y vivo en Sevilla con mi familia." }],
	"zero-shot-classification": [
		{
			text: "Quiero cambiar la dirección de entrega de mi pedido.",
			candidate_labels: "envío, facturación, devoluciones",
			multi_class: true,
		},
	],
	translation: [{ text: "Mañana visitaremos el museo del Prado." }],
	summarization: [
		{
			text:
				"La Sagrada Família es una basílica de Barcelona diseñada por el arquitecto Antoni Gaudí. Su " +
				"construcción comenzó en 1882 y todavía no ha terminado. Gaudí dedicó los últimos años de su vida " +
				"al proyecto y está enterrado en su cripta. En 2010 el templo fue consagrado como basílica, y hoy " +
				"es uno de los monumentos más visitados de España.",
		},
	],
	"text-generation": [{ text: "Había una vez un pequeño dragón que" }],
	"fill-mask": [{ text: "Madrid es la <mask> de España." }, { text: "Por la mañana me gusta beber <mask>." }],
	"sentence-similarity": [
		{
			source_sentence: "El gato duerme en el sofá.",
			sentences: ["Un gato descansa en el sillón.", "El perro corre en el parque.", "Hoy hace mucho calor."],
		},
	],
};

const DE: LanguageExamples = {
	"text-classification": [
		{ text: "Das Hotel war sauber und das Personal sehr freundlich." },
		{ text: "Leider war der Film langweilig und viel zu lang." },
	],
	"token-classification": [{ text: "Mein Name ist Jonas Becker und ich arbeite bei Bosch in Stuttgart." }],
	"question-answering": [{ text: "Wo wohnt Anna?", context: "Ich heiße Anna und wohne seit zwei Jahren in Hamburg." }],
	"zero-shot-classification": [
		{
			text: "Meine Rechnung enthält einen falschen Betrag.",
			candidate_labels: "Rechnung, Versand, Technik",
			multi_class: true,
		},
	],
	translation: [{ text: "Der Zug nach München fährt um neun Uhr ab." }],
	summarization: [
		{
			text:
				"Der Rhein ist einer der längsten Flüsse Europas. Er entspringt in den Schweizer Alpen, fließt durch " +
				"den Bodensee und bildet einen Teil der Grenze zwischen Deutschland und Frankreich, bevor er in den " +
				"Niederlanden in die Nordsee mündet. Mit rund 1.230 Kilometern Länge ist er eine wichtige " +
				"Wasserstraße. Das Mittelrheintal mit seinen Burgen gehört seit 2002 zum UNESCO-Welterbe.",
		},
	],
	"text-generation": [{ text: "Es war einmal ein kleiner Fuchs, der" }],
	"fill-mask": [
		{ text: "Berlin ist die <mask> von Deutschland." },
		{ text: "Am Wochenende gehe ich gern im <mask> spazieren." },
	],
	"sentence-similarity": [
		{
			source_sentence: "Das Kind spielt im Garten.",
			sentences: ["Ein Junge spielt draußen.", "Die Frau liest ein Buch.", "Es regnet heute den ganzen Tag."],
		},
	],
};

/** Language code -> examples, as plain data; MAPPING_DEFAULT_WIDGET is its Map form. */
export const DEFAULT_WIDGET_EXAMPLES: Readonly<Record<string, LanguageExamples>> = { en: EN, fr: FR, es: ES, de: DE };

function toMappings(byLanguage: Readonly<Record<string, LanguageExamples>>): Map<string, PerLanguageMapping> {
	return new Map(
		Object.entries(byLanguage).map(([language, examples]) => [
			language,
			new Map(Object.entries(examples) as [WidgetType, WidgetExample[]][]),
		]),
	);
}

/** Default widget examples: language code (`en`, `fr`, `es`, `de`) -> widget task -> examples. */
export const MAPPING_DEFAULT_WIDGET: Map<string, PerLanguageMapping> =
	/* @__PURE__ */ toMappings(DEFAULT_WIDGET_EXAMPLES);
