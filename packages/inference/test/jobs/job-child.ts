// A process of its own that submits a generation (printing its job handle as soon as onJob gives it) or resumes
// one from a handle (printing the output's bytes): the tests kill the first and resume in a second.
import { type JobHandle, resumeJob, textToImage, textToVideo } from "../../src/index.js";

interface ChildInput {
	provider: "fal-ai";
	task: "text-to-image" | "text-to-video";
	token: string;
	at: { hubUrl: string; routerUrl: string };
	handle?: JobHandle;
}

const print = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);

const [mode, payload] = process.argv.slice(2);
const input = JSON.parse(payload ?? "{}") as ChildInput;
if (mode === "submit") {
	const call = input.task === "text-to-image" ? textToImage : textToVideo;
	await call(
		{ model: "o/model", provider: input.provider, inputs: "a cat", accessToken: input.token },
		{ ...input.at, onJob: (job) => print({ job }) },
	);
	print({ finished: true });
} else if (input.handle) {
	const output = await resumeJob(input.handle, { accessToken: input.token, ...input.at });
	print({ bytes: Buffer.from(await (output as Blob).arrayBuffer()).toString("base64") });
}
