import type { TestServer } from './test-server';

/**
 * Tables a refused request may rightly write: the rate limiter's counters, the sign-in throttle and
 * the wrong sign-in codes it counts, and the security events recorded for refused sign-ins and admin
 * attempts. pg-boss keeps its own schema.
 */
const MAY_CHANGE_ON_REFUSAL = new Set([
  'rate_limits',
  'sign_in_attempts',
  'sign_in_code_failures',
  'audit_log',
]);

/** Per table: its row count and an md5 of its rows. */
export type Fingerprint = Map<string, string>;

export interface Fingerprinter {
  take(): Promise<Fingerprint>;
}

/** One query over every table of the public schema; the table list is read once. */
export async function fingerprinter(app: TestServer): Promise<Fingerprinter> {
  const { pool } = app.server.database;
  const { rows } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = rows.map((row) => row.name).filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name));
  const query = tables
    .map(
      (table) =>
        `SELECT '${table}' AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS print FROM "${table}" t`,
    )
    .join(' UNION ALL ');
  return {
    async take() {
      const result = await pool.query<{ name: string; print: string }>(query);
      return new Map(result.rows.map((row) => [row.name, row.print]));
    },
  };
}

export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}
