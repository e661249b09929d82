import { sql, type SQL } from 'drizzle-orm';
import { check, customType, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, LOCALES } from '@shared/i18n/locales';

export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The language a person reads (docs/decisions/0071): `en` or `sw`, checked by `checkLocale`. */
export const locale = () => text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE);

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** CHECK (column IN (...)) for a list of allowed values kept in src/shared. */
export function checkIn(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} IN (${sql.raw(values.map(literal).join(', '))})`);
}

/** CHECK that a text column is no longer than the limit (counted in characters). */
export function checkMaxLength(name: string, column: AnyPgColumn, max: number) {
  return check(name, sql`char_length(${column}) <= ${sql.raw(String(max))}`);
}

/** CHECK that a locale column holds a language the product speaks. */
export function checkLocale(name: string, column: AnyPgColumn) {
  return checkIn(name, column, LOCALES);
}

export function checkBetween(
  name: string,
  column: AnyPgColumn,
  min: number,
  max: number,
): ReturnType<typeof check> {
  return check(name, sql`${column} BETWEEN ${sql.raw(String(min))} AND ${sql.raw(String(max))}`);
}

export function checkSql(name: string, condition: SQL) {
  return check(name, condition);
}

/** The cube extension's type, read as its text form; only the database computes with it. */
export const cube = customType<{ data: string; driverData: string }>({
  dataType: () => 'cube',
});

/** PostgreSQL's full-text document, read as its text form; only the database computes with it. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});
