// The per-key limits, against both stores: the same rules in this process and in PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres } from "../../../batch/test/helpers/postgres.js";
import { KeyLimiter, type Refusal, type Ticket } from "../../src/limits/key-limiter.js";
import { DAY_MS, MINUTE_MS, parseKeyLimits, type UsageStore } from "../../src/limits/key-limits.js";
import { MemoryUsageStore } from "../../src/limits/memory-store.js";
import { PostgresUsageStore } from "../../src/node/postgres-usage-store.js";

/** 10:00:15 UTC on some day: 45 s left in the minute. */
const START = Date.UTC(2026, 10, 28, 10, 0, 15);

function expectRefused(result: Ticket | Refusal): Refusal {
	if (!result.refused) throw new Error("expected a refusal");
	return result;
}
function expectAdmitted(result: Ticket | Refusal): Ticket {
	if (result.refused) throw new Error(`expected admission, got: ${result.message}`);
	return result;
}

const stores: [string, () => Promise<UsageStore>][] = [["memory", async () => new MemoryUsageStore()]];
let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
let databases = 0;
beforeAll(async () => {
	postgres = await startPostgres();
	if ("unavailable" in postgres) throw new Error(postgres.unavailable);
}, 120_000);
afterAll(() => {
	if (postgres && "stop" in postgres) postgres.stop();
});
stores.push([
	"postgres",
	async () => {
		if (!postgres || "unavailable" in postgres) throw new Error("no cluster");
		// Each test its own database: nothing counted by one shows in another.
		const name = `limits_${++databases}`;
		const { default: pg } = await import("pg");
		const client = new pg.Client({ connectionString: postgres.url });
		await client.connect();
		await client.query(`CREATE DATABASE ${name}`);
		await client.end();
		return PostgresUsageStore.open(postgres.url.replace(/\/postgres$/, `/${name}`), 4);
	},
]);

