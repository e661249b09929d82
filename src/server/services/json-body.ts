import type { MiddlewareHandler } from 'hono';
import type { $ZodType, input, output } from 'zod/v4/core';
import type { AppEnv } from '../http/context';
import { parseWith, readJsonBody } from '../http/validation';

/**
 * readJsonBody + parseWith as a middleware, so the typed client knows the body a route takes (hc
 * offers `json` only on routes that declare it). Handlers read the parsed body with c.req.valid('json').
 */
export function jsonBody<T extends $ZodType>(
  schema: T,
): MiddlewareHandler<AppEnv, string, { in: { json: input<T> }; out: { json: output<T> } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', parseWith(schema, await readJsonBody(c)) as object);
    await next();
  };
}
