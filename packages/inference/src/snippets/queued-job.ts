/**
 * A queued job as the raw-HTTP snippets follow it: fal's queue answers the submit call with a receipt, so a
 * snippet submits, polls the status until COMPLETED, reads the result and downloads the output it names, as the
 * client does (providers/protocols/fal-queue.ts).
 */
import { HF_ROUTER_URL } from "../config.js";
import type { AuthMethod } from "../hub-types.js";
import type { ServedTask } from "../providers/protocols/by-task.js";
import { FAL_RESULT_MEDIA, type FalQueueOutput, type FalQueueShape } from "../providers/protocols/fal-queue.js";
import { providerDefinition } from "../routing/handlers.js";
import { providerBaseUrl } from "../routing/url.js";

export interface QueuedJob {
	/**
	 * Through the router, the base the receipt's request path goes below (`https://router.huggingface.co/fal-ai`):
	 * fal names the request on its own host. Undefined with a fal key: the receipt's `response_url` is used as it is.
	 */
	routerBase: string | undefined;
	/** The submit URL's query, which every follow-up carries too (`?_subdomain=queue` through the router). */
	query: string;
	/** Where the result names the output's URL, first match wins. */
	mediaPaths: readonly (readonly (string | number)[])[];
	/** The file the output is saved to. */
	outputFile: string;
}

const OUTPUT_FILES: Record<FalQueueOutput, string> = {
	image: "output.png",
	video: "output.mp4",
	audio: "output.wav",
	mask: "mask.png",
	"audio-track": "output.wav",
};

/** The job a request submits, when its provider serves the task through fal's queue; undefined otherwise. */
export function queuedJobOf(
	provider: string,
	task: string,
	request: { url: string; authMethod: AuthMethod },
): QueuedJob | undefined {
	const definition = providerDefinition(provider);
	const served = definition.tasks[task as ServedTask];
	if (served?.protocol !== "fal-queue") return undefined;
	const [, shape] = served.args as [string, FalQueueShape];
	const { authMethod } = request;
	return {
		routerBase: authMethod === "provider-key" ? undefined : providerBaseUrl(definition, authMethod, HF_ROUTER_URL),
		query: new URL(request.url).search,
		mediaPaths: FAL_RESULT_MEDIA[shape.output].paths,
		outputFile: OUTPUT_FILES[shape.output],
	};
}
