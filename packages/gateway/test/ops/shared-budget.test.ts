// Two `modelyard serve` processes on one throwaway PostgreSQL cluster (--database-url), hammered at once by one key:
// together they spend its daily budget, never more than the documented margin (calls in flight beyond their
// reservations), whatever instance each request lands on.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Postgres, startPostgres } from "../../../batch/test/helpers/postgres.js";
import { CHAT_MODEL, chatProvider, type FakeUpstream, startFakeUpstream } from "../helpers/fake-upstream.js";
import { GATEWAY_KEY } from "../helpers/gateway-server.js";
import { type ServeProcess, startServe } from "./serve-process.js";

/** together's published price: the answer's 5 + 3 tokens cost 8e-6 USD. */
const CALL_COST = 8e-6;
const PRICED_MODEL = {
	id: CHAT_MODEL,
	pipeline_tag: "text-generation",
	providers: { together: ["together-chat", "conversational"] as [string, string] },
	facts: { together: { pricing: { input: 1, output: 1 } } },
};
const CLIENTS = 16;

let postgres: Postgres;
let databases = 0;
beforeAll(async () => {
	const started = await startPostgres();
	if ("unavailable" in started) throw new Error(started.unavailable);
	postgres = started;
}, 120_000);
afterAll(() => postgres?.stop());

async function freshDatabase(): Promise<string> {
	const name = `budget_${++databases}`;
	const admin = new pg.Client({ connectionString: postgres.url });
	await admin.connect();
	await admin.query(`CREATE DATABASE ${name}`);
	await admin.end();
	return postgres.url.replace(/\/postgres$/, `/${name}`);
}

/** CLIENTS callers at once, each sending to the two instances in turn until the budget's 429 comes back 3 times. */
async function hammer(instances: ServeProcess[]): Promise<{ ok: number; refused: number }> {
	const counts = { ok: 0, refused: 0 };
	await Promise.all(
		Array.from({ length: CLIENTS }, async (_, client) => {
			let refusals = 0;
			for (let turn = client; refusals < 3; turn++) {
				const instance = instances[turn % instances.length] as ServeProcess;
				const response = await fetch(`${instance.url}/v1/chat/completions`, {
					method: "POST",
					headers: { authorization: `Bearer ${GATEWAY_KEY}`, "content-type": "application/json" },
					body: JSON.stringify({ model: "cheap", messages: [{ role: "user", content: "hi" }] }),
				});
				const body = (await response.json()) as { error?: { code?: string } };
				if (response.status === 200) counts.ok++;
				else if (response.status === 429 && body.error?.code === "insufficient_quota") {
					counts.refused++;
					refusals++;
				} else throw new Error(`unexpected answer ${response.status}: ${JSON.stringify(body)}`);
			}
		}),
	);
	return counts;
}

async function spentInDatabase(url: string): Promise<number> {
	const db = new pg.Client({ connectionString: url });
	await db.connect();
	const { rows } = await db.query(
		"SELECT sum(spent_usd) AS spent FROM modelyard.gateway_usage WHERE window_kind = 'day'",
	);
	await db.end();
	return Number(rows[0].spent);
}

async function twoGateways(limits: Record<string, number>) {
	const upstream: FakeUpstream = await startFakeUpstream([PRICED_MODEL]);
	const answer = chatProvider(["hi"]);
	// Slow enough that many calls are in flight at once on both instances.
	upstream.answers.set("together", async (...args) => {
		await new Promise((resolve) => setTimeout(resolve, 100));
		await answer(...args);
	});
	const databaseUrl = await freshDatabase();
	const config = {
		keys: [GATEWAY_KEY],
		aliases: { cheap: { model: CHAT_MODEL, providers: ["together"], policy: "cheapest" } },
		limits,
	};
	const instances = await Promise.all([
		startServe(upstream, config, ["--database-url", databaseUrl]),
		startServe(upstream, config, ["--database-url", databaseUrl]),
	]);
	const paid = () => upstream.requests.filter((request) => request.provider === "together").length;
	const stop = async () => {
		for (const instance of instances) instance.child.kill("SIGTERM");
		const exits = await Promise.all(instances.map((instance) => instance.done));
		await upstream.close();
		return exits.map((exit) => exit.code);
	};
	return { instances, paid, databaseUrl, stop };
}

describe("two gateways on one PostgreSQL database spend one key's budget", () => {
	it("each call reserving its cost (reserveUsd): together they never pass the budget, and spend it", async () => {
		const budget = CALL_COST * 20.5;
		const { instances, paid, databaseUrl, stop } = await twoGateways({ usdPerDay: budget, reserveUsd: CALL_COST });
		const counts = await hammer(instances);
		expect(await stop()).toEqual([0, 0]);
		// The provider is the truth: what it was paid for.
		expect(paid()).toBe(20);
		expect(counts.ok).toBe(20);
		expect(paid() * CALL_COST).toBeLessThanOrEqual(budget);
		expect(await spentInDatabase(databaseUrl)).toBeCloseTo(20 * CALL_COST, 12);
	}, 60_000);

	it("without reserveUsd: the first wave passes by at most the calls in flight, each later call reserves the largest cost seen", async () => {
		const budget = CALL_COST * 20.5;
		const { instances, paid, stop } = await twoGateways({ usdPerDay: budget });
		await hammer(instances);
		expect(await stop()).toEqual([0, 0]);
		// The margin: before any receipt, each caller can have one call in flight that nothing reserved for.
		expect(paid() * CALL_COST).toBeLessThanOrEqual(budget + CLIENTS * CALL_COST);
		expect(paid()).toBeGreaterThanOrEqual(20);
	}, 60_000);
});
