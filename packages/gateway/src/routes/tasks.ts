// POST /v1/tasks/{task}: every other Hub task, with the task function's own arguments (`inputs`, `parameters`...)
// as JSON, binary inputs as `{"base64": "...", "type": "image/png"}`, or the whole call as a multipart form (files
// become binary inputs, text fields are read as JSON when they parse). A Blob answer comes back as bytes.
import type { Context } from "hono";
import { base64ToBytes } from "../base64.js";
import { formBody, jsonBody } from "../body.js";
import { prepareCall } from "../call.js";
import type { GatewayEnv } from "../context.js";
import { badField, GatewayError } from "../errors.js";

/** Task functions that have their own OpenAI route, or do not answer one result. */
const NOT_HERE = new Set(["request", "streamingRequest", "chatCompletionStream", "textGenerationStream"]);

const camelCase = (task: string) => task.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `{"base64": ..., "type"?: ...}` as a Blob; anything else as it is. */
function binaryOf(name: string, value: unknown): unknown {
	if (typeof value !== "object" || value === null || typeof (value as { base64?: unknown }).base64 !== "string") {
		return value;
	}
	const { base64, type } = value as { base64: string; type?: unknown };
	const bytes = base64ToBytes(base64);
	if (!bytes) throw badField(`${name}.base64`, "base64 text");
	return new Blob([bytes], typeof type === "string" ? { type } : {});
}

async function argsOf(c: Context<GatewayEnv>): Promise<Record<string, unknown>> {
	if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
		const body = await jsonBody(c);
		return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, binaryOf(name, value)]));
	}
	const args: Record<string, unknown> = {};
	for (const [name, value] of (await formBody(c)).entries()) {
		if (typeof value !== "string") args[name] = value;
		else if (name === "model") args[name] = value;
		else {
			try {
				args[name] = JSON.parse(value);
			} catch {
				args[name] = value;
			}
		}
	}
	return args;
}

export async function runHubTask(c: Context<GatewayEnv>): Promise<Response> {
	const task = c.req.param("task") ?? "";
	const name = camelCase(task);
	// The client's task methods are its own properties (its other methods, and Object's, are not tasks).
	const client = c.get("upstream").clientFor(undefined);
	const isTask = /^[a-z][a-z-]*$/.test(task) && !NOT_HERE.has(name) && Object.hasOwn(client, name);
	const method = isTask ? Reflect.get(client, name) : undefined;
	if (typeof method !== "function") {
		throw new GatewayError(
			404,
			`"${task}" is not a task this gateway runs: use a Hub task id (e.g. "text-classification").`,
			{
				param: "task",
				code: "unknown_task",
			},
		);
	}
	const { model, provider: _provider, accessToken: _token, endpointUrl: _endpoint, ...args } = await argsOf(c);
	const call = prepareCall(c, model);
	let output: unknown;
	try {
		const run = Reflect.get(call.client, name) as (args: unknown, options: unknown) => Promise<unknown>;
		output = await run({ ...args, model: call.target.model, provider: call.target.provider }, call.options);
	} catch (error) {
		throw call.failure(error);
	}
	if (output instanceof Blob) {
		return new Response(output.stream(), { headers: { "content-type": output.type || "application/octet-stream" } });
	}
	return c.json(output as object);
}
