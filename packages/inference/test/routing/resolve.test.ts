import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
	InferenceClientInputError,
	InferenceClientRoutingError,
	InferenceClientTimeoutError,
} from "../../src/errors/index.js";
import { CONVERSATIONAL_PROTOCOLS, TEXT_TO_IMAGE_PROTOCOLS } from "../../src/providers/protocols/by-task.js";
import { ALL_PROTOCOLS } from "../../src/providers/protocols/index.js";
import { type ProviderTasks, protocol } from "../../src/providers/protocols/reference.js";
import { clearProviderMappingCache, runTask, type TaskCall } from "../../src/routing/index.js";
import type { RequestArgs } from "../../src/types.js";
import { fakeHub, isHubCall, jsonResponse } from "./fake-network.js";

const CHAT = { messages: [{ role: "user", content: "hi" }] };
const TOGETHER_MAPPING = {
	together: { providerId: "together/llama", status: "live", task: "conversational" },
	"hf-inference": { providerId: "meta/llama", status: "live", task: "conversational" },
};

beforeEach(() => clearProviderMappingCache());
afterEach(() => vi.restoreAllMocks());

function run(task: Parameters<typeof runTask>[0]["task"], args: object, fetchImpl: typeof fetch) {
	return runTask({ protocols: ALL_PROTOCOLS, task, args: args as RequestArgs, options: { fetch: fetchImpl } });
}

describe("the kinds a call carries", () => {
	it("builds the handler from the call's own kinds: chat kinds alone serve a chat call", async () => {
		const hub = fakeHub({ mapping: TOGETHER_MAPPING });
		await runTask({
			task: "conversational",
			protocols: CONVERSATIONAL_PROTOCOLS,
			args: { model: "meta/llama", provider: "together", ...CHAT } as RequestArgs,
			options: { fetch: hub.fetch },
		});
		expect(hub.calls.at(-1)?.url).toBe("https://router.huggingface.co/together/v1/chat/completions");
	});

	it("a kind a task's function does not carry fails the type check, in a provider file and in a task call", () => {
		const tasks: ProviderTasks = {
			conversational: protocol("openai-chat"),
			// @ts-expect-error fal's queue is not among the kinds chatCompletion carries
			"text-generation": protocol("fal-queue"),
		};
		expect(Object.keys(tasks)).toEqual(["conversational", "text-generation"]);
		const call = (): TaskCall<"conversational"> => ({
			task: "conversational",
			// @ts-expect-error the text-to-image kinds lack openai-chat and hf-chat
			protocols: TEXT_TO_IMAGE_PROTOCOLS,
			args: { model: "meta/llama", ...CHAT } as RequestArgs,
		});
		expect(call().task).toBe("conversational");
	});
});

describe("provider resolution", () => {
	it("defaults to hf-inference", async () => {
		const hub = fakeHub({ mapping: TOGETHER_MAPPING });
		await run("conversational", { model: "meta/llama", ...CHAT }, hub.fetch);
		expect(hub.calls.at(-1)?.url).toBe(
			"https://router.huggingface.co/hf-inference/models/meta/llama/v1/chat/completions",
		);
	});

	it("uses the mapping's provider id in the body", async () => {
		const hub = fakeHub({ mapping: TOGETHER_MAPPING });
		await run("conversational", { model: "meta/llama", provider: "together", ...CHAT }, hub.fetch);
		const call = hub.calls.at(-1);
		expect(call?.url).toBe("https://router.huggingface.co/together/v1/chat/completions");
		expect(JSON.parse(String(call?.body))).toEqual({ ...CHAT, model: "together/llama" });
	});

	it("auto: the first live provider of the mapping that supports the task", async () => {
		const hub = fakeHub({
			mapping: [
				{ provider: "fal-ai", providerId: "x", status: "live", task: "conversational" },
				{ provider: "nebius", providerId: "n", status: "staging", task: "conversational" },
				{ provider: "groq", providerId: "g", status: "live", task: "conversational" },
			],
		});
		await run("conversational", { model: "m/m", provider: "auto", ...CHAT }, hub.fetch);
		expect(hub.calls.at(-1)?.url).toBe("https://router.huggingface.co/groq/openai/v1/chat/completions");
	});

	it("auto: never picks a staging or error entry, even when no entry is live: a routing error naming them", async () => {
		const hub = fakeHub({
			mapping: [
				{ provider: "groq", providerId: "g", status: "error", task: "conversational" },
				{ provider: "nebius", providerId: "n", status: "staging", task: "conversational" },
			],
		});
		await expect(
			run("conversational", { model: "m/m", provider: "auto", accessToken: "hf_testtoken", ...CHAT }, hub.fetch),
		).rejects.toThrow(
			"No provider supported by this client serves model m/m for task conversational. The model's providers: groq (conversational, error), nebius (conversational, staging). An entry not live (staging, error) is used only when its provider is named.",
		);
		expect(hub.calls.filter((call) => !isHubCall(call))).toHaveLength(0);
	});

	it("auto: skips an error entry for the live one after it", async () => {
		const hub = fakeHub({
			mapping: [
				{ provider: "groq", providerId: "g", status: "error", task: "conversational" },
				{ provider: "together", providerId: "t", status: "live", task: "conversational" },
			],
		});
		await run("conversational", { model: "m/m", provider: "auto", accessToken: "hf_testtoken", ...CHAT }, hub.fetch);
		expect(hub.calls.at(-1)?.url).toBe("https://router.huggingface.co/together/v1/chat/completions");
	});

	it("a named provider whose entry is staging or error is used: the user chose it", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const hub = fakeHub({
			mapping: [
				{ provider: "groq", providerId: "g", status: "error", task: "conversational" },
				{ provider: "nebius", providerId: "n", status: "staging", task: "conversational" },
			],
		});
		await run("conversational", { model: "m/m", provider: "groq", accessToken: "hf_testtoken", ...CHAT }, hub.fetch);
		expect(hub.calls.at(-1)?.url).toBe("https://router.huggingface.co/groq/openai/v1/chat/completions");
		await run("conversational", { model: "m/m", provider: "nebius", accessToken: "hf_testtoken", ...CHAT }, hub.fetch);
		expect(hub.calls.at(-1)?.url).toBe("https://router.huggingface.co/nebius/v1/chat/completions");
	});

	it("auto: lists the model's providers when none can serve it", async () => {
		const hub = fakeHub({ mapping: [{ provider: "fal-ai", providerId: "x", status: "live", task: "text-to-image" }] });
		await expect(
			run("text-classification", { model: "m/m", provider: "auto", inputs: "x" }, hub.fetch),
		).rejects.toThrow(
			"No provider supported by this client serves model m/m for task text-classification. The model's providers: fal-ai (text-to-image).",
		);
	});
});

