// Bad arguments get an InferenceClientInputError naming the function, the argument, the type given and what
// is expected, before any network call (SPEC: "never a crash, a hang or a silent wrong answer"). Valid 3.x
// forms, the legacy `data` bytes included, still go through.
import { describe, expect, it, vi } from "vitest";
import { InferenceClientInputError, InferenceClientRoutingError } from "../../src/errors/index.js";
import { InferenceClient } from "../../src/index.js";
import * as tasks from "../../src/tasks/index.js";

type AnyTask = (args: unknown, options?: unknown) => Promise<unknown> | AsyncGenerator<unknown>;

const image = new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });
const TOKEN = "hf_secretsecretsecret";

/** A fetch that must never be called: every case here is refused before the network. */
function forbiddenFetch() {
	return vi.fn<typeof globalThis.fetch>(async () => {
		throw new Error("fetch must not be called");
	});
}

/** Runs a task function (plain or streaming) to its first result or error. */
async function run(fn: AnyTask, args: unknown, options?: unknown): Promise<unknown> {
	const result = fn(args, options);
	if (Symbol.asyncIterator in result) return (result as AsyncGenerator<unknown>).next();
	return result;
}

async function expectInputError(fn: AnyTask, args: unknown, message: string, options: object = {}) {
	const fetch = forbiddenFetch();
	const error = await run(fn, args, { ...options, fetch }).then(
		() => undefined,
		(caught: unknown) => caught,
	);
	expect(error).toBeInstanceOf(InferenceClientInputError);
	expect((error as Error).message).toBe(message);
	expect(fetch).not.toHaveBeenCalled();
}

