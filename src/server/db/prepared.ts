import { createHash } from 'node:crypto';
import {
  getTableColumns,
  sql,
  type InferSelectModel,
  type Query,
  type SQL,
  type Table,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';
import type { SubscriptionFacts } from '@shared/subscriptions';
import type { Database, Executor } from './database';
import { subscriptions } from './schema/payments';

const cache = new WeakMap<Database, Map<string, unknown>>();

/**
 * A named statement of a hot path, built once per database (`build` prepares it under `name`): node-postgres prepares it
 * on each connection the first time it runs there, so later runs skip parsing and planning.
 */
export function preparedFor<T>(
  db: Database,
  name: string,
  build: (db: Database, name: string) => T,
): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}

const names = new Map<string, string>();
const NAMES_KEPT = 500;

/**
 * A statement's name, from its text: one text always gets the same name, and two texts never share
 * one (node-postgres refuses a name reused for other text). Only for statements whose text takes a
 * few shapes: each name stays prepared on each connection for the connection's life.
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (names.size < NAMES_KEPT) names.set(text, name);
  }
  return name;
}

const dialect = new PgDialect();

/**
 * Runs a statement of a hot path prepared on the connection at hand (the transaction's, inside
 * one): the first run there parses and plans it, later runs send only its parameters.
 */
export async function executePrepared<Row extends QueryResultRow>(
  executor: Executor,
  query: SQL,
): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const result = (await executor._.session
    .prepareQuery(built, undefined, statementName(built.sql), false)
    .execute()) as QueryResult<Row>;
  return result.rows;
}

/**
 * A raw statement of a hot path whose shape never changes: written with `sql.placeholder`s, built
 * to text once (building is most of a small statement's cost) and run prepared on the connection
 * at hand with the values of its placeholders.
 */
export function placeholderStatement<Row extends QueryResultRow>(build: () => SQL) {
  let built: (Query & { name: string }) | undefined;
  return async (executor: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    if (!built) {
      const query = dialect.sqlToQuery(build());
      built = { ...query, name: statementName(query.sql) };
    }
    const result = (await executor._.session
      .prepareQuery(built, undefined, built.name, false)
      .execute(values)) as QueryResult<Row>;
    return result.rows;
  };
}

/**
 * A table's row as a raw statement returned it (columns by their SQL names, values as the driver
 * gave them), mapped to what a query builder would have answered.
 */
export function rowOf<T extends Table>(
  table: T,
  raw: Record<string, unknown>,
): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** Per place in the code, the text of the statement it last prepared, and that text's name. */
const lastPrepared = new Map<string, { text: string; name: string }>();

/**
 * A query builder's statement, prepared as executePrepared() prepares raw statements. Building a
 * statement's text is most of its cost, so it is built once: under the name this `place` used last,
 * kept when the text is the same; a place whose statement changed shape builds it again.
 */
export function preparedBuilt<Prepared extends { getQuery(): { sql: string } }>(
  place: string,
  builder: { prepare(name: string): Prepared },
): Prepared {
  const last = lastPrepared.get(place);
  const prepared = builder.prepare(last?.name ?? '');
  const text = prepared.getQuery().sql;
  if (last?.text === text) return prepared;
  const name = statementName(text);
  lastPrepared.set(place, { text, name });
  return builder.prepare(name);
}

/** The subscription as json: its instants are ISO strings until read. */
type SubscriptionJson = Omit<SubscriptionFacts, 'currentPeriodEnd' | 'trialEndsAt'> & {
  currentPeriodEnd: string;
  trialEndsAt: string | null;
};

/** A subquery for the subscription facts of the business whose id column is given. */
export function subscriptionOf(businessId: unknown) {
  return sql<SubscriptionJson | null>`(
    SELECT json_build_object(
      'planType', ${subscriptions.planType},
      'status', ${subscriptions.status},
      'currentPeriodEnd', ${subscriptions.currentPeriodEnd},
      'trialEndsAt', ${subscriptions.trialEndsAt})
    FROM ${subscriptions} WHERE ${subscriptions.businessId} = ${businessId} LIMIT 1)`;
}

/** The facts back from their json form. */
export function subscriptionFacts(json: SubscriptionJson | null): SubscriptionFacts | null {
  return (
    json && {
      ...json,
      currentPeriodEnd: new Date(json.currentPeriodEnd),
      trialEndsAt: json.trialEndsAt ? new Date(json.trialEndsAt) : null,
    }
  );
}
