// One build of the client alone in a process, as a user's process holds one, timed in turns the parent asks for
// (over IPC): each message `{ calls }` is answered with the CPU time per plain call of that many calls (us).
//   fork(plain-call-child.mjs, [bundle.mjs, plain | plainStream])
import { pathToFileURL } from "node:url";
import { callsOf, perCallMicros } from "./chat-calls.mjs";

const [bundle, shape] = process.argv.slice(2);
const call = callsOf(await import(pathToFileURL(bundle).href))[shape];
if (!call) throw new Error(`unknown call shape ${shape}: plain or plainStream`);
process.on("message", async ({ calls }) => {
	process.send({ us: await perCallMicros(calls, call) });
});
process.send({ ready: true });
