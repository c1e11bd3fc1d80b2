import { chatCompletion } from "@modelyard/inference";
import { CHAT_ANSWER, instantFetch, jsonAnswer, MODEL } from "./lib/fake-server.mjs";
const { fetch } = instantFetch("conversational", jsonAnswer(CHAT_ANSWER));
const args = () => ({ model: MODEL, provider: "hf-inference", accessToken: "hf_bench", messages: [{ role: "user", content: "Capital of France?" }] });
for (let i = 0; i < 2000; i++) await chatCompletion(args(), { fetch });
const t = performance.now();
const N = Number(process.argv[2] ?? 40000);
for (let i = 0; i < N; i++) await chatCompletion(args(), { fetch });
console.log(((performance.now() - t) / N * 1000).toFixed(2), "us/call");
