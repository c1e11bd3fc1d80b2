// The gateway suite's Cloudflare Worker: `@modelyard/gateway`'s handler is the Worker, as its README deploys it.
// A Worker has no process.env: its secrets (`wrangler secret put`) are bindings, read in global scope through
// `cloudflare:workers`, so the gateway is made once per isolate (its breakers and caches shared by every request
// the isolate serves). The matrix's workerd host runs it under miniflare and sends the checks
// (gateway-checks.mjs) from Node.
import { env } from "cloudflare:workers";
import { createGateway, optionsFromEnv } from "@modelyard/gateway";
import { fakeUpstreamOptions } from "./gateway-checks.mjs";

export default createGateway({ ...optionsFromEnv(env), ...fakeUpstreamOptions(env.FAKE_UPSTREAM) });
