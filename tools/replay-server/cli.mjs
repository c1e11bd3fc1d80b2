// The replay on its own server: `node tools/replay-server/cli.mjs` (PORT, default 8787). It reads the provider
// facts from the built package (`npm run build` first); server.mjs itself imports no package, so the playground's
// dev server can load it on a clone where nothing is built.
import { PROVIDERS } from "@modelyard/inference";
import { PLAYGROUND_ORIGINS, providerHostsOf, startReplayServer } from "./server.mjs";

const port = Number(process.env.PORT ?? 8787);
// The pages that may call it: the playground under `npm start`, or PLAYGROUND_ORIGIN (comma-separated).
const allowedOrigins = process.env.PLAYGROUND_ORIGIN?.split(",").map((origin) => origin.trim()) ?? PLAYGROUND_ORIGINS;
const server = await startReplayServer({ port, allowedOrigins, providerHosts: providerHostsOf(PROVIDERS) });
console.log(`replay server: hub ${server.hubUrl}  router ${server.routerUrl}`);
