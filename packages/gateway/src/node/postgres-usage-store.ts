// Usage shared by every gateway on one PostgreSQL database (`modelyard serve --database-url`). Admission is one
// call of a PL/pgSQL function holding the key's day and minute rows locked (always in that order, so two admissions
// never deadlock): it checks every limit and counts the request in one transaction, so two instances can never both
// take a key's last request or last dollar. What still passes a budget is what calls in flight spend beyond their
// reservations, as in one instance (docs/operations.md, "How far a budget can be passed").
import pg from "pg";
import type { Admission, KeyLimits, LimitName, Usage, UsageStore, Windows } from "../limits/key-limits.js";

const SCHEMA = `CREATE SCHEMA IF NOT EXISTS modelyard;
CREATE TABLE IF NOT EXISTS modelyard.gateway_usage (
	key text NOT NULL,
	window_kind text NOT NULL CHECK (window_kind IN ('minute', 'day')),
	started bigint NOT NULL,
	requests integer NOT NULL DEFAULT 0,
	tokens bigint NOT NULL DEFAULT 0,
	spent_usd double precision NOT NULL DEFAULT 0,
	reserved_usd double precision NOT NULL DEFAULT 0,
	max_call_usd double precision NOT NULL DEFAULT 0,
	PRIMARY KEY (key, window_kind, started));
CREATE OR REPLACE FUNCTION modelyard.gateway_admit(p_key text, p_minute bigint, p_day bigint, p_rpm bigint,
	p_tpm bigint, p_usd double precision, p_reserve double precision)
RETURNS TABLE (admitted boolean, limit_name text, used double precision, reserved double precision)
LANGUAGE plpgsql AS $$
DECLARE
	d modelyard.gateway_usage;
	m modelyard.gateway_usage;
	r double precision;
BEGIN
	INSERT INTO modelyard.gateway_usage (key, window_kind, started)
		VALUES (p_key, 'day', p_day), (p_key, 'minute', p_minute) ON CONFLICT DO NOTHING;
	SELECT * INTO d FROM modelyard.gateway_usage u WHERE u.key = p_key AND u.window_kind = 'day' AND u.started = p_day FOR UPDATE;
	SELECT * INTO m FROM modelyard.gateway_usage u WHERE u.key = p_key AND u.window_kind = 'minute' AND u.started = p_minute FOR UPDATE;
	IF p_rpm IS NOT NULL AND m.requests >= p_rpm THEN
		RETURN QUERY SELECT false, 'requests per minute', m.requests::double precision, 0::double precision; RETURN;
	END IF;
	IF p_tpm IS NOT NULL AND m.tokens >= p_tpm THEN
		RETURN QUERY SELECT false, 'tokens per minute', m.tokens::double precision, 0::double precision; RETURN;
	END IF;
	r := GREATEST(COALESCE(p_reserve, 0), d.max_call_usd);
	IF p_usd IS NOT NULL AND d.spent_usd + d.reserved_usd + r > p_usd THEN
		RETURN QUERY SELECT false, 'USD per day', d.spent_usd, 0::double precision; RETURN;
	END IF;
	UPDATE modelyard.gateway_usage u SET reserved_usd = u.reserved_usd + r
		WHERE u.key = p_key AND u.window_kind = 'day' AND u.started = p_day;
	UPDATE modelyard.gateway_usage u SET requests = u.requests + 1
		WHERE u.key = p_key AND u.window_kind = 'minute' AND u.started = p_minute;
	-- Windows past are of no use to any limit: each key keeps its current minute and day.
	DELETE FROM modelyard.gateway_usage u WHERE u.key = p_key
		AND ((u.window_kind = 'minute' AND u.started < p_minute) OR (u.window_kind = 'day' AND u.started < p_day));
	RETURN QUERY SELECT true, NULL::text, 0::double precision, r;
END $$;`;

export class PostgresUsageStore implements UsageStore {
	private constructor(private readonly pool: pg.Pool) {}

	/** Connects and creates the table and function (several gateways starting at once: one creates, the others wait). */
	static async open(databaseUrl: string, poolSize = 10): Promise<PostgresUsageStore> {
		const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
		const client = await pool.connect().catch(async (error: unknown) => {
			await pool.end();
			throw error;
		});
		try {
			await client.query("BEGIN");
			await client.query("SELECT pg_advisory_xact_lock(hashtext('modelyard gateway usage'))");
			await client.query(SCHEMA);
			await client.query("COMMIT");
		} catch (error) {
			await client.query("ROLLBACK").catch(() => {});
			client.release();
			await pool.end();
			throw error;
		}
		client.release();
		return new PostgresUsageStore(pool);
	}

	async admit(key: string, limits: KeyLimits, windows: Windows): Promise<Admission> {
		const { rows } = await this.pool.query("SELECT * FROM modelyard.gateway_admit($1, $2, $3, $4, $5, $6, $7)", [
			key,
			windows.minute,
			windows.day,
			limits.requestsPerMinute ?? null,
			limits.tokensPerMinute ?? null,
			limits.usdPerDay ?? null,
			limits.reserveUsd ?? null,
		]);
		const row = rows[0] as { admitted: boolean; limit_name: LimitName | null; used: number; reserved: number };
		return row.admitted
			? { admitted: true, reservedUsd: row.reserved }
			: { admitted: false, limit: row.limit_name as LimitName, used: row.used };
	}

	async settle(key: string, windows: Windows, { tokens, costUsd }: Usage, releaseUsd: number): Promise<void> {
		// One statement: the cost counted and the reservation given back together.
		await this.pool.query(
			`INSERT INTO modelyard.gateway_usage AS u (key, window_kind, started, tokens, spent_usd, max_call_usd)
			VALUES ($1, 'day', $3, 0, $5, $5), ($1, 'minute', $2, $4, 0, 0)
			ON CONFLICT (key, window_kind, started) DO UPDATE SET tokens = u.tokens + EXCLUDED.tokens,
				spent_usd = u.spent_usd + EXCLUDED.spent_usd, max_call_usd = GREATEST(u.max_call_usd, EXCLUDED.max_call_usd),
				reserved_usd = GREATEST(0, u.reserved_usd - CASE WHEN u.window_kind = 'day' THEN $6::double precision ELSE 0 END)`,
			[key, windows.minute, windows.day, tokens, costUsd, releaseUsd],
		);
	}

	async close(): Promise<void> {
		await this.pool.end();
	}
}
