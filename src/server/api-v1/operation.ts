import type { Context, Hono } from 'hono';
import type { $ZodType, output } from 'zod/v4/core';
import { API_ERROR_CODES } from '@shared/api-errors';
import type { Database, Executor } from '../db/database';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { jsonBody, parseWith } from '../http/validation';
import { apiKeyText as t } from '../messages/api-keys';
import { idempotencyKeyOf, idempotent, type KeepIn } from './idempotency';

/**
 * One route of the public API, described once (docs/plans/public-api.md §2): the same object
 * validates the request, types the handler, and becomes the route's entry in the OpenAPI
 * document, so the document cannot say one thing while the route does another.
 */
export interface ApiOperation<
  Q extends $ZodType | undefined = $ZodType | undefined,
  B extends $ZodType | undefined = $ZodType | undefined,
  R extends $ZodType = $ZodType,
> {
  /** The operationId: unique, camelCase. */
  id: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Under /api/v1, with `{name}` for a path parameter. */
  path: string;
  tag: 'Services' | 'Staff' | 'Availability' | 'Bookings' | 'Clients' | 'Invoices' | 'Reviews';
  summary: string;
  description?: string;
  /** read: any live key; write: a key that may read and write. */
  scope: 'read' | 'write';
  /** Each path parameter and what it names. */
  params?: Record<string, string>;
  query?: Q;
  body?: B;
  /** Whether the list's `cursor` may be refused as not this list's. */
  isList?: boolean;
  /** A create: the Idempotency-Key header is required (it is accepted on any POST). */
  isCreate?: boolean;
  response: { status: 200 | 201; component: string; schema: R };
  /** The route's own refusals, by status, beyond those every keyed route may answer. */
  errors?: Partial<Record<400 | 403 | 404 | 409 | 422, readonly string[]>>;
}

export function defineOperation<
  Q extends $ZodType | undefined = undefined,
  B extends $ZodType | undefined = undefined,
  R extends $ZodType = $ZodType,
>(operation: ApiOperation<Q, B, R>): ApiOperation<Q, B, R> {
  return operation;
}

type Parsed<S> = S extends $ZodType ? output<S> : undefined;

export interface OperationInput<Q, B> {
  query: Parsed<Q>;
  body: Parsed<B>;
  params: Record<string, string>;
  /** The request's Idempotency-Key, on a POST that sent one. */
  idempotencyKey?: string;
  /**
   * On a POST with a key: keeps the answer in the handler's own transaction, beside what it made,
   * so a crash between the two leaves neither (idempotency.ts). A handler that does not call it
   * has its answer kept after it returns.
   */
  keepIn?: (tx: Executor, body: unknown) => Promise<void>;
}

/** The query, each name once: a second value is refused rather than quietly dropped. */
function singleQuery(c: Context<AppEnv>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) {
      const message = t('queryTwice', { name });
      throw new ApiError(400, API_ERROR_CODES.validation, message, { [name]: message });
    }
    query[name] = values[0] ?? '';
  }
  return query;
}

/** `/bookings/{bookingId}` as Hono writes it: `/bookings/:bookingId`. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Adds operations to the app: each gets the scope check, the query and body read by the house's
 * one reader (ADR 0066), the Idempotency-Key on a POST (required on a create), then the handler,
 * whose answer is sent with the operation's status.
 */
export function operationMounter(app: Hono<AppEnv>, db: Database) {
  return function mount<
    Q extends $ZodType | undefined,
    B extends $ZodType | undefined,
    R extends $ZodType,
  >(
    operation: ApiOperation<Q, B, R>,
    handler: (c: Context<AppEnv>, input: OperationInput<Q, B>) => Promise<output<R>>,
  ): void {
    const run = async (c: Context<AppEnv>) => {
      const input: OperationInput<Q, B> = {
        query: (operation.query
          ? parseWith(operation.query, singleQuery(c))
          : undefined) as Parsed<Q>,
        body: (operation.body ? c.req.valid('json' as never) : undefined) as Parsed<B>,
        params: c.req.param(),
      };
      const answer = async (keepIn?: KeepIn) => ({
        status: operation.response.status,
        body: (await handler(c, {
          ...input,
          ...(keepIn
            ? {
                keepIn: (tx: Executor, body: unknown) =>
                  keepIn(tx, { status: operation.response.status, body }),
              }
            : {}),
        })) as unknown,
      });
      if (operation.method !== 'post') {
        const { status, body } = await answer();
        return c.json(body as object, status);
      }
      input.idempotencyKey = idempotencyKeyOf(c, operation.isCreate === true);
      if (input.idempotencyKey === undefined) {
        const { status, body } = await answer();
        return c.json(body as object, status);
      }
      return idempotent(
        db,
        c,
        {
          key: input.idempotencyKey,
          operationId: operation.id,
          input: { params: input.params, body: input.body ?? null },
        },
        answer,
      );
    };
    const scoped = async (c: Context<AppEnv>, next: () => Promise<void>) => {
      if (operation.scope === 'write' && c.var.apiKey.scope !== 'read_write') {
        throw new ApiError(403, 'insufficient_scope', t('insufficientScope'));
      }
      await next();
    };
    const path = honoPath(operation.path);
    if (operation.body) app.on(operation.method, path, scoped, jsonBody(operation.body), run);
    else app.on(operation.method, path, scoped, run);
  };
}
