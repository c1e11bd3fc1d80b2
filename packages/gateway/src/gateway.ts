// The gateway: a Hono app (Web-standard Request -> Response, so the same handler runs on Node, Bun, Deno and
// Workers) assembled from small middleware and one route per endpoint. The chain, in order: request record (id,
// headers, access log) -> errors -> authentication -> route. Operational middleware (limits, budgets, deadlines,
// draining, metrics) goes between authentication and the routes.
import { Hono } from "hono";
import type { GatewayOptions } from "./config.js";
import type { GatewayEnv } from "./context.js";
import { errorResponse, GatewayError } from "./errors.js";
import { authenticate } from "./middleware/auth.js";
import { requestRecord } from "./middleware/request-record.js";
import { useOperationsAfterAuth, useOperationsFirst } from "./operations.js";
import { withDeadline } from "./operations-config.js";
import { audioSpeech } from "./routes/audio-speech.js";
import { audioTranscriptions } from "./routes/audio-transcriptions.js";
import { chatCompletions } from "./routes/chat-completions.js";
import { embeddings } from "./routes/embeddings.js";
import { healthz, readyz } from "./routes/health.js";
import { imagesEdits } from "./routes/images-edits.js";
import { imagesGenerations } from "./routes/images-generations.js";
import { listModels } from "./routes/models.js";
import { runHubTask } from "./routes/tasks.js";
import { videoRoutes } from "./routes/videos.js";
import { Sealer } from "./seal.js";
import { Upstream } from "./upstream.js";
import { VideoJobs } from "./video-jobs.js";

export interface Gateway {
	/** Answers one request (any runtime's `fetch` handler). */
	fetch(request: Request): Promise<Response>;
}

/** The Hono app behind a gateway, for adding routes or middleware around the core ones. */
export function createGatewayApp(options: GatewayOptions = {}): Hono<GatewayEnv> {
	const upstream = new Upstream({ ...options, clientOptions: withDeadline(options.clientOptions, options.deadlineMs) });
	const aliases = Object.freeze({ ...options.aliases });
	const app = new Hono<GatewayEnv>();
	app.use(requestRecord(options.logger, upstream, aliases));
	app.onError((error, c) => {
		// A call's failure arrives as a GatewayError (call.ts); anything else is a bug of the gateway, said without
		// its details (they could hold anything).
		const answer =
			error instanceof GatewayError
				? error
				: new GatewayError(500, "The gateway failed to handle the request.", { code: "internal_error" });
		c.get("record").errorCode ??= answer.details.code ?? "error";
		return errorResponse(answer);
	});
	app.notFound((c) => {
		c.get("record").errorCode = "unknown_url";
		return errorResponse(
			new GatewayError(404, `Unknown request URL: ${c.req.method} ${new URL(c.req.url).pathname}.`, {
				code: "unknown_url",
			}),
		);
	});
	useOperationsFirst(app, options, upstream);
	app.get("/healthz", healthz);
	app.get("/readyz", readyz);
	app.use("/v1/*", authenticate(options.keys ?? [], options.passThrough ?? false));
	useOperationsAfterAuth(app, options);
	app.post("/v1/chat/completions", chatCompletions);
	app.post("/v1/embeddings", embeddings);
	app.post("/v1/images/generations", imagesGenerations);
	app.post("/v1/images/edits", imagesEdits);
	app.post("/v1/audio/transcriptions", audioTranscriptions);
	app.post("/v1/audio/speech", audioSpeech);
	const videos = videoRoutes({
		jobs: new VideoJobs(),
		// Without a configured secret, ids hold for this instance's lifetime only.
		sealer: new Sealer(options.secret, "video-job-v1"),
	});
	app.post("/v1/videos", videos.create);
	app.get("/v1/videos/:id", videos.retrieve);
	app.get("/v1/videos/:id/content", videos.content);
	app.delete("/v1/videos/:id", videos.remove);
	app.post("/v1/tasks/:task", runHubTask);
	app.get("/v1/models", listModels);
	return app;
}

/** A gateway: one Web-standard `fetch(request)` handler over one InferenceClient owned by it. */
export function createGateway(options: GatewayOptions = {}): Gateway {
	const app = createGatewayApp(options);
	return { fetch: async (request) => app.fetch(request) };
}
