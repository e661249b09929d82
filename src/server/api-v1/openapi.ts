import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { API_ERROR_CODES } from '@shared/api-errors';
import { WebhookHeadersSchema } from '@shared/api-v1/webhook-payloads';
import { IDEMPOTENCY } from './idempotency';
import type { ApiOperation } from './operation';
import { exampleOf } from './examples';
import { API_V1_OPERATIONS, API_V1_RESOURCES } from './operations';
import { WEBHOOK_COMPONENTS, WEBHOOKS_TAG, webhookEntries } from './openapi-webhooks';

/**
 * The OpenAPI 3.1 document of the public API (docs/plans/public-api.md §2), made once at start-up
 * from the operations' own schemas: the request side as zod reads it (`io: 'input'`), the answers
 * as the presenters write them (`io: 'output'`, strict, so a field the document does not name
 * fails the contract test). Its `webhooks` section describes what is sent to a business's
 * endpoints the same way (openapi-webhooks.ts).
 */

type JsonSchema = Record<string, unknown>;

const REF = '#/components/schemas/';

/** What every route behind a key may answer, whatever it does. */
const ANY_KEYED: Record<number, string[]> = {
  401: [API_ERROR_CODES.unauthenticated],
  429: [API_ERROR_CODES.rateLimited],
};

const DESCRIPTIONS: Record<number, string> = {
  400: 'The request breaks a rule: `fields` names each field and its problem.',
  401: 'No live key was sent.',
  403: 'The key may not do this.',
  404: 'Nothing with this id in the key’s business.',
  409: 'The change clashes with what is there: the booking’s state, another booking, or a client already on the list.',
  422: 'The request cannot be done as asked.',
  429: 'The key sent too many requests this minute; wait for Retry-After seconds.',
};

function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

function convert(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
  return withoutDialect(
    z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }),
  );
}

/** The error codes an operation may answer, by status. */
export function errorCodesOf(operation: ApiOperation): Map<number, Set<string>> {
  const codes = new Map<number, Set<string>>();
  const add = (status: number, list: readonly string[]) => {
    const held = codes.get(status) ?? new Set<string>();
    for (const code of list) held.add(code);
    codes.set(status, held);
  };
  for (const [status, list] of Object.entries(ANY_KEYED)) add(Number(status), list);
  if (operation.query || operation.body) add(400, [API_ERROR_CODES.validation]);
  if (operation.body) add(400, [API_ERROR_CODES.badRequest]);
  if (operation.isList) add(400, ['cursor_invalid']);
  if (operation.params) add(404, [API_ERROR_CODES.notFound]);
  if (operation.scope === 'write') add(403, ['insufficient_scope']);
  if (operation.method === 'post') {
    add(400, [API_ERROR_CODES.validation]);
    add(409, ['idempotency_in_progress']);
    add(422, ['idempotency_key_reused']);
  }
  if (operation.isCreate) add(400, ['idempotency_key_missing']);
  for (const [status, list] of Object.entries(operation.errors ?? {})) add(Number(status), list);
  return codes;
}

function errorResponse(status: number, codes: Set<string>) {
  return {
    description: DESCRIPTIONS[status] ?? 'Refused.',
    // a 401 is answered before the key is known, so before its count
    headers:
      status === 401
        ? {}
        : status === 429
          ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' }, ...rateHeaders() }
          : rateHeaders(),
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['error'],
          additionalProperties: false,
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              additionalProperties: false,
              properties: {
                code: { type: 'string', enum: [...codes].sort() },
                message: { type: 'string', description: 'Fit to show to a person.' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}

function rateHeaders() {
  return {
    RateLimit: { $ref: '#/components/headers/RateLimit' },
    'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
  };
}

function parametersOf(operation: ApiOperation) {
  const parameters: JsonSchema[] = Object.entries(operation.params ?? {}).map(
    ([name, description]) => ({
      name,
      in: 'path',
      required: true,
      description,
      schema: { type: 'string', format: 'uuid' },
    }),
  );
  if (operation.method === 'post') {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: operation.isCreate === true,
      description:
        'A key of your own for this request (8-96 letters, digits, - or _). A retry with the same key and request gets the first answer again, with Idempotency-Replayed: true; kept for 24 hours.',
      schema: { type: 'string', pattern: IDEMPOTENCY.pattern.source },
    });
  }
  if (operation.query) {
    const query = convert(operation.query, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      const { description, ...rest } = schema;
      parameters.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      });
    }
  }
  return parameters;
}