/** Per task function: one valid argument object, and bad `inputs`-side variants with their exact message. */
const CASES: Record<string, { valid: Record<string, unknown>; bad: [Record<string, unknown>, string][] }> = {
	textClassification: {
		valid: { inputs: "I like it" },
		bad: [
			[{ inputs: 42 }, "`inputs` must be a string, got number (42)."],
			[{}, "`inputs` must be a string, got undefined."],
			[{ inputs: ["a"] }, "`inputs` must be a string, got array."],
		],
	},
	fillMask: { valid: { inputs: "The [MASK]" }, bad: [[{ inputs: null }, "`inputs` must be a string, got null."]] },
	summarization: { valid: { inputs: "text" }, bad: [[{ inputs: {} }, "`inputs` must be a string, got object."]] },
	tokenClassification: {
		valid: { inputs: "text" },
		bad: [[{ inputs: true }, "`inputs` must be a string, got boolean."]],
	},
	textGeneration: { valid: { inputs: "Once" }, bad: [[{ inputs: 1 }, "`inputs` must be a string, got number (1)."]] },
	textGenerationStream: { valid: { inputs: "Once" }, bad: [[{}, "`inputs` must be a string, got undefined."]] },
	textToImage: { valid: { inputs: "a cat" }, bad: [[{ inputs: image }, "`inputs` must be a string, got object."]] },
	textToSpeech: { valid: { inputs: "hello" }, bad: [[{ inputs: 3 }, "`inputs` must be a string, got number (3)."]] },
	textToVideo: {
		valid: { inputs: "a cat", provider: "fal-ai" },
		bad: [[{}, "`inputs` must be a string, got undefined."]],
	},
	translation: {
		valid: { inputs: ["a", "b"] },
		bad: [[{ inputs: [1] }, "`inputs` must be a string or an array of strings, got array."]],
	},
	featureExtraction: {
		valid: { inputs: "a" },
		bad: [[{ inputs: 5 }, "`inputs` must be a string or an array of strings, got number (5)."]],
	},
	zeroShotClassification: {
		valid: { inputs: "a", parameters: { candidate_labels: ["x", "y"] } },
		bad: [
			[
				{ inputs: "a", parameters: { candidate_labels: [] } },
				"`parameters.candidate_labels` must be a non-empty array of strings, got array.",
			],
			[
				{ inputs: "a", parameters: { candidate_labels: "x,y" } },
				"`parameters.candidate_labels` must be a non-empty array of strings, got string.",
			],
			[{ inputs: "a" }, "`parameters.candidate_labels` must be a non-empty array of strings, got undefined."],
		],
	},
	zeroShotImageClassification: {
		valid: { inputs: image, parameters: { candidate_labels: ["cat"] } },
		bad: [
			[
				{ inputs: "cat.png", parameters: { candidate_labels: ["cat"] } },
				"`inputs` must be a Blob or {image: Blob}, got string.",
			],
			[
				{ inputs: image, parameters: { candidate_labels: [1] } },
				"`parameters.candidate_labels` must be a non-empty array of strings, got array.",
			],
		],
	},
	questionAnswering: {
		valid: { inputs: { question: "q", context: "c" } },
		bad: [
			[{ inputs: "q" }, "`inputs` must be an object {question, context}, got string."],
			[{ inputs: { question: "q" } }, "`inputs.context` must be a string, got undefined."],
			[{ inputs: { question: 1, context: "c" } }, "`inputs.question` must be a string, got number (1)."],
		],
	},
	tableQuestionAnswering: {
		valid: { inputs: { question: "q", table: { a: ["1"] } } },
		bad: [
			[{ inputs: { table: { a: ["1"] } } }, "`inputs` must be an object {question: string, table}, got object."],
			[{ inputs: { question: "q", table: [] } }, "`inputs.table` must be an object (column name -> cells), got array."],
		],
	},
	documentQuestionAnswering: {
		valid: { inputs: { question: "q", image } },
		bad: [
			[{ inputs: { question: "q", image: "doc.png" } }, "`inputs.image` must be a Blob or an ArrayBuffer, got string."],
		],
	},
	visualQuestionAnswering: {
		valid: { inputs: { question: "q", image } },
		bad: [[{ inputs: { image } }, "`inputs.question` must be a string, got undefined."]],
	},
	sentenceSimilarity: {
		valid: { inputs: { source_sentence: "a", sentences: ["b"] } },
		bad: [
			[
				{ inputs: { source_sentence: "a", sentences: "b" } },
				"`inputs.sentences` must be an array of strings, got string.",
			],
		],
	},
	tabularClassification: {
		valid: { inputs: { data: { a: ["1"] } } },
		bad: [[{ inputs: { data: [] } }, "`inputs.data` must be an object (column name -> cells), got array."]],
	},
	tabularRegression: {
		valid: { inputs: { data: { a: ["1"] } } },
		bad: [[{ inputs: [] }, "`inputs` must be an object {data}, got array."]],
	},
	chatCompletion: {
		valid: { messages: [{ role: "user", content: "hi" }] },
		bad: [
			[{ messages: [] }, "`messages` must be a non-empty array of {role, content} messages, got array."],
			[{ messages: "hi" }, "`messages` must be a non-empty array of {role, content} messages, got string."],
			[
				{ messages: [{ content: "hi" }] },
				"`messages` must be a non-empty array of {role, content} messages, got array.",
			],
		],
	},
	chatCompletionStream: {
		valid: { messages: [{ role: "user", content: "hi" }] },
		bad: [[{ messages: [null] }, "`messages` must be a non-empty array of {role, content} messages, got array."]],
	},
	imageToVideo: {
		valid: { inputs: image, parameters: { prompt: "it moves" }, provider: "fal-ai" },
		bad: [
			[{}, "`inputs` must be a Blob or an ArrayBuffer, got undefined."],
			[{ inputs: "photo.png" }, "`inputs` must be a Blob or an ArrayBuffer, got string."],
			[{ inputs: image, parameters: { prompt: 3 } }, "`parameters.prompt` must be a string, got number (3)."],
		],
	},
	textToAudio: { valid: { inputs: "jazz" }, bad: [[{ inputs: image }, "`inputs` must be a string, got object."]] },
	request: { valid: { inputs: "anything" }, bad: [] },
	streamingRequest: { valid: { inputs: "anything" }, bad: [] },
};

const BINARY_TASKS = [
	"audioClassification",
	"audioToAudio",
	"automaticSpeechRecognition",
	"imageClassification",
	"imageSegmentation",
	"imageToImage",
	"imageToText",
	"objectDetection",
];
for (const name of BINARY_TASKS) {
	CASES[name] = {
		valid: { inputs: image },
		bad: [
			[{ inputs: "photo.png" }, "`inputs` must be a Blob or an ArrayBuffer, got string."],
			[{}, "`inputs` must be a Blob or an ArrayBuffer, got undefined."],
		],
	};
}

/** An image, a prompt or both: an image of the wrong type, a prompt of the wrong type, or neither is refused. */
for (const name of ["imageTextToImage", "imageTextToVideo"]) {
	CASES[name] = {
		valid: { parameters: { prompt: "a cat" }, provider: "fal-ai" },
		bad: [
			[{ inputs: "photo.png" }, "`inputs` must be a Blob or an ArrayBuffer (or left out), got string."],
			[{ parameters: { prompt: ["a"] } }, "`parameters.prompt` must be a string, got array."],
			[{}, "pass the image in `inputs`, the prompt in `parameters.prompt`, or both; got neither."],
			[{ parameters: {} }, "pass the image in `inputs`, the prompt in `parameters.prompt`, or both; got neither."],
		],
	};
}