describe("validation (3.x messages, before any network call)", () => {
	const cases: Array<
		[string, Parameters<typeof runTask>[0]["task"], object, string, typeof InferenceClientInputError]
	> = [
		[
			"unknown provider",
			"conversational",
			{ provider: "acme", model: "m/m" },
			"Provider 'acme' not supported. Available providers: black-forest-labs,cerebras,cohere,fal-ai,featherless-ai,hf-inference,fireworks-ai,groq,hyperbolic,nebius,novita,nscale,openai,replicate,sambanova,together,baseten,deepinfra,ovhcloud,publicai,scaleway,wavespeed,zai-org",
			InferenceClientRoutingError,
		],
		[
			"unsupported task",
			"text-to-image",
			{ provider: "cerebras", model: "m/m" },
			"Task 'text-to-image' not supported for provider 'cerebras'. Available tasks: conversational",
			InferenceClientRoutingError,
		],
		[
			"third-party provider without task",
			undefined,
			{ provider: "together", model: "m/m" },
			"you need to provide a task name when using an external provider, e.g. 'text-to-image'",
			InferenceClientInputError,
		],
		[
			"endpointUrl with a third-party provider",
			"conversational",
			{ provider: "together", endpointUrl: "https://x", ...CHAT },
			"Cannot use endpointUrl with a third-party provider.",
			InferenceClientInputError,
		],
		[
			"model URL",
			"text-classification",
			{ model: "https://my.host/model" },
			"Model URLs are no longer supported. Use endpointUrl instead.",
			InferenceClientInputError,
		],
		[
			"model path",
			"text-classification",
			{ model: "/models/x" },
			"Model URLs are no longer supported. Use endpointUrl instead.",
			InferenceClientInputError,
		],
		[
			"no model and no task",
			undefined,
			{ inputs: "x" },
			"No model provided, and no task has been specified.",
			InferenceClientInputError,
		],
		[
			"openai without model",
			"conversational",
			{ provider: "openai", ...CHAT },
			"Provider openai requires a model ID to be passed directly.",
			InferenceClientInputError,
		],
		[
			"openai model without prefix",
			"conversational",
			{ provider: "openai", model: "gpt-4o", ...CHAT },
			'Models from openai must be prefixed by "openai/". Got "gpt-4o".',
			InferenceClientInputError,
		],
		[
			"openai with a hub token",
			"conversational",
			{ provider: "openai", model: "openai/gpt-4o", accessToken: "hf_x", ...CHAT },
			"Provider openai is closed-source and does not support HF tokens.",
			InferenceClientInputError,
		],
	];

	it.each(cases)("%s", async (_name, task, args, message, errorClass) => {
		const hub = fakeHub({});
		const error = await run(task, args, hub.fetch).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(errorClass);
		expect((error as Error).message).toBe(message);
		expect(hub.calls).toHaveLength(0);
	});

	it("openai: no hub lookup, model prefix stripped, straight to api.openai.com", async () => {
		const hub = fakeHub({});
		await run(
			"conversational",
			{ provider: "openai", model: "openai/gpt-4o", accessToken: "sk-x", ...CHAT },
			hub.fetch,
		);
		expect(hub.calls).toHaveLength(1);
		expect(hub.calls[0]?.url).toBe("https://api.openai.com/v1/chat/completions");
		expect(hub.calls[0]?.headers["authorization"]).toBe("Bearer sk-x");
		expect(JSON.parse(String(hub.calls[0]?.body)).model).toBe("gpt-4o");
	});
});

