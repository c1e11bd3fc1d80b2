// fal's queue behind the fake router, for video jobs: `o/video` mapped to fal-ai's text-to-video, `o/animate` to
// its image-to-video; jobs stay
// IN_PROGRESS while `held`, then their video is downloaded from the fake's /media/.
import { type FakeUpstream, json, startFakeUpstream } from "./fake-upstream.js";

export const VIDEO = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 1, 2, 3]);

export interface FakeFal {
	upstream: FakeUpstream;
	held: boolean;
	submitted: number;
	/** Requests whose path holds `part`. */
	calls(part: string): number;
}

export async function startFakeFal(): Promise<FakeFal> {
	const upstream = await startFakeUpstream([
		{ id: "o/video", pipeline_tag: "text-to-video", providers: { "fal-ai": ["fal-ai/video", "text-to-video"] } },
		{ id: "o/animate", pipeline_tag: "image-to-video", providers: { "fal-ai": ["fal-ai/animate", "image-to-video"] } },
	]);
	const fal: FakeFal = {
		upstream,
		held: true,
		submitted: 0,
		calls: (part) => upstream.requests.filter((request) => request.path.includes(part)).length,
	};
	upstream.answers.set("fal-ai", (request, res) => {
		if (request.method === "POST" && /^\/fal-ai\/fal-ai\/\w+\?_subdomain=queue$/.test(request.path)) {
			const id = `job${++fal.submitted}`;
			const model = request.path.split("/")[3]?.split("?")[0];
			return json(res, 200, { request_id: id, response_url: `https://queue.fal.run/fal-ai/${model}/requests/${id}` });
		}
		if (request.method === "PUT" && /\/cancel\?/.test(request.path)) {
			return json(res, 202, { status: "CANCELLATION_REQUESTED" });
		}
		if (/\/status\?/.test(request.path)) return json(res, 200, { status: fal.held ? "IN_PROGRESS" : "COMPLETED" });
		const job = /requests\/(job\d+)\?/.exec(request.path);
		if (job) return json(res, 200, { video: { url: `${upstream.url}/media/${job[1]}.mp4` } });
		json(res, 404, { detail: "not found" });
	});
	upstream.answers.set("media", (_request, res) => {
		res.writeHead(200, { "content-type": "video/mp4" });
		res.end(VIDEO);
	});
	return fal;
}
