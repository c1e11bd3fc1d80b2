// GET /v1/models: the config's aliases (with their providers' capabilities: context, prices, tools, structured
// output) and the router's list, in OpenAI's list shape; each entry keeps the capability fields it has.
import { type RouterModel, routerModelList } from "@modelyard/inference";
import type { Context } from "hono";
import type { GatewayEnv } from "../context.js";

export async function listModels(c: Context<GatewayEnv>): Promise<Response> {
	const upstream = c.get("upstream");
	const client = upstream.clientFor(c.get("caller").hubToken);
	const aliases = Object.entries(c.get("aliases"));
	const [routed, ...capabilities] = await Promise.all([
		routerModelList({ ...upstream.readOptions, signal: c.req.raw.signal }),
		...aliases.map(([, alias]) => client.capabilities(alias.model).catch(() => [])),
	]);
	const aliasEntries = aliases.map(([name, alias], index) => {
		const listed = capabilities[index] ?? [];
		const providers = alias.providers
			? listed.filter((entry) => alias.providers?.some((provider) => provider === entry.provider))
			: listed;
		return { id: name, object: "model", created: 0, owned_by: "alias", model: alias.model, providers };
	});
	const routerEntries = (routed as RouterModel[]).map((model) => ({
		created: 0,
		owned_by: model.id.split("/")[0] ?? "hub",
		...model,
		object: "model",
	}));
	return c.json({ object: "list", data: [...aliasEntries, ...routerEntries] });
}
