/**
 * The PostgreSQL error codes the server reacts to, by name (SQLSTATE, see the PostgreSQL manual's
 * "Error Codes" appendix), so a check reads as what happened rather than as five characters.
 */
export const PG_ERROR = {
  /** A row still referenced by an ON DELETE RESTRICT foreign key. */
  restrictViolation: '23001',
  /** A foreign key refused the row, or (NO ACTION) the delete of a row it points at. */
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
  /** An EXCLUDE constraint: two bookings of one staff member at overlapping times. */
  exclusionViolation: '23P01',
  numericValueOutOfRange: '22003',
  characterNotInRepertoire: '22021',
  invalidTextRepresentation: '22P02',
  untranslatableCharacter: '22P05',
  deadlockDetected: '40P01',
} as const;

export type PgErrorCode = (typeof PG_ERROR)[keyof typeof PG_ERROR];

/** The PostgreSQL error under whatever drizzle wrapped around it. */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return {};
}

/**
 * Whether `error` is a PostgreSQL error with one of `codes`, and, when `constraint` is given, raised
 * by that constraint.
 */
export function isPgError(
  error: unknown,
  codes: PgErrorCode | readonly PgErrorCode[],
  constraint?: string,
): boolean {
  const found = pgErrorOf(error);
  const wanted: readonly string[] = typeof codes === 'string' ? [codes] : codes;
  if (found.code === undefined || !wanted.includes(found.code)) return false;
  return constraint === undefined || found.constraint === constraint;
}

/** A delete refused because a row still points at the one deleted (RESTRICT or NO ACTION). */
export const STILL_REFERENCED = [PG_ERROR.restrictViolation, PG_ERROR.foreignKeyViolation] as const;

/**
 * A value the database cannot take: text it cannot read as the column's type, a character it
 * cannot store, a number out of range. It came with a request, so it is the client's doing.
 */
export const VALUE_REFUSED = [
  PG_ERROR.invalidTextRepresentation,
  PG_ERROR.untranslatableCharacter,
  PG_ERROR.characterNotInRepertoire,
  PG_ERROR.numericValueOutOfRange,
] as const;
