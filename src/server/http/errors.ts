import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERROR_CODES } from '@shared/api-errors';
import { isPgError, pgErrorOf, VALUE_REFUSED } from '../db/pg-errors';
import type { Logger } from '../logger';
import { requests } from '../messages/requests';

/**
 * The one error shape every API route answers with, built only by errorBody (directly, or by
 * throwing an ApiError). Codes that any route may answer are in @shared/api-errors.
 */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** An expected failure with a message fit to show to the person who caused it. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiError) {
      return c.json(errorBody(error.code, error.message, error.fields), error.status);
    }
    if (error instanceof HTTPException) {
      // hono raises these for malformed bodies and limits: the client's fault, never a 500
      const status = error.status;
      const code = status === 413 ? API_ERROR_CODES.payloadTooLarge : API_ERROR_CODES.badRequest;
      const message = requests(status === 413 ? 'tooLarge' : 'unreadable');
      return c.json(errorBody(code, message), status);
    }
    if (isPgError(error, VALUE_REFUSED)) {
      // the request carried a value the database cannot take: still the client's doing, but a
      // check in front of the database missed it, so it is logged to be fixed
      const { code } = pgErrorOf(error);
      logger.warn({ err: error, path: c.req.path, code }, 'value refused by the database');
      return c.json(errorBody(API_ERROR_CODES.badRequest, requests('badValue')), 400);
    }
    logger.error({ err: error, path: c.req.path, method: c.req.method }, 'unhandled error');
    return c.json(errorBody(API_ERROR_CODES.internal, requests('internal')), 500);
  };
}

/**
 * The answer to a body over its limit. The rest of the body is never read, so the connection
 * cannot carry another request: it is closed.
 */
export function payloadTooLarge(c: Context, message: string = requests('tooLarge')) {
  c.header('Connection', 'close');
  return c.json(errorBody(API_ERROR_CODES.payloadTooLarge, message), 413);
}
