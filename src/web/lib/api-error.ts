import type { ApiErrorCode } from '@shared/api-errors';
import { connectionText } from './messages/connection';

/** An API answer other than 2xx, with the server's message ready to show. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

// our API answers { error: { code, message } }; the account endpoints (better-auth) answer { code, message }
interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
  code?: string;
  message?: string;
}

/** Returns the JSON body of a successful response, or throws an ApiRequestError. */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // not JSON (a proxy's error page, say): fall back to the status text
  }
  throw new ApiRequestError(
    response.status,
    body.error?.code ??
      body.code ??
      // the account library's own per-address limit answers 429 without a code (the name is
      // checked against the one list, but the list is not shipped to every page for one word)
      (response.status === 429 ? ('rate_limited' satisfies ApiErrorCode) : 'http_error'),
    body.error?.message ?? body.message ?? connectionText('failed', { status: response.status }),
    body.error?.fields,
  );
}

/** Said when a request got no answer: the browser's fetch fails before any (a TypeError). */
export const droppedMessage = () => connectionText('dropped');

/** What to tell a person about a failed request: the server's own words, or that the connection dropped. */
export function failureText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : droppedMessage();
}