describe("endpointUrl", () => {
	it("skips the hub and sends the model, or the endpoint URL when no model is given (3.x)", async () => {
		const hub = fakeHub({});
		await run("conversational", { endpointUrl: "https://my.tgi/", ...CHAT }, hub.fetch);
		await run("conversational", { endpointUrl: "https://my.tgi/v1", model: "tgi", ...CHAT }, hub.fetch);
		expect(hub.calls.map((call) => call.url)).toEqual([
			"https://my.tgi/v1/chat/completions",
			"https://my.tgi/v1/chat/completions",
		]);
		expect(JSON.parse(String(hub.calls[0]?.body)).model).toBe("https://my.tgi/");
		expect(JSON.parse(String(hub.calls[1]?.body)).model).toBe("tgi");
	});
});

describe("default model", () => {
	it("is the first model of the task in /api/tasks, fetched once with the caller's fetch", async () => {
		const hub = fakeHub({
			tasks: { "text-classification": { models: [{ id: "first/model" }, { id: "second/model" }] } },
			mapping: { "hf-inference": { providerId: "first/model", status: "live", task: "text-classification" } },
		});
		await run("text-classification", { inputs: "x" }, hub.fetch);
		await run("text-classification", { inputs: "y" }, hub.fetch);
		expect(hub.calls.filter((call) => call.url === "https://huggingface.co/api/tasks")).toHaveLength(1);
		expect(hub.calls.at(-1)?.url).toBe("https://router.huggingface.co/hf-inference/models/first/model");
	});

	it("no model for the task", async () => {
		const hub = fakeHub({ tasks: { "text-classification": { models: [] } } });
		await expect(run("text-classification", { inputs: "x" }, hub.fetch)).rejects.toThrow(
			"No default model defined for task text-classification, please define the model explicitly.",
		);
	});

	it("hub failure: the 3.x message, and the failure is not cached", async () => {
		let fail = true;
		const hub = fakeHub({});
		const failing = async (input: RequestInfo | URL, init?: RequestInit) => {
			if (fail && String(input).endsWith("/api/tasks")) return new Response("down", { status: 500 });
			return hub.fetch(input, init);
		};
		await expect(run("text-classification", { inputs: "x" }, failing as typeof fetch)).rejects.toThrow(
			"Failed to load tasks definitions from Hugging Face Hub.",
		);
		fail = false;
		await expect(run("text-classification", { inputs: "x" }, failing as typeof fetch)).rejects.toThrow(
			"No default model defined for task text-classification",
		);
	});
});

