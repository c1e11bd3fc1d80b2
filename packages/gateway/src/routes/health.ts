// GET /healthz (the process answers) and GET /readyz (it takes requests), outside authentication.
import type { Context } from "hono";

export const healthz = (c: Context) => c.json({ status: "ok" });
export const readyz = (c: Context) => c.json({ status: "ready" });
