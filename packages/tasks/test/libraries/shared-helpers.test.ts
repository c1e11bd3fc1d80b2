/** The helpers the library snippet generators share (packages/tasks/src/libraries/shared). */
import { describe, expect, it } from "vitest";
import {
	baseModelOf,
	firstWidgetText,
	hasTag,
	namespaceOf,
	nameWithoutNamespace,
	placeholderComment,
	pythonIdentifier,
} from "../../src/libraries/shared/index.js";

describe("repo id parts", () => {
	it("split owner and name, coping with legacy ids without an owner", () => {
		expect(nameWithoutNamespace("google/bert-base-uncased")).toBe("bert-base-uncased");
		expect(nameWithoutNamespace("gpt2")).toBe("gpt2");
		expect(namespaceOf("google/bert-base-uncased")).toBe("google");
		expect(namespaceOf("gpt2")).toBeUndefined();
	});
});

describe("pythonIdentifier", () => {
	it.each([
		["eds-pseudo.public", "eds_pseudo_public"],
		["7b-instruct", "_7b_instruct"],
		["import", "import_"],
		["None", "None_"],
		["it's-a-model", "it_s_a_model"],
		["---", "model"],
	])("%s -> %s", (text, expected) => {
		expect(pythonIdentifier(text)).toBe(expected);
		expect(expected).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
	});
});

describe("placeholderComment", () => {
	it("comments every line in the language's syntax", () => {
		expect(placeholderComment("a\n\nb")).toBe("# a\n#\n# b");
		expect(placeholderComment("⚠️ Unknown pipeline tag", "js")).toBe("// ⚠️ Unknown pipeline tag");
		expect(placeholderComment("x\r\ny", "shell")).toBe("# x\n# y");
	});
});

describe("descriptor readers", () => {
	it("read tags, the first widget text and the base model with their fallbacks", () => {
		expect(hasTag({ tags: ["lora"] }, "lora")).toBe(true);
		expect(hasTag({ tags: [] }, "lora")).toBe(false);
		expect(firstWidgetText({ widgetData: [{ text: "hi" }] })).toBe("hi");
		expect(firstWidgetText({ widgetData: [{ text: "" }] })).toBeUndefined();
		expect(firstWidgetText({ widgetData: [{ source_sentence: "a", sentences: ["b"] }] })).toBeUndefined();
		expect(firstWidgetText({})).toBeUndefined();
		expect(baseModelOf({ cardData: { base_model: "a/b" } })).toBe("a/b");
		expect(baseModelOf({ cardData: { base_model: ["c/d", "e/f"] } })).toBe("c/d");
		expect(baseModelOf({ cardData: { base_model: [] } })).toBeUndefined();
		expect(baseModelOf({ cardData: { base_model: " " } })).toBeUndefined();
		expect(baseModelOf({})).toBeUndefined();
	});
});