describe("hub mapping lookup", () => {
	it("GETs the model with the mapping expanded; bearer only for hub tokens; no User-Agent", async () => {
		const hub = fakeHub({ mapping: TOGETHER_MAPPING });
		await run("conversational", { model: "meta/llama", accessToken: "hf_abc", ...CHAT }, hub.fetch);
		clearProviderMappingCache();
		await run("conversational", { model: "meta/llama", accessToken: "sk-key", ...CHAT }, hub.fetch);
		const hubCalls = hub.calls.filter(isHubCall);
		expect(hubCalls.map((call) => call.url)).toEqual([
			"https://huggingface.co/api/models/meta/llama?expand[]=inferenceProviderMapping",
			"https://huggingface.co/api/models/meta/llama?expand[]=inferenceProviderMapping",
		]);
		expect(hubCalls[0]?.method).toBe("GET");
		expect(hubCalls[0]?.headers["authorization"]).toBe("Bearer hf_abc");
		expect(hubCalls[1]?.headers).not.toHaveProperty("authorization");
		expect(hubCalls[0]?.headers).not.toHaveProperty("user-agent");
	});

	it("uses the configured hub and router URLs", async () => {
		const hub = fakeHub({ mapping: TOGETHER_MAPPING });
		const urls: string[] = [];
		const spy = async (input: RequestInfo | URL, init?: RequestInit) => {
			urls.push(String(input));
			return hub.fetch(String(input).replace("http://hub.local", "https://huggingface.co"), init);
		};
		await runTask({
			protocols: ALL_PROTOCOLS,
			task: "conversational",
			args: { model: "meta/llama", provider: "together", ...CHAT },
			options: { fetch: spy as typeof fetch, hubUrl: "http://hub.local/", routerUrl: "http://router.local" },
		});
		expect(urls).toEqual([
			"http://hub.local/api/models/meta/llama?expand[]=inferenceProviderMapping",
			"http://router.local/together/v1/chat/completions",
		]);
	});

	it("passes the caller's signal to the hub lookup", async () => {
		const hub = fakeHub({ mapping: TOGETHER_MAPPING });
		const controller = new AbortController();
		await runTask({
			protocols: ALL_PROTOCOLS,
			task: "conversational",
			args: { model: "meta/llama", accessToken: "hf_testtoken", ...CHAT },
			options: { fetch: hub.fetch, signal: controller.signal },
		});
		const hubCall = hub.calls.find(isHubCall);
		expect(hubCall?.signal).toBeDefined();
		controller.abort();
		expect(hubCall?.signal?.aborted).toBe(true);
	});

	it("the caller's timeout covers the hub lookup", async () => {
		const hanging = (async (_input: RequestInfo | URL, init?: RequestInit) =>
			new Promise<Response>((_resolve, reject) => {
				init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
			})) as typeof fetch;
		const started = Date.now();
		await expect(
			runTask({
				protocols: ALL_PROTOCOLS,
				task: "conversational",
				args: { model: "slow/model", accessToken: "hf_testtoken", ...CHAT },
				options: { fetch: hanging, timeout: 50 },
			}),
		).rejects.toBeInstanceOf(InferenceClientTimeoutError);
		expect(Date.now() - started).toBeLessThan(5_000);
	});

	it("accepts the keyed-object and the array form alike", async () => {
		for (const mapping of [
			{ together: { providerId: "t/llama", status: "live", task: "conversational" } },
			[
				{
					provider: "together",
					providerId: "t/llama",
					status: "live",
					task: "conversational",
					hfModelId: "meta/llama",
				},
			],
		]) {
			clearProviderMappingCache();
			const hub = fakeHub({ mapping });
			await run("conversational", { model: "meta/llama", provider: "together", ...CHAT }, hub.fetch);
			expect(JSON.parse(String(hub.calls.at(-1)?.body)).model).toBe("t/llama");
		}
	});

	it("404: Model {id} does not exist", async () => {
		const hub = fakeHub({});
		const notFound = (async (input: RequestInfo | URL, init?: RequestInit) =>
			String(input).includes("/api/models/")
				? jsonResponse({ error: "Repository not found" }, 404)
				: hub.fetch(input, init)) as typeof fetch;
		await expect(run("conversational", { model: "no/such", ...CHAT }, notFound)).rejects.toThrow(
			"Model no/such does not exist",
		);
	});

	it("no mapping field, or no entry for the provider: the 3.x message listing what serves the model", async () => {
		const missing = fakeHub({ mapping: null });
		await expect(run("conversational", { model: "a/b", ...CHAT }, missing.fetch)).rejects.toThrow(
			"We have not been able to find inference provider information for model a/b.",
		);
		clearProviderMappingCache();
		const other = fakeHub({ mapping: { groq: { providerId: "g", status: "live", task: "conversational" } } });
		await expect(run("conversational", { model: "a/b", provider: "together", ...CHAT }, other.fetch)).rejects.toThrow(
			"We have not been able to find inference provider information for model a/b. Providers serving this model: groq.",
		);
	});

	it("task mismatch names the supported task", async () => {
		const hub = fakeHub({ mapping: { together: { providerId: "t", status: "live", task: "text-generation" } } });
		await expect(run("conversational", { model: "a/b", provider: "together", ...CHAT }, hub.fetch)).rejects.toThrow(
			"Model a/b is not supported for task conversational and provider together. Supported task: text-generation.",
		);
	});

	it("hf-inference: feature-extraction and sentence-similarity are interchangeable", async () => {
		const hub = fakeHub({
			mapping: { "hf-inference": { providerId: "st/model", status: "live", task: "sentence-similarity" } },
		});
		await run("feature-extraction", { model: "st/model", inputs: "x" }, hub.fetch);
		expect(hub.calls.at(-1)?.url).toBe(
			"https://router.huggingface.co/hf-inference/pipeline/feature-extraction/st/model",
		);
	});

	it("staging: warns once per (model, provider)", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const hub = fakeHub({ mapping: { together: { providerId: "t", status: "staging", task: "conversational" } } });
		for (let index = 0; index < 3; index++) {
			await run("conversational", { model: "a/b", provider: "together", ...CHAT }, hub.fetch);
		}
		expect(warn).toHaveBeenCalledTimes(1);
		expect(warn).toHaveBeenCalledWith(
			"Model a/b is in staging mode for provider together. Meant for test purposes only.",
		);
	});
});
