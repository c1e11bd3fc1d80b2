// Videos as jobs. POST /v1/videos submits and answers at once with an id that carries the provider's job handle,
// sealed (seal.ts): GET /v1/videos/{id}, GET /v1/videos/{id}/content and DELETE /v1/videos/{id} work on any
// instance sharing the secret, after a restart too, with nothing stored. A client that goes away never cancels a
// job (its calls run on the gateway's own signal); only DELETE does.
import type { JobHandle } from "@modelyard/inference";
import type { Context } from "hono";
import { formBody, jsonBody } from "../body.js";
import { prepareCall } from "../call.js";
import type { GatewayEnv } from "../context.js";
import { badField, GatewayError } from "../errors.js";
import { formFile, formText } from "../form.js";
import type { Sealer } from "../seal.js";
import { keyOf, type VideoJobs, type VideoState } from "../video-jobs.js";

/** What a video id holds: the job's handle (or, for a provider that answered at once, a key of this instance). */
interface VideoTicket {
	handle?: JobHandle;
	local?: string;
	model: string;
	createdAt: number;
	seconds?: string;
	size?: string;
}

export interface VideoRoutes {
	jobs: VideoJobs;
	sealer: Sealer;
}

async function readRequest(c: Context<GatewayEnv>) {
	if ((c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
		const form = await formBody(c);
		const reference = form.get("input_reference");
		return {
			model: formText(form, "model"),
			prompt: formText(form, "prompt"),
			seconds: formText(form, "seconds"),
			size: formText(form, "size"),
			image: reference === null ? undefined : formFile(form, "input_reference"),
		};
	}
	const { model, prompt, seconds, size } = await jsonBody(c);
	return {
		model,
		prompt,
		seconds: seconds === undefined ? undefined : String(seconds),
		size: size as string | undefined,
		image: undefined,
	};
}

function videoObject(id: string, ticket: VideoTicket, state: VideoState) {
	return {
		id,
		object: "video",
		model: ticket.model,
		status: state.status,
		progress: state.status === "completed" ? 100 : 0,
		created_at: Math.floor(ticket.createdAt / 1000),
		completed_at: state.status === "completed" ? Math.floor(state.completedAt / 1000) : null,
		expires_at: null,
		seconds: ticket.seconds ?? null,
		size: ticket.size ?? null,
		remixed_from_video_id: null,
		error:
			state.status === "failed" ? { code: state.error.details.code ?? "failed", message: state.error.message } : null,
	};
}

const notFound = (id: string) =>
	new GatewayError(404, `No video with id "${id}": ids come from POST /v1/videos of this gateway.`, {
		param: "video_id",
		code: "video_not_found",
	});

export function videoRoutes({ jobs, sealer }: VideoRoutes) {
	async function ticketOf(c: Context<GatewayEnv>): Promise<{ id: string; ticket: VideoTicket }> {
		const id = c.req.param("id") ?? "";
		const opened = (await sealer.open(id.replace(/^video_/, ""))) as VideoTicket | undefined;
		if (!opened || typeof opened.model !== "string") throw notFound(id);
		return { id, ticket: opened };
	}

	/** The job's state as this instance follows it (resumed from its handle when it did not start it). */
	function stateOf(c: Context<GatewayEnv>, id: string, ticket: VideoTicket) {
		if (ticket.handle) return jobs.follow(ticket.handle, c.get("upstream").clientFor(c.get("caller").hubToken));
		const kept = jobs.kept(`local:${ticket.local}`);
		if (!kept) throw notFound(id);
		return kept;
	}

	return {
		async create(c: Context<GatewayEnv>): Promise<Response> {
			const { model, prompt, seconds, size, image } = await readRequest(c);
			if (typeof prompt !== "string" || prompt === "") throw badField("prompt", "a non-empty string");
			// The job's own signal: never the request's, so a client that goes away leaves the job running.
			const stop = new AbortController();
			const call = prepareCall(c, model, stop.signal);
			let accepted: (handle: JobHandle) => void = () => {};
			const handed = new Promise<JobHandle>((resolve) => {
				accepted = resolve;
			});
			const args = { model: call.target.model, provider: call.target.provider };
			const options = { ...call.options, onJob: (handle: JobHandle) => accepted(handle) };
			const result = (
				image
					? call.client.imageToVideo({ ...args, inputs: image, parameters: { prompt } }, options)
					: call.client.textToVideo({ ...args, inputs: prompt }, options)
			) as Promise<Blob>;
			const first = await Promise.race([
				handed.then((handle) => ({ handle })),
				result.then(
					() => ({}),
					(error: unknown) => ({ error }),
				),
			]);
			if ("error" in first) throw call.failure(first.error);
			const ticket: VideoTicket = { model: String(model), createdAt: Date.now() };
			if (seconds !== undefined) ticket.seconds = seconds;
			if (typeof size === "string") ticket.size = size;
			if ("handle" in first) {
				ticket.handle = first.handle;
				jobs.track(keyOf(first.handle), result, stop);
			} else {
				// Answered at once (no job): the video is kept by this instance only.
				ticket.local = crypto.randomUUID();
				jobs.track(`local:${ticket.local}`, result, stop);
			}
			const id = `video_${await sealer.seal(ticket)}`;
			return c.json(videoObject(id, ticket, { status: "in_progress" }));
		},

		async retrieve(c: Context<GatewayEnv>): Promise<Response> {
			const { id, ticket } = await ticketOf(c);
			return c.json(videoObject(id, ticket, stateOf(c, id, ticket).state));
		},

		async content(c: Context<GatewayEnv>): Promise<Response> {
			const { id, ticket } = await ticketOf(c);
			const followed = stateOf(c, id, ticket);
			// Waits for the job, as long as the client does; the job goes on if it leaves.
			const gone = new Promise<void>((resolve) => c.req.raw.signal.addEventListener("abort", () => resolve()));
			await Promise.race([followed.done, gone]);
			const { state } = followed;
			if (state.status === "failed") throw state.error;
			if (state.status !== "completed") throw new GatewayError(499, "The client closed the request.");
			return new Response(state.video.stream(), { headers: { "content-type": state.video.type || "video/mp4" } });
		},

		async remove(c: Context<GatewayEnv>): Promise<Response> {
			const { id, ticket } = await ticketOf(c);
			const handle = ticket.handle;
			if (handle) {
				const kept = jobs.kept(keyOf(handle));
				if (!kept || kept.state.status === "in_progress") {
					try {
						await c.get("upstream").clientFor(c.get("caller").hubToken).cancelJob(handle);
					} catch (error) {
						throw new GatewayError(400, `The job could not be cancelled: ${(error as Error).message}`, {
							code: "cancel_failed",
						});
					}
				}
				jobs.forget(handle);
			} else {
				jobs.forget({ provider: "local", id: ticket.local ?? "" });
			}
			return c.json({ id, object: "video.deleted", deleted: true });
		},
	};
}
