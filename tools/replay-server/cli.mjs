// The replay on its own server: `node tools/replay-server/cli.mjs` (PORT, default 8787). It reads the provider
// facts from the built package (`npm run build` first); server.mjs itself imports no package, so the playground's
// dev server can load it on a clone where nothing is built.
import { PROVIDERS } from "@modelyard/inference";
import { providerHostsOf, startReplayServer } from "./server.mjs";

const port = Number(process.env.PORT ?? 8787);
const server = await startReplayServer({ port, providerHosts: providerHostsOf(PROVIDERS) });
console.log(`replay server: hub ${server.hubUrl}  router ${server.routerUrl}`);
