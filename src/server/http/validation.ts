import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { safeParse } from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';
import { API_ERROR_CODES } from '@shared/api-errors';
import type { AppEnv } from './context';
import { requests } from '../messages/requests';
import { ApiError } from './errors';

export const BODY_MESSAGES = {
  get notJson() {
    return requests('notJson');
  },
  get notJsonType() {
    return requests('notJsonType');
  },
};

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
    API_ERROR_CODES.validation,
    result.error.issues[0]?.message ?? requests('invalid'),
    fields,
  );
}

/** application/json, or a JSON flavour such as application/merge-patch+json. */
export function isJsonType(contentType: string | undefined): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test(contentType ?? '');
}

/**
 * The one way a route reads its body (docs/decisions/0066), in this order: an empty body is {} when
 * the route can do without one and a 400 when it cannot; a body not typed as JSON is a 415 (a
 * browser sends text/plain across sites without asking first, so refusing it keeps other sites'
 * pages from posting here); a body that does not parse is a 400. Size is checked before any of
 * this, by the app-wide limit (413).
 */
async function readBody(c: Context, isOptional: boolean): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') {
    if (isOptional) return {};
    throw new ApiError(400, API_ERROR_CODES.badRequest, BODY_MESSAGES.notJson);
  }
  if (!isJsonType(c.req.header('content-type'))) {
    throw new ApiError(415, API_ERROR_CODES.unsupportedMediaType, BODY_MESSAGES.notJsonType);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, API_ERROR_CODES.badRequest, BODY_MESSAGES.notJson);
  }
}

export type BodyRule = 'required' | 'optional';

// which middleware read a body, and how: the server's route list reports it, so a test can
// walk every route that takes a body
const bodyReaders = new WeakMap<object, BodyRule>();

/** Whether a handler in the app's route table is the body reader, and if so how strict. */
export function bodyRuleOf(handler: object): BodyRule | undefined {
  return bodyReaders.get(handler);
}

type BodyMiddleware<In extends object, Out> = MiddlewareHandler<
  AppEnv,
  string,
  { in: In; out: { json: Out } }
>;

/**
 * Route middleware that reads the JSON body and parses it with a shared schema: the handler gets
 * typed data from `c.req.valid('json')`, and the typed web client knows what to send. With
 * `{ isOptional: true }` a request without a body is read as {} (and the client may leave it out).
 */
export function jsonBody<T extends $ZodType>(
  schema: T,
): BodyMiddleware<{ json: input<T> }, output<T>>;
export function jsonBody<T extends $ZodType>(
  schema: T,
  options: { isOptional: true },
): BodyMiddleware<{ json?: input<T> }, output<T>>;
export function jsonBody<T extends $ZodType>(
  schema: T,
  { isOptional = false }: { isOptional?: boolean } = {},
): BodyMiddleware<{ json: input<T> }, output<T>> {
  const middleware: BodyMiddleware<{ json: input<T> }, output<T>> = async (c, next) => {
    c.req.addValidatedData('json', parseWith(schema, await readBody(c, isOptional)) as object);
    await next();
  };
  bodyReaders.set(middleware, isOptional ? 'optional' : 'required');
  return middleware;
}

export function queryOf<T extends $ZodType>(schema: T) {
  return validator('query', (value) => parseWith(schema, value));
}