const functions = tasks as unknown as Record<string, AnyTask>;
const TASK_NAMES = Object.keys(functions).filter((name) => typeof functions[name] === "function");

describe("every task function refuses bad arguments before any network call", () => {
	it("covers the 36 task functions", () => {
		expect(TASK_NAMES.length).toBe(36);
		expect(Object.keys(CASES).sort()).toEqual([...TASK_NAMES].sort());
	});

	for (const name of TASK_NAMES) {
		const fn = functions[name] as AnyTask;
		const { valid, bad } = CASES[name] as (typeof CASES)[string];
		describe(name, () => {
			for (const [args, message] of bad) {
				it(`inputs: ${message}`, () => expectInputError(fn, { model: "o/m", ...args }, `${name}: ${message}`));
			}
			it("args that are not an object", async () => {
				await expectInputError(fn, undefined, `${name}: \`args\` must be an object, got undefined.`);
				await expectInputError(fn, "hello", `${name}: \`args\` must be an object, got string.`);
			});
			it("model: empty or not a string", async () => {
				await expectInputError(
					fn,
					{ ...valid, model: "" },
					`${name}: \`model\` must be a non-empty string, got string.`,
				);
				await expectInputError(
					fn,
					{ ...valid, model: 7 },
					`${name}: \`model\` must be a non-empty string, got number (7).`,
				);
			});
			it("parameters, accessToken, endpointUrl and data of the wrong type", async () => {
				const m = { ...valid, model: "o/m" };
				await expectInputError(fn, { ...m, parameters: "x" }, `${name}: \`parameters\` must be an object, got string.`);
				await expectInputError(fn, { ...m, parameters: [1] }, `${name}: \`parameters\` must be an object, got array.`);
				await expectInputError(
					fn,
					{ ...m, accessToken: 123 },
					`${name}: \`accessToken\` must be a string, got number (123).`,
				);
				await expectInputError(fn, { ...m, endpointUrl: {} }, `${name}: \`endpointUrl\` must be a string, got object.`);
				await expectInputError(
					fn,
					{ ...m, data: "bytes" },
					`${name}: \`data\` must be a Blob or an ArrayBuffer, got string.`,
				);
			});
			it("options: timeout and maxRetries negative or NaN, options not an object", async () => {
				const m = { ...valid, model: "o/m" };
				await expectInputError(fn, m, `${name}: \`options.timeout\` must be a number >= 0, got number (-1).`, {
					timeout: -1,
				});
				await expectInputError(fn, m, `${name}: \`options.timeout\` must be a number >= 0, got number (NaN).`, {
					timeout: Number.NaN,
				});
				await expectInputError(fn, m, `${name}: \`options.timeout\` must be a number >= 0, got string.`, {
					timeout: "5",
				});
				await expectInputError(fn, m, `${name}: \`options.maxRetries\` must be a number >= 0, got number (-2).`, {
					maxRetries: -2,
				});
				await expectInputError(fn, m, `${name}: \`options.signal\` must be an AbortSignal, got object.`, {
					signal: new AbortController(),
				});
				await expectInputError(fn, m, `${name}: \`options.hubUrl\` must be a string, got object.`, {
					hubUrl: new URL("https://hub.example"),
				});
				await expectInputError(fn, m, `${name}: \`options.routerUrl\` must be a string, got number (1).`, {
					routerUrl: 1,
				});
				// No fetch option can be passed here: the global one must not be reached either.
				const fetch = forbiddenFetch();
				vi.stubGlobal("fetch", fetch);
				try {
					const error = await run(fn, m, "fast").catch((caught: unknown) => caught);
					expect(error).toBeInstanceOf(InferenceClientInputError);
					expect((error as Error).message).toBe(`${name}: \`options\` must be an object, got string.`);
					expect(fetch).not.toHaveBeenCalled();
				} finally {
					vi.unstubAllGlobals();
				}
			});
		});
	}
});