describe.each(stores)("per-key limits (%s store)", (_name, open) => {
	let clock = START;
	const limiterOn = async () => {
		clock = START;
		const store = await open();
		return {
			limiter: new KeyLimiter(
				store,
				(error) => expect.fail(String(error)),
				() => clock,
			),
			store,
		};
	};

	it("requests per minute: the next one is refused with the seconds left in the minute, then admitted in the next minute", async () => {
		const { limiter, store } = await limiterOn();
		const limits = { requestsPerMinute: 2 };
		expectAdmitted(await limiter.admit("team-a", limits)).end();
		expectAdmitted(await limiter.admit("team-a", limits)).end();
		const refusal = expectRefused(await limiter.admit("team-a", limits));
		expect(refusal).toMatchObject({ limit: "requests per minute", retryAfterSeconds: 45 });
		expect(refusal.message).toBe(
			'Rate limit reached for gateway key "team-a" on requests per minute: limit 2, used 2. Try again in 45 s.',
		);
		// Another key counts apart.
		expectAdmitted(await limiter.admit("team-b", limits));
		clock = START + 45_000;
		expectAdmitted(await limiter.admit("team-a", limits));
		await store.close();
	});

	it("tokens per minute: counted from the receipts' usage; admitted while under, refused once reached", async () => {
		const { limiter, store } = await limiterOn();
		const limits = { tokensPerMinute: 100 };
		expectAdmitted(await limiter.admit("k", limits)).receipt({ usage: { total_tokens: 60 } });
		await limiter.idle();
		expectAdmitted(await limiter.admit("k", limits)).receipt({ usage: { prompt_tokens: 30, completion_tokens: 10 } });
		await limiter.idle();
		expect(expectRefused(await limiter.admit("k", limits))).toMatchObject({
			limit: "tokens per minute",
			retryAfterSeconds: 45,
		});
		clock = START + MINUTE_MS;
		expectAdmitted(await limiter.admit("k", limits));
		await store.close();
	});

	it("USD per day: from the receipts' cost, with Retry-After at the next UTC midnight", async () => {
		const { limiter, store } = await limiterOn();
		const limits = { usdPerDay: 0.05 };
		for (let call = 0; call < 5; call++) {
			expectAdmitted(await limiter.admit("k", limits)).receipt({ costUsd: 0.01 });
			await limiter.idle();
		}
		const refusal = expectRefused(await limiter.admit("k", limits));
		expect(refusal.limit).toBe("USD per day");
		expect(refusal.retryAfterSeconds).toBe((DAY_MS - (START % DAY_MS)) / 1000);
		expect(refusal.message).toContain("limit 0.05, used 0.0500");
		clock = START + DAY_MS;
		expectAdmitted(await limiter.admit("k", limits));
		await store.close();
	});

	it("calls in flight hold the largest cost seen that day: no more are admitted than the budget can pay", async () => {
		const { limiter, store } = await limiterOn();
		const limits = { usdPerDay: 0.1 };
		expectAdmitted(await limiter.admit("k", limits)).receipt({ costUsd: 0.03 });
		await limiter.idle();
		// 0.07 left: two calls of 0.03 fit, a third would pass the budget once they are paid.
		const inFlight = [
			expectAdmitted(await limiter.admit("k", limits)),
			expectAdmitted(await limiter.admit("k", limits)),
		];
		expect(expectRefused(await limiter.admit("k", limits)).limit).toBe("USD per day");
		// A request that ends with no receipt (refused before any call) gives its reservation back.
		inFlight[0]?.end();
		await limiter.idle();
		expectAdmitted(await limiter.admit("k", limits));
		await store.close();
	});

	it("a reservation is given back once, however often the request ends", async () => {
		const { limiter, store } = await limiterOn();
		const limits = { usdPerDay: 1, reserveUsd: 0.4 };
		const first = expectAdmitted(await limiter.admit("k", limits));
		const second = expectAdmitted(await limiter.admit("k", limits));
		expect(expectRefused(await limiter.admit("k", limits)).limit).toBe("USD per day");
		first.receipt({ costUsd: 0.1 });
		first.end();
		first.end();
		await limiter.idle();
		// Held: second's 0.4; spent 0.1: one more 0.4 fits, then none.
		expectAdmitted(await limiter.admit("k", limits));
		expect(expectRefused(await limiter.admit("k", limits)).limit).toBe("USD per day");
		second.end();
		await store.close();
	});

	it("concurrent admissions never take more than the limit", async () => {
		const { limiter, store } = await limiterOn();
		const results = await Promise.all(Array.from({ length: 40 }, () => limiter.admit("k", { requestsPerMinute: 25 })));
		expect(results.filter((result) => !result.refused)).toHaveLength(25);
		await store.close();
	});
});

describe("limits in a config file", () => {
	it("takes the four limits and refuses anything else, naming the field", () => {
		expect(
			parseKeyLimits(
				{ requestsPerMinute: 60, tokensPerMinute: 1000, usdPerDay: 2.5, reserveUsd: 0.01 },
				"keys[0].limits",
			),
		).toEqual({
			requestsPerMinute: 60,
			tokensPerMinute: 1000,
			usdPerDay: 2.5,
			reserveUsd: 0.01,
		});
		expect(() => parseKeyLimits({ rpm: 60 }, "keys[0].limits")).toThrow(
			"keys[0].limits.rpm is not a limit; the limits are requestsPerMinute, tokensPerMinute, usdPerDay, reserveUsd.",
		);
		expect(() => parseKeyLimits({ requestsPerMinute: 1.5 }, "keys[0].limits")).toThrow(
			"keys[0].limits.requestsPerMinute must be a whole number >= 0.",
		);
		expect(() => parseKeyLimits({ usdPerDay: -1 }, "x")).toThrow("x.usdPerDay must be a number >= 0.");
		expect(() => parseKeyLimits("60", "x")).toThrow("x must be an object");
	});
});
