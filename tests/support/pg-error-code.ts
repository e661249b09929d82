/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error). */
export async function errorCode(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
}

export const CHECK_VIOLATION = '23514';
export const UNIQUE_VIOLATION = '23505';
