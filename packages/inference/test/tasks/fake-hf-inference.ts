// A fake network for task-function tests: the hub maps any model to hf-inference for the given task, and
// every POST gets the answer the test chose. Every request is kept for assertions.
import { createRecordedFetch, type RecordedFetch } from "../support/recorded-fetch.js";

export function fakeHfInference(task: string, answer: () => Response): RecordedFetch {
	return createRecordedFetch({
		exchanges: [],
		fallback: (request) => {
			if (request.method !== "GET") return answer();
			const modelId = decodeURIComponent(new URL(request.url).pathname.replace(/^\/api\/models\//, ""));
			const mapping = { "hf-inference": { providerId: modelId, status: "live", task } };
			return Response.json({ id: modelId, inferenceProviderMapping: mapping });
		},
	});
}

export const jsonAnswer = (value: unknown) => () => Response.json(value);
export const binaryAnswer = (type: string) => () =>
	new Response(new Uint8Array([1, 2, 3]), { headers: { "content-type": type } });

export function posts(network: RecordedFetch) {
	return network.requests.filter((request) => request.method === "POST");
}
