/** Every library's snippets over every descriptor of the corpus, labelled for failure messages. */
import { ALL_MODEL_LIBRARY_KEYS, type LibraryUiElement, MODEL_LIBRARIES_UI_ELEMENTS } from "@modelyard/tasks";
import { DESCRIPTOR_LIST } from "./fixtures/descriptors.js";

export interface GeneratedSnippet {
	library: string;
	descriptor: string;
	index: number;
	code: string;
}

export function librariesWithSnippets(): Array<[string, NonNullable<LibraryUiElement["snippets"]>]> {
	return ALL_MODEL_LIBRARY_KEYS.flatMap((key) => {
		const snippets = (MODEL_LIBRARIES_UI_ELEMENTS[key] as LibraryUiElement).snippets;
		return snippets ? [[key, snippets] as [string, NonNullable<LibraryUiElement["snippets"]>]] : [];
	});
}

export function generateAllSnippets(): GeneratedSnippet[] {
	return librariesWithSnippets().flatMap(([library, snippets]) =>
		DESCRIPTOR_LIST.flatMap(({ name, model }) =>
			snippets(model).map((code, index) => ({ library, descriptor: name, index, code })),
		),
	);
}