describe("every option is checked before any network call", () => {
	const KINDS =
		"input, routing, bad-request, authentication, permission, not-found, rate-limit, server, http, connection, stream, timeout, output, abort, unknown";
	const chat = functions["chatCompletion"] as AnyTask;
	const args = { model: "o/m", accessToken: TOKEN, messages: [{ role: "user", content: "Hi" }] };
	const cases: Array<[options: Record<string, unknown>, message: string]> = [
		[{ retry_on_error: "no" }, "`options.retry_on_error` must be a boolean, got string."],
		[{ billTo: 42 }, "`options.billTo` must be a string, got number (42)."],
		[{ includeCredentials: 1 }, "`options.includeCredentials` must be a boolean or a string, got number (1)."],
		[{ retry: { onRetry: "log" } }, "`options.retry.onRetry` must be a function, got string."],
		[
			{ retry: { kinds: "rate-limit" } },
			`\`options.retry.kinds\` must be an array of error kinds (${KINDS}), got string.`,
		],
		// A misspelt kind would silently never match: refused, with the kinds there are.
		[
			{ retry: { kinds: ["rate_limit"] } },
			`\`options.retry.kinds\` must be an array of error kinds (${KINDS}), got array.`,
		],
		[{ fallback: { maxAttempts: 0 } }, "`options.fallback.maxAttempts` must be a number >= 1, got number (0)."],
		[{ fallback: { on: ["5xx"] } }, `\`options.fallback.on\` must be an array of error kinds (${KINDS}), got array.`],
		[{ breaker: { failures: "3" } }, "`options.breaker.failures` must be a number >= 1, got string."],
		[{ breaker: { cooldownMs: -1 } }, "`options.breaker.cooldownMs` must be a number >= 0, got number (-1)."],
	];
	for (const [options, message] of cases) {
		it(`${JSON.stringify(options)}: ${message}`, async () => {
			await expectInputError(chat, args, `chatCompletion: ${message}`, options);
		});
	}

	it("a fetch option that is not a function is named as such, not reported as a network error", async () => {
		const fetch = forbiddenFetch();
		vi.stubGlobal("fetch", fetch);
		try {
			const error = await run(chat, args, { fetch: "https://proxy.example" }).catch((caught: unknown) => caught);
			expect(error).toBeInstanceOf(InferenceClientInputError);
			expect((error as Error).message).toBe("chatCompletion: `options.fetch` must be a function, got string.");
			expect(fetch).not.toHaveBeenCalled();
		} finally {
			vi.unstubAllGlobals();
		}
	});
});

describe("messages never show a value that could be a secret", () => {
	it("a token given where an object is expected is named by its type only", async () => {
		const fetch = forbiddenFetch();
		const error = await run(
			functions["textClassification"] as AnyTask,
			{ inputs: "x", parameters: TOKEN },
			{ fetch },
		).catch((caught: unknown) => caught);
		expect((error as Error).message).toBe("textClassification: `parameters` must be an object, got string.");
		expect((error as Error).message).not.toContain(TOKEN);
	});
});

describe("unknown providers", () => {
	it("are refused before the network with the list of available ones", async () => {
		const fetch = forbiddenFetch();
		const call = tasks.textClassification({ inputs: "x", model: "o/m", provider: "nope" as "auto" }, { fetch });
		await expect(call).rejects.toBeInstanceOf(InferenceClientRoutingError);
		await expect(call).rejects.toThrow(
			/Available providers: black-forest-labs,cerebras,cohere,fal-ai,featherless-ai,hf-inference,fireworks-ai,.*together,baseten,.*wavespeed,zai-org$/,
		);
		const notString = tasks.textClassification(
			{ inputs: "x", model: "o/m", provider: 3 as unknown as "auto" },
			{ fetch },
		);
		// Neither a name nor a list of names: refused as the argument it is, like every other argument.
		await expect(notString).rejects.toBeInstanceOf(InferenceClientInputError);
		await expect(notString).rejects.toThrow(
			"textClassification: `provider` must be a provider name or a list of them, got number (3).",
		);
		expect(fetch).not.toHaveBeenCalled();
	});
});

describe("the client checks the same way", () => {
	it("names the method, and a bad per-call option is refused", async () => {
		const fetch = forbiddenFetch();
		const client = new InferenceClient(TOKEN, { fetch });
		await expect(client.textClassification({ inputs: 1 as unknown as string })).rejects.toThrow(
			"textClassification: `inputs` must be a string, got number (1).",
		);
		await expect(client.chatCompletion({ messages: [] }, { maxRetries: -1 })).rejects.toThrow(
			"chatCompletion: `options.maxRetries` must be a number >= 0, got number (-1).",
		);
		expect(fetch).not.toHaveBeenCalled();
	});

	it("refuses a token that is not a string", async () => {
		const fetch = forbiddenFetch();
		const client = new InferenceClient(42 as unknown as string, { fetch });
		await expect(client.textClassification({ inputs: "x" })).rejects.toThrow(
			"textClassification: `accessToken` must be a string, got number (42).",
		);
	});
});

