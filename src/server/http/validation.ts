import type { Context } from 'hono';
import { validator } from 'hono/validator';
import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { ApiError } from './errors';

/** The JSON body, or a 400 that says the body could not be read. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'bad_request', 'The request body must be JSON.');
  }
}

/** The JSON body, or {} when there is none; a body that is not JSON is a 400. */
export async function readOptionalJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'bad_request', 'The request body must be JSON.');
  }
}

/** Parses with a shared schema; a failure is a 400 naming each field's first problem. */
export function parseWith<T extends $ZodType>(schema: T, data: unknown): output<T> {
  const result = safeParse(schema, data);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= issue.message;
  }
  throw new ApiError(
    400,
    'validation',
    result.error.issues[0]?.message ?? 'The request is not valid.',
    fields,
  );
}

/**
 * Route middleware that parses the JSON body or the query with a shared schema: the handler gets
 * typed data from `c.req.valid(...)`, and the typed web client knows what to send.
 */
export function jsonBody<T extends $ZodType>(schema: T) {
  return validator('json', (value) => parseWith(schema, value));
}

export function queryOf<T extends $ZodType>(schema: T) {
  return validator('query', (value) => parseWith(schema, value));
}
