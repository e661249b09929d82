/**
 * The error codes that mean the same thing on every route (docs/decisions/0066). A route's own
 * refusals (slot_taken, invoice_paid, ...) live beside the operation that makes them; these are
 * the ones any route can answer, so each meaning has exactly one name the browser can rely on.
 */
export const API_ERROR_CODES = {
  /** 400: the request cannot be read at all (a body that is not JSON, a bad address). */
  badRequest: 'bad_request',
  /** 400: the body was read, and a field breaks its rule; `fields` names each one. */
  validation: 'validation',
  /** 401: no session, or a webhook whose signature does not match. */
  unauthenticated: 'unauthenticated',
  badSignature: 'bad_signature',
  /** 403: signed in, but not allowed this. */
  forbidden: 'forbidden',
  /** 404: no such thing, or no such endpoint. */
  notFound: 'not_found',
  /** 413: the body is over the route's size limit. */
  payloadTooLarge: 'payload_too_large',
  /** 415: a body sent as something other than application/json. */
  unsupportedMediaType: 'unsupported_media_type',
  /** 429: this address sent this endpoint too many requests this minute; it may retry soon. */
  rateLimited: 'rate_limited',
  /** 429: this account has had too many wrong passwords or codes; it is locked for a while. */
  tooManyAttempts: 'too_many_attempts',
  /** 500: our fault. */
  internal: 'internal',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