describe("valid 3.x arguments still reach the network", () => {
	for (const name of TASK_NAMES) {
		it(name, async () => {
			const offline = vi.fn<typeof globalThis.fetch>(async () => {
				throw new Error("offline");
			});
			const { valid } = CASES[name] as (typeof CASES)[string];
			const error = await run(functions[name] as AnyTask, { ...valid, model: "o/m" }, { fetch: offline }).catch(
				(caught: unknown) => caught,
			);
			expect(error).not.toBeInstanceOf(InferenceClientInputError);
			expect(offline).toHaveBeenCalled();
		});
	}
});

describe("legacy data bytes", () => {
	/** The hub maps the model to hf-inference; the POST's body is kept. */
	function capture(task: string) {
		const bodies: unknown[] = [];
		const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
			if (init?.method !== "POST") {
				return Response.json({
					inferenceProviderMapping: { "hf-inference": { providerId: "o/m", status: "live", task } },
				});
			}
			bodies.push(init.body);
			return Response.json(
				task === "image-classification" ? [{ label: "cat", score: 1 }] : [{ answer: "a", score: 1 }],
			);
		});
		return { fetch, bodies };
	}

	it("a Blob, an ArrayBuffer or a typed array (Node's Buffer) is sent as the raw body, never as JSON", async () => {
		const bytes = new Uint8Array([137, 80, 78, 71]);
		for (const data of [new Blob([bytes]), bytes.buffer, bytes, new Uint8Array([0, ...bytes]).subarray(1)]) {
			const { fetch, bodies } = capture("image-classification");
			await expect(tasks.imageClassification({ model: "o/m", data: data as Blob }, { fetch })).resolves.toEqual([
				{ label: "cat", score: 1 },
			]);
			const sent = bodies[0];
			expect(typeof sent).not.toBe("string");
			expect(new Uint8Array(await new Response(sent as BodyInit).arrayBuffer())).toEqual(bytes);
		}
	});

	it("typed-array images inside JSON bodies are sent as base64 of their own bytes", async () => {
		const { fetch, bodies } = capture("visual-question-answering");
		const view = new Uint8Array([9, 1, 2, 3]).subarray(1);
		await expect(
			tasks.visualQuestionAnswering(
				{ model: "o/vqa", inputs: { question: "q", image: view as unknown as Blob } },
				{ fetch },
			),
		).resolves.toEqual({ answer: "a", score: 1 });
		expect(JSON.parse(bodies[0] as string).inputs.image).toBe(btoa(String.fromCharCode(1, 2, 3)));
	});
});

describe("arguments JSON cannot carry", () => {
	const circular: Record<string, unknown> = { temperature: 0.5 };
	circular["self"] = circular;
	const cases: Array<[string, unknown, string]> = [
		[
			"a circular parameters object",
			{ inputs: "hi", parameters: circular },
			"textGeneration: `parameters.self` refers back to itself, which cannot be sent as JSON: pass a copy without the cycle.",
		],
		[
			"a BigInt seed",
			{ inputs: "hi", parameters: { seed: 10n } },
			"textGeneration: `parameters.seed` is a BigInt, which cannot be sent as JSON: pass a number or a string.",
		],
		[
			"a function in parameters",
			{ inputs: "hi", parameters: { stop: () => "x" } },
			"textGeneration: `parameters.stop` is a function, which cannot be sent as JSON: pass a plain value.",
		],
		[
			"a NaN temperature",
			{ inputs: "hi", parameters: { temperature: Number.NaN } },
			"textGeneration: `parameters.temperature` is NaN, which cannot be sent as JSON: pass a finite number.",
		],
	];

	it.each(cases)("refuses %s before any network call, the hub lookup included", async (_name, args, message) => {
		await expectInputError(
			tasks.textGeneration as AnyTask,
			{ model: "o/m", provider: "together", ...(args as object) },
			message,
		);
	});

	it("names the path inside chat messages, for the streaming function too", async () => {
		await expectInputError(
			tasks.chatCompletionStream as AnyTask,
			{ model: "o/m", messages: [{ role: "user", content: "hi", extra: 1n }] },
			"chatCompletionStream: `messages[0].extra` is a BigInt, which cannot be sent as JSON: pass a number or a string.",
		);
	});

	it("lets shared (not circular) objects and bytes through", async () => {
		const shared = { a: 1 };
		const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response("[]", { status: 500 }));
		await tasks
			.textGeneration({ model: "o/shared-objects", inputs: "hi", parameters: { x: shared, y: shared } }, { fetch })
			.catch(() => {});
		expect(fetch).toHaveBeenCalled();
	});
});
