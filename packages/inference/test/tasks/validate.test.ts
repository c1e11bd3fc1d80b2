import { describe, expect, it } from "vitest";
import { InferenceOutputError } from "../../src/errors/index.js";
import {
	checkOutput,
	firstIfArray,
	isArrayOf,
	isBlob,
	isLabelScoreArray,
	isNullish,
	isNumber,
	isObjectWith,
	isOneOf,
	isOptional,
	isRecord,
	isString,
} from "../../src/tasks/validate.js";

const SUFFIX = ". Use the 'request' method with the same parameters to do a custom call with no type checking.";

describe("shape checkers", () => {
	it("primitive guards accept only their type", () => {
		expect([isString("a"), isString(1), isNumber(1), isNumber("1"), isBlob(new Blob([])), isBlob({})]).toEqual([
			true,
			false,
			true,
			false,
			true,
			false,
		]);
	});

	it("isRecord refuses arrays, null and Blobs", () => {
		expect([isRecord({}), isRecord([]), isRecord(null), isRecord(new Blob([]))]).toEqual([true, false, false, false]);
	});

	it("isArrayOf checks every element", () => {
		expect(isArrayOf(isNumber)([1, 2])).toBe(true);
		expect(isArrayOf(isNumber)([1, "2"])).toBe(false);
		expect(isArrayOf(isNumber)({ 0: 1 })).toBe(false);
	});

	it("isObjectWith checks the listed keys and allows others", () => {
		const guard = isObjectWith({ a: isString, b: isOptional(isNumber), c: isNullish(isNumber) });
		expect(guard({ a: "x", extra: true })).toBe(true);
		expect(guard({ a: "x", b: 1, c: null })).toBe(true);
		expect(guard({ a: "x", b: null })).toBe(false);
		expect(guard({ b: 1 })).toBe(false);
		expect(guard("a")).toBe(false);
	});

	it("isOneOf accepts either shape", () => {
		const guard = isOneOf(isString, isNumber);
		expect([guard("a"), guard(1), guard(true)]).toEqual([true, true, false]);
	});

	it("isLabelScoreArray is the classification shape", () => {
		expect(isLabelScoreArray([{ label: "a", score: 0.5 }])).toBe(true);
		expect(isLabelScoreArray([{ label: "a", score: "0.5" }])).toBe(false);
		expect(isLabelScoreArray([])).toBe(true);
	});

	it("checkOutput returns the value when it fits", () => {
		expect(checkOutput([1], isArrayOf(isNumber), "Expected Array<number>")).toEqual([1]);
	});

	it("checkOutput throws InferenceOutputError with the 3.x message", () => {
		const check = () => checkOutput(["x"], isArrayOf(isNumber), "Expected Array<number>");
		expect(check).toThrow(InferenceOutputError);
		expect(check).toThrow(TypeError);
		expect(check).toThrow(`Invalid inference output: Expected Array<number>${SUFFIX}`);
	});

	it("firstIfArray unwraps one level", () => {
		expect(firstIfArray([{ a: 1 }, { a: 2 }])).toEqual({ a: 1 });
		expect(firstIfArray({ a: 1 })).toEqual({ a: 1 });
		expect(firstIfArray([])).toBeUndefined();
	});
});