function operationEntry(operation: ApiOperation, components: Map<$ZodType, string>) {
  const responseId = components.get(operation.response.schema);
  if (!responseId) throw new Error(`${operation.id}: its answer is not a component`);
  const responses: Record<string, unknown> = {
    [operation.response.status]: {
      description: operation.summary,
      headers:
        operation.method === 'post'
          ? {
              ...rateHeaders(),
              'Idempotency-Replayed': {
                description: 'true when this is the kept answer to an earlier request.',
                schema: { type: 'string', enum: ['true'] },
              },
            }
          : rateHeaders(),
      content: {
        'application/json': {
          schema: { $ref: REF + responseId },
          example: exampleOf(responseId),
        },
      },
    },
  };
  for (const [status, codes] of [...errorCodesOf(operation)].sort(([a], [b]) => a - b)) {
    responses[status] = errorResponse(status, codes);
  }
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(operation.scope === 'write' ? { 'x-scope': 'read_write' } : { 'x-scope': 'read' }),
    parameters: parametersOf(operation),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: convert(operation.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The document, as the object to serve; `publicUrl` is where the app is reached. */
export function buildOpenApi({ publicUrl }: { publicUrl: string }) {
  const registry = z.registry<{ id: string }>();
  const components = new Map<$ZodType, string>();
  for (const [id, schema] of Object.entries(API_V1_RESOURCES)) {
    registry.add(schema, { id });
    components.set(schema, id);
  }
  for (const operation of API_V1_OPERATIONS) {
    if (components.has(operation.response.schema)) continue;
    registry.add(operation.response.schema, { id: operation.response.component });
    components.set(operation.response.schema, operation.response.component);
  }
  for (const { id, schema } of WEBHOOK_COMPONENTS) registry.add(schema, { id });
  const examples = new Map(WEBHOOK_COMPONENTS.map(({ id, example }) => [id, example]));
  const converted = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => REF + id,
  }) as { schemas: Record<string, JsonSchema> };
  const schemas = Object.fromEntries(
    Object.entries(converted.schemas).map(([id, schema]) => [
      id,
      {
        ...withoutDialect(schema),
        examples: [examples.has(id) ? examples.get(id) : exampleOf(id)],
      },
    ]),
  );
  const paths: Record<string, Record<string, unknown>> = {
    '/openapi.json': {
      get: {
        operationId: 'getOpenApi',
        tags: ['Document'],
        summary: 'This document',
        security: [],
        responses: {
          200: {
            description: 'The OpenAPI 3.1 document of this API.',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
        },
      },
    },
  };
  for (const operation of API_V1_OPERATIONS) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = operationEntry(operation, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Miadi API',
      version: '1',
      description:
        'Read and change a business’s services, staff, availability, bookings, clients, invoices and reviews from your own tools. Every request carries an API key the owner made in Settings → Developers, as `Authorization: Bearer miadi_sk_...`, and reaches only that business. Lists are read a page at a time by cursor. Answers may gain fields within v1; nothing is removed or renamed without a new version. The webhooks are what Miadi posts to an endpoint the owner added in Settings → Developers → Webhooks, signed as Standard Webhooks says.',
    },
    servers: [{ url: `${publicUrl.replace(/\/$/, '')}/api/v1` }],
    security: [{ apiKey: [] }],
    tags: [
      { name: 'Services' },
      { name: 'Staff' },
      { name: 'Availability' },
      { name: 'Bookings' },
      { name: 'Clients' },
      { name: 'Invoices' },
      { name: 'Reviews' },
      { name: 'Document' },
      WEBHOOKS_TAG,
    ],
    paths,
    webhooks: webhookEntries({ headers: convert(WebhookHeadersSchema, 'output') }),
    components: {
      schemas,
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'A key from Settings → Developers: miadi_sk_ and 43 more characters.',
        },
      },
      headers: {
        RateLimit: {
          description: 'Requests left in this window (r) and seconds until it resets (t).',
          schema: { type: 'string', examples: ['"key";r=119;t=60'] },
        },
        'RateLimit-Policy': {
          description: 'The key’s requests (q) a window of w seconds.',
          schema: { type: 'string', examples: ['"key";q=120;w=60'] },
        },
        'Retry-After': {
          description: 'Seconds to wait before the next request.',
          schema: { type: 'integer', minimum: 1 },
        },
      },
    },
  };
}
